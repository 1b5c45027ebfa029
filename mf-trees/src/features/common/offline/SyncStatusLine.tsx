import { useEffect } from 'react';
import type { ReactNode } from 'react';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { startSync, useSyncStatus } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/offline';

/** "Open the Sync page": where waiting, failed and conflicting changes are listed. */
export function SyncPageLink({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <Link component={RouterLink} to="/sync" sx={{ fontWeight: 600 }}>
      {children ?? t('offline.openSync')}
    </Link>
  );
}

/** "3 changes waiting" or "Synced": this phone's changes, linking to the Sync page. */
export function SyncStatusLine() {
  const { t } = useT();
  const status = useSyncStatus();
  // The sender runs while field work goes on (idempotent: one sender however often called).
  useEffect(() => {
    startSync();
  }, []);
  const attention = status.failed + status.conflicts;
  const synced = status.waiting === 0 && attention === 0;
  const text = synced
    ? t('offline.synced')
    : [
        status.waiting > 0 && t('offline.waiting', { count: status.waiting }),
        attention > 0 && t('offline.needAttention', { count: attention }),
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <Box
      component="section"
      aria-label={t('offline.syncStatus')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {synced ? (
        <CloudDoneIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <CloudUploadIcon
          color={attention > 0 ? 'warning' : 'action'}
          fontSize="small"
          aria-hidden
        />
      )}
      <Typography variant="body2">
        <SyncPageLink>{text}</SyncPageLink>
      </Typography>
    </Box>
  );
}
