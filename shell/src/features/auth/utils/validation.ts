import { isValidEmail } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/**
 * The spec's password minimum, and its hint text shown under the field (in English: the page
 * shows `auth.validation.passwordHint` in the reader's language).
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_HINT = 'Password must be at least 6 characters long';

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues extends LoginValues {
  name: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Login: email and password are required; the server judges whether they match. */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!values.email.trim()) errors.email = t('auth.validation.emailRequired');
  if (!values.password) errors.password = t('auth.validation.passwordRequired');
  return errors;
}

/** Register: name, email and password required; password at least 6 characters. */
export function validateRegistration(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (!values.name.trim()) errors.name = t('auth.validation.fullNameRequired');
  if (!values.email.trim()) errors.email = t('auth.validation.emailRequired');
  else if (!isValidEmail(values.email)) errors.email = t('auth.validation.invalidEmail');
  if (!values.password) errors.password = t('auth.validation.passwordRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.validation.passwordHint');
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
