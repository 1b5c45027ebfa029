import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface BusyButtonProps extends ButtonProps {
  /**
   * Shows a spinner in place of the start icon; the button is disabled too unless
   * `disabled` says.
   */
  busy: boolean;
}

/** A button that shows a spinner while its action runs, so a double click sends nothing twice. */
export function BusyButton({
  busy,
  disabled = busy,
  startIcon,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}
    >
      {children}
    </Button>
  );
}
