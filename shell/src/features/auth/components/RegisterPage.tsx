import { useEffect, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  dismissToast,
  errorMessage,
  notifyError,
  notifySuccess,
  register,
} from '@grovekeeper/shared';
import { loadLoginPage } from '../utils/login-page-loader';
import { LOGIN_PATH } from '../utils/redirect-target';
import { hasErrors, PASSWORD_HINT, validateRegistration } from '../utils/validation';
import type { FieldErrors, RegisterValues } from '../utils/validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';

export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterValues>>({});
  const [busy, setBusy] = useState(false);
  // A successful registration goes to the sign-in page: fetch its code now, so that page is
  // there at once instead of a loading state while it downloads.
  useEffect(() => {
    void loadLoginPage().catch(() => undefined);
  }, []);

  const change = (field: keyof RegisterValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (hasErrors(found)) return;
    dismissToast();
    setBusy(true);
    try {
      await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      notifySuccess('Registration successful! Please login.');
      // Only once the sign-in form can be drawn: the URL then changes with the form on
      // screen, and what the user types at once goes into it. If its code cannot be
      // fetched, the route's own loading and error states take over.
      await loadLoginPage().catch(() => undefined);
      navigate(LOGIN_PATH);
    } catch (error) {
      notifyError(errorMessage(error, 'Registration failed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Start managing your estates and trees">
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Create account">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          autoFocus
          required
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          // The hint is always visible; a too-short password turns the same text into the error.
          helperText={errors.password ?? PASSWORD_HINT}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={LOGIN_PATH}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
