import { LogoutOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AntdTheme } from '../ui/AntdTheme';
import { publicNav } from './publicNav';

interface NavDrawerProps {
  open: boolean;
  signedIn: boolean;
  onClose(): void;
  onSignOut(): void;
}

/** The website menu on narrow screens (739 px and below), opened from the right. */
export default function NavDrawer({ open, signedIn, onClose, onSignOut }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <AntdTheme>
      <Drawer open={open} onClose={onClose} placement="right" size={280} title={t('app.name')}>
        <nav className="site-drawer-nav" aria-label={t('nav.main')}>
          {publicNav.map((item) => (
            <NavLink key={item.to} to={item.to} end onClick={onClose}>
              {item.icon} <span>{t(`pages.${item.title}`)}</span>
            </NavLink>
          ))}
        </nav>
        {signedIn && (
          <Button block icon={<LogoutOutlined />} onClick={onSignOut} style={{ marginTop: 24 }}>
            {t('auth.signOut')}
          </Button>
        )}
      </Drawer>
    </AntdTheme>
  );
}
