import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignedIn } from '../../core/auth/useSignedIn';
import {
  hasServiceWorker,
  inSignedInArea,
  registerServiceWorker,
  subscribeWaitingWorker,
  waitingWorker,
} from './serviceWorker';

/**
 * Registers the service worker for those who use the app (signed in, in a signed-in area, or with the worker from an
 * earlier visit: serviceWorker.ts; a visitor never downloads it) and offers 'An update is available.' with an Update
 * button, which lets the new worker take over and reloads. Plain HTML: it is on every page, the public site's light
 * ones too.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const wanted = signedIn || inSignedInArea(pathname);
  const waiting = useSyncExternalStore(subscribeWaitingWorker, waitingWorker, () => null);

  useEffect(() => {
    if (wanted) registerServiceWorker();
  }, [wanted]);

  useEffect(() => {
    void hasServiceWorker().then((has) => {
      if (has) registerServiceWorker();
    });
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
