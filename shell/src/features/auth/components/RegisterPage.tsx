import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifySuccess, register } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useAuthForm } from '../hooks/useAuthForm';
import { loadLoginPage } from '../utils/login-page-loader';
import { LOGIN_PATH } from '../utils/redirect-target';
import { validateRegistration } from '../utils/validation';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { PasswordField } from './PasswordField';
import '../../../i18n/parts/auth';

export function RegisterPage() {
  const { t } = useT();
  const navigate = useNavigate();
  // Where the guard was taking the visitor (an invitation link): carried to the sign-in page,
  // which goes there once signed in.
  const { state } = useLocation();
  const { busy, fields, submit } = useAuthForm(
    { name: '', email: '', password: '' },
    validateRegistration,
  );
  // A successful registration goes to the sign-in page: fetch its code now, so that page is
  // there at once instead of a loading state while it downloads.
  useEffect(() => {
    void loadLoginPage().catch(() => undefined);
  }, []);

  const onSubmit = submit(
    async (values) => {
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
    },
    () => t('auth.register.failed'),
    // The page leaves: the button stays busy until the sign-in form is there.
    true,
  );

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <AuthForm
        label={t('auth.register.formLabel')}
        onSubmit={onSubmit}
        busy={busy}
        submitText={t('auth.register.submit')}
        busyText={t('auth.register.submitting')}
        otherForm={{
          question: t('auth.register.haveAccount'),
          link: t('auth.register.signIn'),
          to: LOGIN_PATH,
          state,
        }}
      >
        <TextField
          label={t('auth.fields.fullName')}
          autoComplete="name"
          autoFocus
          required
          {...fields.name}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          {...fields.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          {...fields.password}
          // The hint is always visible; a too-short password turns the same text into the error.
          helperText={fields.password.helperText ?? t('auth.validation.passwordHint')}
        />
      </AuthForm>
    </AuthCard>
  );
}
