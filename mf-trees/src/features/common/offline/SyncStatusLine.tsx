import { useEffect, useState } from 'react';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { loadedOfflineEngine, loadOfflineEngine } from '@grovekeeper/shared/offline/lazy';
import type { OfflineEngine } from '@grovekeeper/shared/offline/lazy';
import { useT } from '../../../i18n';
import '../../../i18n/parts/offline';
import { SyncPageLink } from './SyncPageLink';

// The line's height, kept while the offline engine loads, so the screen does not move.
const LINE = { display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 24 } as const;

/**
 * "3 changes waiting" or "Synced": this phone's changes, linking to the Sync page. A field
 * screen's line: it loads the offline engine right after the screen's first render (the
 * screen's scans and saves need it) and starts the sender.
 */
export function SyncStatusLine() {
  const [engine, setEngine] = useState(loadedOfflineEngine);
  useEffect(() => {
    let active = true;
    loadOfflineEngine().then(
      (loaded) => {
        // The sender runs while field work goes on (idempotent: one sender however often called).
        loaded.startSync();
        if (active) setEngine(() => loaded);
      },
      (error: unknown) => console.warn('Offline engine', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return engine ? <SyncStatusText engine={engine} /> : <Box sx={LINE} aria-hidden />;
}

function SyncStatusText({ engine }: { engine: OfflineEngine }) {
  const { t } = useT();
  const status = engine.useSyncStatus();
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
    <Box component="section" aria-label={t('offline.syncStatus')} sx={LINE}>
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
