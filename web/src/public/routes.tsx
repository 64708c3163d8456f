import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../ui/pageTitle';
import { page } from '../ui/routing/routeHandle';
import { legalLinks } from './publicNav';

/** The pages made of content files (site/sitePages.ts names the files of each path). */
const contentPage = page(() => import('./site/ContentPage'));

/** A page inside the app's providers (AppTier: Apollo, antd), signed in or not. */
const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title, app: true } });
/** A page of the visitor's light first download (plain HTML; its shop widgets load the app when shown). */
const light = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });

/** The public website (000 section 2): no sign-in needed. */
export const publicRoutes: RouteObject[] = [
  {
    ...page(() => import('./PublicLayout')),
    children: [
      { index: true, ...light('home'), ...page(() => import('./landing/LandingPage'), ['shop']) },
      { path: 'about', ...titled('about'), ...contentPage },
      { path: 'meet-the-team', ...titled('meetTheTeam'), ...contentPage },
      { path: 'contact-us', ...titled('contactUs'), ...contentPage },
      { path: 'prices', ...titled('prices'), ...contentPage },
      { path: 'terms', ...titled('terms'), ...contentPage },
      ...legalLinks.map((link) => ({ path: link.to.slice(1), ...titled(link.title), ...contentPage })),
      { path: 'product/:productId', ...light('product'), ...page(() => import('./shop/ProductPage'), ['shop']) },
      { path: 'category/:categoryId', ...light('category'), ...page(() => import('./landing/LandingPage'), ['shop']) },
      { path: 'auth', ...titled('signIn'), ...page(() => import('./auth/SignInPage')) },
      { path: 'auth/set-password', ...titled('setPassword'), ...page(() => import('./auth/SetPasswordPage')) },
      { path: 'auth/sign-up', ...titled('signUp'), ...page(() => import('./auth/SignUpPage')) },
      { path: 'auth/forgot-password', ...titled('forgotPassword'), ...page(() => import('./auth/ForgotPasswordPage')) },
      { path: 'auth/link', ...titled('linkSignIn'), ...page(() => import('./auth/LinkSignInPage')) },
      { path: 'auth/verify-email', ...titled('verifyEmail'), ...page(() => import('./auth/VerifyEmailPage')) },
      { path: 'login/:email/:password', ...titled('signIn'), ...page(() => import('./auth/RetrievedLoginPage')) },
      { path: 'retrieveuserlogin', ...titled('retrieveLogin'), ...page(() => import('./auth/RetrieveLoginPage')) },
      { path: 'unauthorised', ...titled('unauthorised'), ...page(() => import('./UnauthorisedPage')) },
      { path: '*', ...titled('notFound'), ...page(() => import('./NotFoundPage')) },
    ],
  },
];
