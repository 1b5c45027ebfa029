import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitText: string;
  busyText: string;
  /** The line under the button that leads to the other form ("No account? Create one"). */
  otherForm: { question: string; link: string; to: string; state: unknown };
  /** The fields. */
  children: ReactNode;
}

/** The sign-in and register form: its fields, the submit button, the way to the other form. */
export function AuthForm(props: AuthFormProps) {
  const { label, onSubmit, busy, submitText, busyText, otherForm, children } = props;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? busyText : submitText}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {otherForm.question}{' '}
        <Link component={RouterLink} to={otherForm.to} state={otherForm.state}>
          {otherForm.link}
        </Link>
      </Typography>
    </Stack>
  );
}
