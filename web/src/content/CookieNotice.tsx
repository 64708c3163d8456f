import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './cookieNotice.css';

const CookiePolicyDialog = lazy(() => import('./CookiePolicyDialog'));

const storageKey = 'classroom.cookiesAccepted';

function accepted(): boolean {
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The cookie notice (000 section 2): what the site stores and why, the cookie policy in a dialog, and 'I accept',
 * remembered on this device (localStorage) so that it does not come back. Plain buttons (it is on the public site's
 * light pages); the policy's dialog loads when opened.
 */
export function CookieNotice() {
  const { t } = useTranslation('site');
  const [shown, setShown] = useState(() => !accepted());
  const [policyOpen, setPolicyOpen] = useState(false);
  if (!shown) return null;

  const accept = () => {
    try {
      localStorage.setItem(storageKey, new Date().toISOString());
    } catch {
      // Storage refused (private mode): the notice goes for this visit only.
    }
    setPolicyOpen(false);
    setShown(false);
  };

  return (
    <section className="cookie-notice" role="region" aria-label={t('cookie.label')} data-testid="cookie-notice">
      <p>{t('cookie.text')}</p>
      <div className="cookie-notice-actions">
        <button type="button" className="site-button" onClick={() => setPolicyOpen(true)}>
          {t('cookie.policy')}
        </button>
        <button type="button" className="site-button site-button-primary" onClick={accept}>
          {t('cookie.accept')}
        </button>
      </div>
      {policyOpen && (
        <Suspense fallback={null}>
          <CookiePolicyDialog onAccept={accept} onClose={() => setPolicyOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
