import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH_EXPANDED } from '../utils/nav-config';
import { SidebarBrand } from './SidebarBrand';
import { SidebarNav } from './SidebarNav';

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Below md: the same navigation in a temporary drawer over a dimmed overlay. It closes on
 * the overlay, on Escape, and when a link is followed.
 */
export function MobileSidebar({ open, onClose }: MobileSidebarProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose}>
      <Box
        data-testid="sidebar"
        data-collapsed="false"
        data-width={SIDEBAR_WIDTH_EXPANDED}
        sx={{
          width: SIDEBAR_WIDTH_EXPANDED,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <SidebarBrand collapsed={false} onNavigate={onClose} />
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
