import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, PageHeader, formatDateTime } from '@grovekeeper/shared';
import { syncNow, useOnline, useQueuedChanges, useSyncStatus } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';
import { useStoredStates } from '../hooks/useStoredStates';
import { useSyncAction } from '../hooks/useSyncAction';
import { stateBefore } from '../utils/change-summary';
import { ChangeCard } from './ChangeCard';
import { OfflineEstatesSection } from './OfflineEstatesSection';

/**
 * /sync: what this phone has not sent yet (waiting, sending, refused with the server's reason,
 * in conflict), oldest first, each to retry, discard or decide; Sync now while online; and the
 * estates kept for offline use. Only the signed-in user's changes are listed.
 */
export function SyncPage() {
  const { t } = useT();
  const online = useOnline();
  const { sending, lastSyncedAt } = useSyncStatus();
  const changes = useQueuedChanges();
  const stored = useStoredStates(changes.map((change) => change.treeId));
  const { busy, run } = useSyncAction();

  return (
    <Box sx={{ maxWidth: 840 }}>
      <PageHeader
        title={t('sync.page.title')}
        subtitle={t('sync.page.subtitle')}
        actions={
          online && (
            <Button
              variant="contained"
              startIcon={<SyncIcon />}
              disabled={busy || sending}
              onClick={() => void run(syncNow)}
            >
              {busy || sending ? t('sync.page.syncing') : t('sync.page.syncNow')}
            </Button>
          )
        }
      />
      {!online && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('sync.page.offlineHint')}
        </Typography>
      )}
      {lastSyncedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sync.page.lastSynced', { time: formatDateTime(lastSyncedAt) })}
        </Typography>
      )}
      <Box component="section" aria-labelledby="sync-changes-heading">
        <Typography id="sync-changes-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t('sync.page.changesHeading')}
        </Typography>
        {changes.length === 0 ? (
          <EmptyState
            icon={<CloudDoneIcon />}
            title={t('sync.page.empty')}
            description={t('sync.page.emptyHint')}
          />
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {changes.map((change) => (
              <ChangeCard
                key={change.id}
                change={change}
                stateFrom={stateBefore(change, changes, stored)}
              />
            ))}
          </Box>
        )}
      </Box>
      <OfflineEstatesSection />
    </Box>
  );
}
