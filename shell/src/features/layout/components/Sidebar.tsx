import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useT } from '../../../i18n';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '../utils/nav-config';
import { SidebarBrand } from './SidebarBrand';
import { SidebarNav } from './SidebarNav';

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/** The permanent sidebar of md screens and up: 256 px, or 64 px of icons when collapsed. */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  const { t } = useT();
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={String(collapsed)}
      data-width={width}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <SidebarBrand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
      <Divider />
      <Box sx={{ p: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
        <Tooltip title={t('nav.toggleTooltip', { label: toggleLabel })} placement="right">
          <IconButton
            aria-label={toggleLabel}
            aria-keyshortcuts="Control+B Meta+B"
            onClick={onToggle}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
