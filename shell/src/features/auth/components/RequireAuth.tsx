import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useAuthStore } from '@grovekeeper/shared';
import { LOGIN_PATH } from '../utils/redirect-target';

/**
 * Protects everything inside the layout. It subscribes to the token store, so the moment
 * the token is cleared (logout, or the HTTP client giving up on a refresh) the page
 * redirects to /login, remembering where the user was.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore(selectIsAuthenticated);
  const location = useLocation();
  if (!signedIn) return <Navigate to={LOGIN_PATH} state={{ from: location }} replace />;
  return children;
}
