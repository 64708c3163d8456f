import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../core/auth/authContext';
import { useWindowWidth } from './useWindowWidth';

/** Below this width the top bar's Sign out shows its icon only (its name stays for screen readers). */
const PHONE = 576;

/** The top bar's Sign out, for the teacher app and the admin area. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const phone = useWindowWidth() < PHONE;
  return (
    <Button icon={<LogoutOutlined />} aria-label={t('auth.signOut')} onClick={() => void signOut()}>
      {phone ? null : t('auth.signOut')}
    </Button>
  );
}
