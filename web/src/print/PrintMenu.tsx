import { LogoutOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { access } from '../core/auth/access';
import { useAuth } from '../core/auth/authContext';
import type { MenuEntry } from '../ui/SideMenu';
import { SideMenu } from '../ui/SideMenu';

const printMenu: MenuEntry[] = [
  { to: '/app/products', title: 'products', rule: access.signedIn },
  { to: '/app/purchased-resources', title: 'purchasedResources', rule: access.teacher },
  { to: '/app/profile', title: 'profile', rule: access.signedIn },
  { to: '/app/calendar', title: 'calendar', rule: access.teacherOrAdmin },
  { to: '/app/lessons', title: 'lessons', rule: access.teacherOrAdmin },
  { to: '/app/assessments', title: 'assessments', rule: access.teacherOrAdmin },
  { to: '/app/support', title: 'support', rule: access.signedIn },
];

/** The print layout's side menu (001 section 2). */
export default function PrintMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={260}
      title={t('app.name')}
      styles={{ body: { padding: 0 } }}
    >
      <SideMenu entries={printMenu} onNavigate={onClose} />
      <div style={{ padding: 16 }}>
        <Button block icon={<LogoutOutlined />} onClick={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      </div>
    </Drawer>
  );
}
