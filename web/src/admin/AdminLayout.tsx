import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuth } from '../core/auth/authContext';
import { SignOutButton } from '../ui/SignOutButton';
import { PendingChanges } from '../ui/PendingChanges';
import { AppShell } from '../ui/AppShell';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { SideMenu } from '../ui/SideMenu';
import { adminMenu } from './adminMenu';

/** /admin: the back-office layout (002 section 2); sign out both in the menu and in the top bar. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const signOutItem = {
    key: 'sign-out',
    icon: <LogoutOutlined />,
    label: t('auth.signOut'),
    onClick: () => void signOut(),
  };

  return (
    <AppShell
      home="/admin"
      menu={(onNavigate) => (
        <SideMenu entries={adminMenu} onNavigate={onNavigate} trailing={[{ type: 'divider' }, signOutItem]} />
      )}
      actions={
        <>
          <PendingChanges />
          <LanguageSwitch />
          <SignOutButton />
        </>
      }
    >
      <div data-testid="admin-area">
        <Outlet />
      </div>
    </AppShell>
  );
}
