import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { isOnline } from '../../core/offline/online';

const UPDATE_CHECK_MS = 10_000;
const NOTICE_KEY = 'update-available';

/**
 * Registers the app-shell service worker (production builds) so the app starts without a connection, checks for a
 * new version every 10 s, and offers 'An update is available.' with an Update button.
 */
export function UpdateNotice() {
  const { notification } = useNotices();
  const { t } = useTranslation();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;

    const offerUpdate = (registration: ServiceWorkerRegistration) => {
      if (cancelled) return;
      notification.info({
        key: NOTICE_KEY,
        title: t('update.available'),
        duration: 0,
        placement: 'bottomLeft',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
              registration.waiting?.postMessage('skipWaiting');
            }}
          >
            {t('update.update')}
          </Button>
        ),
      });
    };

    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
          });
        });
        timer = setInterval(() => {
          if (isOnline()) registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => console.error('The service worker could not be registered', error));

    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [notification, t]);

  return null;
}
