import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '../ui/AntdTheme';
import { PolicyDialog } from './PolicyDialog';

/** The cookie policy in a dialog, with Close and I accept (CookieNotice). */
export default function CookiePolicyDialog({ onAccept, onClose }: { onAccept(): void; onClose(): void }) {
  const { t } = useTranslation('site');
  return (
    <AntdTheme>
      <PolicyDialog
        open
        title={t('cookie.policy')}
        names={['cookie-policy']}
        onClose={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            {t('cookie.close')}
          </Button>,
          <Button key="accept" type="primary" onClick={onAccept}>
            {t('cookie.accept')}
          </Button>,
        ]}
      />
    </AntdTheme>
  );
}
