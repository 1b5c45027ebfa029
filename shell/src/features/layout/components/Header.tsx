import { Suspense, lazy } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { SyncSlot } from '../../sync/components/SyncSlot';
import { useSyncGate } from '../../sync/hooks/useSyncGate';
import { HeaderTitle } from './HeaderTitle';
import { NotificationsButton } from './NotificationsButton';
import { ThemeToggleButton } from './ThemeToggleButton';
import { UserMenu } from './UserMenu';

// Only on /location-picker, once a boundary is drawn: loaded there, off every other page's first load.
const LocationPickerHeaderSlot = lazy(() =>
  import('./LocationPickerHeaderSlot').then((m) => ({ default: m.LocationPickerHeaderSlot })),
);

export interface HeaderProps {
  /** Small screens: the button that opens the navigation drawer. */
  onOpenMenu?: () => void;
}

/**
 * The top bar: page title, notifications, language, theme toggle and the user menu. On a
 * 360 px phone the right-hand group is four icon buttons' worth (the language button shows
 * only its code, the user menu only the avatar) and the title takes what is left, ellipsised.
 * For a user with offline work, the count of changes waiting comes first and the offline
 * banner sits under the bar (both loaded lazily: useSyncGate).
 */
export function Header({ onOpenMenu }: HeaderProps) {
  const { t } = useT();
  const { pathname } = useLocation();
  const sync = useSyncGate();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64 }, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton aria-label={t('header.openMenu')} edge="start" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <HeaderTitle />
        {pathname === '/location-picker' && (
          <Suspense fallback={null}>
            <LocationPickerHeaderSlot />
          </Suspense>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
          {sync && <SyncSlot part="status" />}
          <NotificationsButton />
          <LanguageSwitch />
          <ThemeToggleButton />
          <UserMenu />
        </Box>
      </Toolbar>
      {sync && <SyncSlot part="banner" />}
    </AppBar>
  );
}
