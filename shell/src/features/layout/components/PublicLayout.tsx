import ParkIcon from '@mui/icons-material/Park';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useAuthStore } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { PRODUCT_NAME } from '../utils/header-title';
import { ThemeToggleButton } from './ThemeToggleButton';

/**
 * The frame of pages anyone may open from a link, signed in or not (a tree's tag page,
 * reached by scanning its printed code): the product mark, the theme toggle and a way in,
 * no sidebar. Signed-in users get a link back to their dashboard instead of "Sign in".
 */
export function PublicLayout() {
  const { t } = useT();
  const signedIn = useAuthStore(selectIsAuthenticated);
  const location = useLocation();
  // The tag page (mf-trees) carries its own language menu: it is the remote's public page,
  // with or without this frame.
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 56,
          px: { xs: 2, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
            flex: 1,
            // On a 360 px phone the name gives way (ellipsised) to the theme and
            // sign-in buttons rather than pushing them off the screen.
            minWidth: 0,
          }}
        >
          <ParkIcon aria-hidden />
          <Typography component="span" variant="h3" noWrap sx={{ fontWeight: 700 }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <ThemeToggleButton />
        {signedIn ? (
          <Button component={RouterLink} to="/">
            {t('publicLayout.dashboard')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to="/login"
            state={{ from: { pathname: location.pathname, search: location.search } }}
          >
            {t('publicLayout.signIn')}
          </Button>
        )}
      </Box>
      <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
