import { GENDERS, isValidEmail } from '@grovekeeper/shared';
import type { Gender, ProfileUpdate, UserProfile } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** The profile screen's form: every field as the text an input holds ('' for none). */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  bio: string;
  avatar: string;
  location: string;
  website: string;
  company: string;
  jobTitle: string;
  education: string;
  dateOfBirth: string;
  gender: Gender | '';
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}/;

export function profileToForm(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    avatar: profile.avatar ?? '',
    location: profile.location ?? '',
    website: profile.website ?? '',
    company: profile.company ?? '',
    jobTitle: profile.jobTitle ?? '',
    education: profile.education ?? '',
    // A date input only takes YYYY-MM-DD; tolerate a full timestamp from an older API.
    dateOfBirth:
      profile.dateOfBirth && DATE_ONLY.test(profile.dateOfBirth)
        ? profile.dateOfBirth.slice(0, 10)
        : '',
    gender: profile.gender && GENDERS.includes(profile.gender) ? profile.gender : '',
  };
}

/**
 * The body of PUT /api/profile from the profile screen: exactly these twelve fields, the
 * date as date-only text and empty date or gender as null (the spec's wire format).
 */
export function formToUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    bio: values.bio,
    avatar: values.avatar.trim(),
    location: values.location.trim(),
    website: values.website.trim(),
    company: values.company.trim(),
    jobTitle: values.jobTitle.trim(),
    education: values.education.trim(),
    dateOfBirth: DATE_ONLY.test(values.dateOfBirth) ? values.dateOfBirth.slice(0, 10) : null,
    gender: values.gender === '' ? null : values.gender,
  };
}

/** Client checks before saving: a name, and an email that looks like one. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!values.name.trim()) errors.name = t('profile.validation.nameRequired');
  if (!values.email.trim()) errors.email = t('auth.validation.emailRequired');
  else if (!isValidEmail(values.email)) errors.email = t('auth.validation.invalidEmail');
  return errors;
}
