import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../../../i18n';

/** A failed load with the server's message (or the spec's fallback) and a way to retry. */
export function TreeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
