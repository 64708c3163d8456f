import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { isOnline } from '../../core/offline/online';

const UPDATE_CHECK_MS = 10_000;

/**
 * Registers the service worker (production builds; workbox-window) once the page has loaded and the browser is idle
 * (it is not needed to use the page, and its install downloads the app shell), checks for a new version every 10 s, and offers 'An update is available.' with an Update button, which lets the new
 * worker take over and reloads. Plain HTML: it is on every page, the public site's light ones too.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    const register = () => {
      if (cancelled) return;
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => setWaiting(workbox));
      workbox
        .register()
        .then(() => {
          timer = setInterval(() => {
            if (isOnline()) workbox.update().catch(() => undefined);
          }, UPDATE_CHECK_MS);
        })
        .catch((error: unknown) => console.error('The service worker could not be registered', error));
    };
    const whenIdle = () => requestIdleCallback(register, { timeout: 2000 });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      clearInterval(timer);
    };
  }, []);

  if (!waiting) return null;
  const update = () => {
    waiting.addEventListener('controlling', () => location.reload());
    waiting.messageSkipWaiting();
  };
  return (
    <div className="update-notice" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="site-button site-button-primary site-button-small" onClick={update}>
        {t('update.update')}
      </button>
    </div>
  );
}
