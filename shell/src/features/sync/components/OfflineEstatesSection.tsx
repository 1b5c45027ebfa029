import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@grovekeeper/shared';
import { removeEstateOffline, useOfflineEstates } from '@grovekeeper/shared/offline';
import { useT } from '../../../i18n';
import '../../../i18n/parts/sync';
import { useSyncAction } from '../hooks/useSyncAction';

/**
 * The estates the signed-in user keeps on this phone for work without signal, each with
 * Remove (another person's, stored on the same phone, are never listed: the engine keeps
 * each person's apart).
 */
export function OfflineEstatesSection() {
  const { t } = useT();
  const estates = useOfflineEstates();
  const { busy, run } = useSyncAction();

  return (
    <Box component="section" aria-labelledby="sync-estates-heading" sx={{ mt: 4 }}>
      <Typography id="sync-estates-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('sync.estates.heading')}
      </Typography>
      {estates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('sync.estates.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {estates.map((estate) => (
            <Card
              key={estate.estateId}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/estates/${estate.estateId}`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {estate.estateName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('sync.estates.summary', {
                    count: estate.trees,
                    time: formatDateTime(estate.storedAt),
                  })}
                </Typography>
                {estate.automatic && (
                  <Typography variant="caption" color="text.secondary">
                    {t('sync.estates.automatic')}
                  </Typography>
                )}
              </Box>
              <Button
                color="error"
                disabled={busy}
                aria-label={t('sync.estates.removeLabel', { estate: estate.estateName })}
                onClick={() =>
                  void run(
                    () => removeEstateOffline(estate.estateId),
                    t('sync.estates.removed', { estate: estate.estateName }),
                  )
                }
              >
                {t('sync.estates.remove')}
              </Button>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
