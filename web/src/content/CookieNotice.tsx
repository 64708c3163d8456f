import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PolicyDialog } from './PolicyDialog';

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
 * remembered on this device (localStorage) so that it does not come back.
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
        <Button onClick={() => setPolicyOpen(true)}>{t('cookie.policy')}</Button>
        <Button type="primary" onClick={accept}>
          {t('cookie.accept')}
        </Button>
      </div>
      <PolicyDialog
        open={policyOpen}
        title={t('cookie.policy')}
        names={['cookie-policy']}
        onClose={() => setPolicyOpen(false)}
        footer={[
          <Button key="close" onClick={() => setPolicyOpen(false)}>
            {t('cookie.close')}
          </Button>,
          <Button key="accept" type="primary" onClick={accept}>
            {t('cookie.accept')}
          </Button>,
        ]}
      />
    </section>
  );
}
