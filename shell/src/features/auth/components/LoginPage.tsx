import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { dismissToast, errorMessage, notifyError, signIn } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { hasErrors, validateLogin } from '../utils/validation';
import type { FieldErrors, LoginValues } from '../utils/validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import '../../../i18n/parts/auth';

export function LoginPage() {
  const { t } = useT();
  // Registering from here keeps where the guard was taking the visitor (an invitation link).
  const { state } = useLocation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    // A previous attempt's error must not linger on the page the user lands on.
    dismissToast();
    setBusy(true);
    try {
      // Storing the token is all it takes: PublicOnly then navigates to where the user was going.
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      notifyError(errorMessage(error, t('auth.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submit}
        aria-label={t('auth.login.formLabel')}
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          required
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register" state={state}>
            {t('auth.login.createOne')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
