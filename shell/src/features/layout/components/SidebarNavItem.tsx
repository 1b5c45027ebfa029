import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import type { NavEntry } from '../utils/nav-config';

export interface SidebarNavItemProps {
  entry: NavEntry;
  collapsed: boolean;
  /** 0 for an entry, 1 for a sub-entry (indented when expanded). */
  depth?: number;
  onNavigate?: () => void;
}

/**
 * One sidebar link. NavLink marks the current page with aria-current="page"; `end` keeps
 * /rentals from lighting up on /rentals/applications. Collapsed, the label moves into a
 * tooltip and the accessible name.
 */
export function SidebarNavItem({ entry, collapsed, depth = 0, onNavigate }: SidebarNavItemProps) {
  const { t } = useT();
  const Icon = entry.icon;
  const label = t(entry.label);
  const link = (
    <ListItemButton
      component={NavLink}
      to={entry.to}
      end
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      sx={(theme) => ({
        minHeight: 40,
        mx: 1,
        borderRadius: 1,
        justifyContent: collapsed ? 'center' : 'flex-start',
        px: collapsed ? 0 : 1.5,
        pl: collapsed ? 0 : 1.5 + depth * 2.5,
        color: 'text.secondary',
        '&[aria-current="page"]': {
          bgcolor: alpha(theme.palette.primary.main, 0.14),
          color: 'primary.main',
          fontWeight: 600,
        },
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={label}
          slotProps={{
            primary: {
              component: 'span',
              variant: 'body2',
              noWrap: true,
              sx: { fontWeight: 'inherit' },
            },
          }}
        />
      )}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
      {entry.children && (
        <List dense disablePadding>
          {entry.children.map((child) => (
            <SidebarNavItem
              key={`${child.to}:${child.label}`}
              entry={child}
              collapsed={collapsed}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
    </ListItem>
  );
}
