import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '../FullPageSpin';
import type { AccessRule } from '../../core/auth/access';
import { isAllowed } from '../../core/auth/access';
import { useAuth } from '../../core/auth/authContext';

/**
 * The route guard: signed out → /auth?redirect=<the wanted path>; signed in without the group → /unauthorised.
 */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const { status, groups } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpin />;
  if (status === 'anonymous') {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (!isAllowed(rule, groups)) return <Navigate to="/unauthorised" replace />;
  return <Outlet />;
}
