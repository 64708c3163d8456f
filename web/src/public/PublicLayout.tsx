import { LoginOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../core/auth/authContext';
import { CartButton } from '../shop/cart/CartButton';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { LinkButton } from '../ui/LinkButton';
import { useWindowWidth } from '../ui/useWindowWidth';
import { VersionLabel } from '../ui/VersionLabel';
import { CookieNotice } from '../content/CookieNotice';
import { legalLinks, publicNav } from './publicNav';
import './public.css';

const NavDrawer = lazy(() => import('./NavDrawer'));

/**
 * The website layout (000 section 2): top navigation that collapses by width (full labels above 1079 px signed out
 * or 1258 px signed in, icons only above 739 px, a drawer below), sign-in or profile and sign-out, footer.
 */
/** The skip link moves focus to the page's main region (the address keeps no #fragment). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export default function PublicLayout() {
  const { t } = useTranslation();
  const { status, signOut } = useAuth();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = status !== 'anonymous';
  const fullLabels = width > (signedIn ? 1258 : 1079);
  const useDrawer = width <= 739;
  // Below 480 px the sign-in button keeps its icon and its name for screen readers, so the header fits 375 px.
  const compact = width < 480;
  const onSignInPage = pathname === '/auth' || pathname.startsWith('/login/');

  return (
    <div className="site">
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        {t('skipToContent', { ns: 'site' })}
      </a>
      <CookieNotice />
      <header className="site-header">
        <Link to="/" className="site-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('app.name')}</span>
        </Link>
        {!useDrawer && (
          <nav className="site-nav" aria-label={t('nav.main')}>
            {publicNav.map((item) => (
              <NavLink key={item.to} to={item.to} end className="site-nav-link" title={t(`pages.${item.title}`)}>
                {item.icon}
                {fullLabels ? (
                  <span>{t(`pages.${item.title}`)}</span>
                ) : (
                  <span className="visually-hidden">{t(`pages.${item.title}`)}</span>
                )}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="site-actions">
          <CartButton />
          <LanguageSwitch />
          {signedIn ? (
            <>
              <LinkButton
                to="/app/products"
                icon={<UserOutlined />}
                aria-label={compact || !(fullLabels || useDrawer) ? t('nav.profile') : undefined}
              >
                {(fullLabels || useDrawer) && !compact ? t('nav.profile') : null}
              </LinkButton>
              {!useDrawer && (
                <Button icon={<LogoutOutlined />} onClick={() => void signOut()} aria-label={t('auth.signOut')}>
                  {fullLabels ? t('auth.signOut') : null}
                </Button>
              )}
            </>
          ) : (
            !onSignInPage && (
              <LinkButton
                to="/app/products"
                type="primary"
                icon={<LoginOutlined />}
                aria-label={compact ? t('auth.signIn') : undefined}
              >
                {compact ? null : t('auth.signIn')}
              </LinkButton>
            )
          )}
          {useDrawer && (
            <Button icon={<MenuOutlined />} aria-label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)} />
          )}
        </div>
      </header>
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            signedIn={signedIn}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
      <main className="site-main" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={t('nav.legal')} className="site-footer-links">
          {legalLinks.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(`pages.${link.title}`)}
            </Link>
          ))}
          <Link to="/terms">{t('pages.terms')}</Link>
          <Link to="/prices">{t('pages.prices')}</Link>
        </nav>
        <VersionLabel />
      </footer>
    </div>
  );
}
