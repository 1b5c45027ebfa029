import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useAuthStore } from '@grovekeeper/shared';
import { redirectTarget } from '../utils/redirect-target';

/**
 * Wraps /login and /register. A signed-in visitor is sent on, to the location the guard
 * remembered or to '/'. This is also how a successful sign-in navigates: storing the token
 * re-renders this guard, so there is one place that decides where to go.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore(selectIsAuthenticated);
  const location = useLocation();
  if (signedIn) return <Navigate to={redirectTarget(location.state)} replace />;
  return children;
}
