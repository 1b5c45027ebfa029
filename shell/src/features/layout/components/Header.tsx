import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { HeaderTitle } from './HeaderTitle';
import { LocationPickerHeaderSlot } from './LocationPickerHeaderSlot';
import { NotificationsButton } from './NotificationsButton';
import { ThemeToggleButton } from './ThemeToggleButton';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  /** Small screens: the button that opens the navigation drawer. */
  onOpenMenu?: () => void;
}

/** The top bar: page title, notifications, theme toggle and the user menu. */
export function Header({ onOpenMenu }: HeaderProps) {
  const { pathname } = useLocation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64 }, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton aria-label="Open menu" edge="start" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <HeaderTitle />
        {pathname === '/location-picker' && <LocationPickerHeaderSlot />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
          <NotificationsButton />
          <ThemeToggleButton />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
