import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface JobBusyButtonProps extends ButtonProps {
  /** Shows a spinner as the start icon; the button is disabled too unless `disabled` says. */
  busy: boolean;
}

/** A button that shows a spinner while its action runs, so a double click sends nothing twice. */
export function JobBusyButton({
  busy,
  disabled = busy,
  startIcon,
  children,
  ...props
}: JobBusyButtonProps) {
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
