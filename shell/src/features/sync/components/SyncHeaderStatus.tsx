import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';
import { useOfflineEstates, useSyncStatus } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';

/**
 * The header's count: '3 waiting', '1 to check' in the error colour when the server refused a
 * change or it is in conflict, 'Synced' when nothing is left. Nothing at all for a user with
 * neither changes nor estates on this phone (a desk user need not think about sync). On a
 * phone only the icon and the figure show; the name always says it in full. Opens /sync.
 */
export function SyncHeaderStatus() {
  const { t } = useT();
  const status = useSyncStatus();
  const estates = useOfflineEstates();
  const pending = status.waiting;
  const problems = status.failed + status.conflicts;
  if (pending + problems === 0 && estates.length === 0) return null;

  const parts = [
    ...(pending > 0 ? [t('sync.chip.waiting', { count: pending })] : []),
    ...(problems > 0 ? [t('sync.chip.problems', { count: problems })] : []),
  ];
  const text = parts.length > 0 ? parts.join(' · ') : t('sync.chip.synced');
  const icon = problems > 0 ? <ErrorIcon /> : pending > 0 ? <CloudUploadIcon /> : <CloudDoneIcon />;
  const figure = pending + problems > 0 ? String(pending + problems) : '';

  return (
    <Chip
      component={RouterLink}
      // A literal, not the gate's SYNC_PATH: a module shared with the first load would cost it bytes.
      to="/sync"
      clickable
      data-testid="sync-status"
      aria-label={`${text}. ${t('sync.chip.open')}`}
      icon={icon}
      color={problems > 0 ? 'error' : pending > 0 ? 'default' : 'success'}
      variant={problems > 0 ? 'filled' : 'outlined'}
      label={
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {text}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {figure}
          </Box>
        </>
      }
      sx={{
        flexShrink: 0,
        mx: 0.5,
        // Icon only on phones when there is no figure ('Synced').
        '& .MuiChip-label': { px: { xs: figure ? 1 : 0, sm: 1.5 } },
      }}
    />
  );
}
