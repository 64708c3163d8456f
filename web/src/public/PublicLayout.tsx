import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { lazy, Suspense, useContext, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { AppFrame } from '../ui/AppTier';
import { AuthContext, type AuthState } from '../core/auth/authContext';
import { useSignedIn } from '../core/auth/useSignedIn';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import type { RouteHandle } from '../ui/pageTitle';
import { SiteLink } from '../ui/SiteLink';
import { useWindowWidth } from '../ui/useWindowWidth';
import { VersionLabel } from '../ui/VersionLabel';
import { CookieNotice } from '../content/CookieNotice';
import { legalLinks, publicNav } from './publicNav';
import './public.css';

const NavDrawer = lazy(() => import('./NavDrawer'));
const CartButton = lazy(() => import('../shop/cart/CartButton').then((module) => ({ default: module.CartButton })));

/** The skip link moves focus to the page's main region (the address keeps no #fragment). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The website layout (000 section 2). A visitor gets it in plain HTML and CSS, the first download kept small; a
 * signed-in user, or a page that needs the app (the sign-in forms), gets it inside the app's providers (AppFrame)
 * with the cart and sign-out.
 */
export default function PublicLayout() {
  const signedIn = useSignedIn();
  const needsApp = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.app === true);
  if (!signedIn && !needsApp) return <Site auth={null} />;
  return (
    <AppFrame>
      <SiteWithAuth />
    </AppFrame>
  );
}

function SiteWithAuth() {
  return <Site auth={useContext(AuthContext)} />;
}

/**
 * Top navigation that collapses by width (full labels above 1079 px signed out or 1258 px signed in, icons only
 * above 739 px, a drawer below), sign-in or profile and sign-out, footer.
 */
function Site({ auth }: { auth: AuthState | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = auth !== null && auth.status !== 'anonymous';
  const signOut = () => void auth?.signOut();
  const fullLabels = width > (signedIn ? 1258 : 1079);
  const useDrawer = width <= 739;
  // Below 480 px the sign-in button keeps its icon and its name for screen readers, so the header fits 375 px.
  const compact = width < 480;
  const onSignInPage = pathname === '/auth' || pathname.startsWith('/login/');
  const labelled = (fullLabels || useDrawer) && !compact;

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
          {signedIn && (
            <Suspense fallback={null}>
              <CartButton />
            </Suspense>
          )}
          <LanguageSwitch />
          {signedIn ? (
            <>
              <SiteLink to="/app/products" icon={<UserOutlined />} aria-label={labelled ? undefined : t('nav.profile')}>
                {labelled ? t('nav.profile') : null}
              </SiteLink>
              {!useDrawer && (
                <button
                  type="button"
                  className="site-button"
                  onClick={signOut}
                  aria-label={fullLabels ? undefined : t('auth.signOut')}
                >
                  <LogoutOutlined />
                  {fullLabels ? t('auth.signOut') : null}
                </button>
              )}
            </>
          ) : (
            !onSignInPage && (
              <SiteLink
                to="/app/products"
                variant="primary"
                icon={<LoginOutlined />}
                aria-label={compact ? t('auth.signIn') : undefined}
              >
                {compact ? null : t('auth.signIn')}
              </SiteLink>
            )
          )}
          {useDrawer && (
            <button
              type="button"
              className="site-button"
              aria-label={t('nav.openMenu')}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuOutlined />
            </button>
          )}
        </div>
      </header>
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} signedIn={signedIn} onSignOut={signOut} />
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
