import ParkIcon from '@mui/icons-material/Park';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../utils/header-title';

/** The product mark at the top of the sidebar; it links to the dashboard. */
export function SidebarBrand({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onNavigate}
      aria-label={collapsed ? PRODUCT_NAME : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        minHeight: 64,
        px: collapsed ? 0 : 2.5,
        color: 'primary.main',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      <ParkIcon aria-hidden />
      {!collapsed && (
        <Typography component="span" variant="h3" noWrap sx={{ fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
