import { useState } from 'react';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@grovekeeper/shared';
import {
  loadOfflineEngine,
  useLiveOfflineEstates,
  useOfflineEngine,
} from '@grovekeeper/shared/offline/lazy';
import { useT } from '../../../i18n';
import '../../../i18n/parts/offline';

type Busy = 'storing' | 'removing' | null;

/**
 * "Make available offline": keeps the estate's trees on this phone for field work without
 * signal; says how many and when, and removes them again. The offline engine loads when the
 * button is pressed, or after the first render where this phone holds an offline store (to
 * say what it keeps); a browser that never stored anything shows the button without it.
 */
export function OfflineEstateCard({ estateId }: { estateId: string }) {
  const { t } = useT();
  const stored = useLiveOfflineEstates(useOfflineEngine()).find(
    (estate) => estate.estateId === estateId,
  );
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (next: Exclude<Busy, null>, failed: string) => {
    setBusy(next);
    setError(null);
    try {
      const engine = await loadOfflineEngine();
      if (next === 'storing') await engine.makeEstateAvailableOffline(estateId);
      else await engine.removeEstateOffline(estateId);
    } catch {
      setError(failed);
    } finally {
      setBusy(null);
    }
  };
  const store = () => void run('storing', t('offline.failed'));
  const remove = () => void run('removing', t('offline.removeFailed'));

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="offline-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="offline-heading" variant="h3" component="h2">
          {t('offline.heading')}
        </Typography>
        {stored ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CloudDoneIcon color="success" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {t('offline.stored', {
                count: stored.trees,
                time: formatDateTime(stored.storedAt),
              })}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('offline.hint')}</Typography>
        )}
        {stored?.automatic && (
          <Typography variant="body2" color="text.secondary">
            {t('offline.automatic')}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!stored && (
            <Button
              variant="contained"
              onClick={store}
              disabled={busy !== null}
              startIcon={
                busy === 'storing' ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <CloudDownloadIcon />
                )
              }
              sx={{ minHeight: 48 }}
            >
              {busy === 'storing' ? t('offline.storing') : t('offline.make')}
            </Button>
          )}
          {stored && !stored.automatic && (
            <Button
              variant="outlined"
              onClick={remove}
              disabled={busy !== null}
              startIcon={
                busy === 'removing' ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <DeleteOutlinedIcon />
                )
              }
              sx={{ minHeight: 48 }}
            >
              {busy === 'removing' ? t('offline.removing') : t('offline.remove')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
