import { Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@grovekeeper/shared';
import { ErrorBoundary } from '../../common/components/ErrorBoundary';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { useSidebarCollapsed } from '../hooks/useSidebarCollapsed';
import { useSidebarShortcut } from '../hooks/useSidebarShortcut';
import { Header } from './Header';
import { MobileSidebar } from './MobileSidebar';
import { PageFailed } from './PageFailed';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main-content';

/** The protected pages' frame: sidebar, header and the main area the routes render into. */
export function AppLayout() {
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // On phones there is nothing to collapse: the shortcut opens and closes the drawer instead.
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  useSidebarShortcut(isDesktop ? toggleCollapsed : toggleDrawer);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      {isDesktop ? (
        <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} />
      ) : (
        <MobileSidebar open={drawerOpen} onClose={closeDrawer} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onOpenMenu={isDesktop ? undefined : () => setDrawerOpen(true)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            p: { xs: 2, sm: 3 },
            outline: 'none',
          }}
        >
          {/* Shell pages get a boundary too; remotes have their own inside RemoteOutlet. */}
          <ErrorBoundary resetKeys={[pathname]} fallback={<PageFailed />} onError={logPageError}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}

function logPageError(error: unknown): void {
  console.error('[shell] A page failed to render', error);
}
