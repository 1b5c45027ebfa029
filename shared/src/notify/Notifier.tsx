import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useNotifierStore } from './notifier-store';

const severity = { default: 'info', success: 'success', destructive: 'error' } as const;

/** Renders the single current toast. Mounted once, by the shell or a remote's harness. */
export function Notifier() {
  const toast = useNotifierStore((state) => state.toast);
  const dismiss = useNotifierStore((state) => state.dismiss);
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast?.variant === 'destructive' ? 8000 : 5000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        variant="filled"
        severity={toast ? severity[toast.variant] : 'info'}
        onClose={dismiss}
        role={toast?.variant === 'destructive' ? 'alert' : 'status'}
        data-testid="toast"
        sx={{ minWidth: 280, maxWidth: 420 }}
      >
        {toast && <AlertTitle>{toast.title}</AlertTitle>}
        {toast?.description}
      </Alert>
    </Snackbar>
  );
}
