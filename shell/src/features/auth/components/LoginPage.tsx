import TextField from '@mui/material/TextField';
import { useLocation } from 'react-router-dom';
import { signIn } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useAuthForm } from '../hooks/useAuthForm';
import { validateLogin } from '../utils/validation';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { PasswordField } from './PasswordField';
import '../../../i18n/parts/auth';

export function LoginPage() {
  const { t } = useT();
  // Registering from here keeps where the guard was taking the visitor (an invitation link).
  const { state } = useLocation();
  const { busy, fields, submit } = useAuthForm({ email: '', password: '' }, validateLogin);

  const onSubmit = submit(
    // Storing the token is all it takes: PublicOnly then navigates to where the user was going.
    (values) => signIn({ email: values.email.trim(), password: values.password }),
    () => t('auth.login.failed'),
  );

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <AuthForm
        label={t('auth.login.formLabel')}
        onSubmit={onSubmit}
        busy={busy}
        submitText={t('auth.login.submit')}
        busyText={t('auth.login.submitting')}
        otherForm={{
          question: t('auth.login.noAccount'),
          link: t('auth.login.createOne'),
          to: '/register',
          state,
        }}
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          {...fields.email}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          {...fields.password}
        />
      </AuthForm>
    </AuthCard>
  );
}
