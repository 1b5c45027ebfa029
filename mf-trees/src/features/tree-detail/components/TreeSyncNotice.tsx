import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@grovekeeper/shared';
import { useLiveQueuedChanges, useOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { useT } from '../../../i18n';
import { SyncPageLink } from '../../common/offline/SyncPageLink';
import '../../../i18n/parts/offline';

export interface TreeSyncNoticeProps {
  treeId: string;
  /** No signal: when the tree shown was stored on this phone. */
  storedAt: string | null;
}

/**
 * What this phone holds of the tree: shown from the phone, changes waiting, conflicts. The
 * waiting changes show once the offline engine has loaded (only where there is a store).
 */
export function TreeSyncNotice({ treeId, storedAt }: TreeSyncNoticeProps) {
  const { t } = useT();
  const changes = useLiveQueuedChanges(useOfflineEngine()).filter(
    (change) => change.treeId === treeId,
  );
  const conflicts = changes.filter((change) => change.status === 'conflict').length;
  const waiting = changes.length - conflicts;
  if (!storedAt && changes.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {storedAt && (
        <Alert severity="info">
          {t('offline.shownFromPhone', { time: formatDateTime(storedAt) })}
        </Alert>
      )}
      {conflicts > 0 && (
        <Alert severity="warning" role="alert">
          {t('offline.treeConflicts', { count: conflicts })} <SyncPageLink />
        </Alert>
      )}
      {waiting > 0 && (
        <Alert severity="info">
          {t('offline.treeWaiting', { count: waiting })} <SyncPageLink />
        </Alert>
      )}
    </Stack>
  );
}
