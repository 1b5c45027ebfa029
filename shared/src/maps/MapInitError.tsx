import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MAP_INIT_ERROR } from './messages';

/** Spec §8: the map could not be constructed; Retry builds it again. */
export function MapInitError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ position: 'absolute', inset: 0, alignItems: 'center', borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {MAP_INIT_ERROR}
    </Alert>
  );
}
