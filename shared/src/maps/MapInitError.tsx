import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@grovekeeper/shared';

/** Spec §8: the map could not be constructed; Retry builds it again. */
export function MapInitError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      sx={{ position: 'absolute', inset: 0, alignItems: 'center', borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {t('maps.errors.initError')}
    </Alert>
  );
}
