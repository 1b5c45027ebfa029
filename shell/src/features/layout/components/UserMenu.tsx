import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@grovekeeper/shared';
import { UserAvatar } from '../../common/components/UserAvatar';
import { visuallyHidden } from '../../common/utils/visually-hidden';
import { useProfileStore } from '../../profile/stores/profile-store';
import { LOGIN_PATH } from '../../auth/utils/redirect-target';
import { useT } from '../../../i18n';
import { userMenuLabel } from '../utils/user-menu-label';

/**
 * The avatar and name with Profile, Settings and Logout. It starts the profile load; a
 * failure is only logged (the spec) and the menu reads the name kept from the last load
 * (offline), else 'User'.
 */
export function UserMenu() {
  const { t } = useT();
  const navigate = useNavigate();
  const profile = useProfileStore((state) => state.profile);
  const status = useProfileStore((state) => state.status);
  const lastKnown = useProfileStore((state) => state.lastKnown);
  const load = useProfileStore((state) => state.load);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;

  useEffect(() => {
    if (status !== 'idle') return;
    load().catch((error: unknown) => {
      console.error('[shell] Could not load the profile for the header', error);
    });
  }, [status, load]);

  const shown = profile ?? lastKnown;
  const label = userMenuLabel(status, shown);
  const go = (path: string) => () => {
    setAnchor(null);
    navigate(path);
  };
  const logout = () => {
    setAnchor(null);
    signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <Button
        id="user-menu-button"
        data-testid="user-menu-button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? 'user-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: 1, minWidth: 0, borderRadius: 5 }}
      >
        <UserAvatar
          name={status === 'ready' || status === 'error' ? shown?.name : null}
          src={status === 'ready' ? profile?.avatar : null}
          size={32}
        />
        <Box
          component="span"
          data-testid="user-menu-name"
          // Hidden on phones to save room, but kept as the button's accessible name.
          sx={(theme) => ({
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {label}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          fontSize="small"
          sx={{ display: { xs: 'none', sm: 'block' } }}
        />
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
      >
        <MenuItem onClick={go('/profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem onClick={go('/settings')}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={logout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
