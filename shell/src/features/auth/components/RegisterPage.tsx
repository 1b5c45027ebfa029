import { useEffect, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  dismissToast,
  errorMessage,
  notifyError,
  notifySuccess,
  register,
} from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { loadLoginPage } from '../utils/login-page-loader';
import { LOGIN_PATH } from '../utils/redirect-target';
import { hasErrors, validateRegistration } from '../utils/validation';
import type { FieldErrors, RegisterValues } from '../utils/validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import '../../../i18n/parts/auth';

export function RegisterPage() {
  const { t } = useT();
  const navigate = useNavigate();
  // Where the guard was taking the visitor (an invitation link): carried to the sign-in page,
  // which goes there once signed in.
  const { state } = useLocation();
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
      notifySuccess(t('auth.register.success'));
      // Only once the sign-in form can be drawn: the URL then changes with the form on
      // screen, and what the user types at once goes into it. If its code cannot be
      // fetched, the route's own loading and error states take over.
      await loadLoginPage().catch(() => undefined);
      navigate(LOGIN_PATH, { state });
    } catch (error) {
      notifyError(errorMessage(error, t('auth.register.failed')));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submit}
        aria-label={t('auth.register.formLabel')}
      >
        <TextField
          label={t('auth.fields.fullName')}
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
          label={t('auth.fields.email')}
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
          label={t('auth.fields.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          // The hint is always visible; a too-short password turns the same text into the error.
          helperText={errors.password ?? t('auth.validation.passwordHint')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={LOGIN_PATH} state={state}>
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
