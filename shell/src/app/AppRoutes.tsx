import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { LoadingState } from '@grovekeeper/shared';
import { PublicOnly } from '../features/auth/components/PublicOnly';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { loginPageModule } from '../features/auth/utils/login-page-loader';
import { AppLayout } from '../features/layout/components/AppLayout';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { RemoteOutlet } from '../features/remotes/components/RemoteOutlet';
import { PUBLIC_PATHS } from '../features/remotes/utils/route-table';

// The shell's own pages load on demand, keeping them off the dashboard's critical path
// (the sign-in forms' text fields and selects are not needed by a signed-in first page).
// The sign-in page renders without suspending once a finished registration has fetched it.
const LoginPage = lazy(loginPageModule);
const RegisterPage = lazy(() =>
  import('../features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/components/SettingsPage').then((m) => ({
    default: m.SettingsPage,
  })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/components/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/NotificationsPage').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const SyncPage = lazy(() =>
  import('../features/sync/components/SyncPage').then((m) => ({ default: m.SyncPage })),
);

/**
 * A signed-out page (outside the app layout and its Suspense) while its code loads. Each
 * route gives it its own key, so going from one to the other mounts a new Suspense boundary:
 * while the next page's code loads, the loading state shows (React keeps an already shown
 * boundary's content during a navigation), never the previous form under the new URL.
 */
function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicOnly>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </PublicOnly>
  );
}

/**
 * The public frame for PUBLIC_PATHS, the guarded app layout for everything else. One
 * pathless layout route for both, so the remote's own <Routes> below the splat always see
 * the whole URL.
 */
function PublicOrGuardedLayout() {
  const { pathname } = useLocation();
  if (PUBLIC_PATHS.some((pattern) => matchPath(pattern, pathname))) return <PublicLayout />;
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}

/**
 * Public /login and /register; a tree's tag page (opened by scanning its printed code) is
 * readable by anyone in a light public frame; everything else sits behind the guard in the
 * layout. The splat hands any other path to the remote that serves it (or NotFound).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicPage key="login">
            <LoginPage />
          </PublicPage>
        }
      />
      <Route
        path="/register"
        element={
          <PublicPage key="register">
            <RegisterPage />
          </PublicPage>
        }
      />
      <Route element={<PublicOrGuardedLayout />}>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/sync" element={<SyncPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
