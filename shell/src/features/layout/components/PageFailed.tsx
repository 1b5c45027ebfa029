import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Shown when one of the shell's own pages throws; the sidebar and header stay usable. */
export function PageFailed() {
  return (
    <Alert severity="error">
      <AlertTitle>Something went wrong</AlertTitle>
      This page could not be shown. Try another page, or reload to start again.
    </Alert>
  );
}
