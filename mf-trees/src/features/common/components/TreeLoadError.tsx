import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load with the server's message (or the spec's fallback) and a way to retry. */
export function TreeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
