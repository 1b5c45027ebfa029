import type {
  ExperienceLevel,
  LatLng,
  WorkerAvailability,
  WorkerProfile,
  WorkerProfileInput,
  WorkerSkill,
} from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** The profile form as typed: years stay text until they are checked. */
export interface ProfileFormValues {
  skills: WorkerSkill[];
  experience: ExperienceLevel;
  yearsOfExperience: string;
  availability: WorkerAvailability;
  location: string;
  coordinates: LatLng | null;
  bio: string;
}

export type ProfileFormErrors = Partial<Record<'skills' | 'yearsOfExperience', string>>;

/** The database's upper bound (worker_profiles.years_of_experience). */
export const MAX_YEARS_OF_EXPERIENCE = 80;

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  skills: [],
  experience: 'beginner',
  yearsOfExperience: '0',
  availability: 'available',
  location: '',
  coordinates: null,
  bio: '',
};

export function formFromProfile(profile: WorkerProfile): ProfileFormValues {
  return {
    skills: [...profile.skills],
    experience: profile.experience,
    yearsOfExperience: String(profile.yearsOfExperience),
    availability: profile.availability,
    location: profile.location,
    coordinates: profile.coordinates,
    bio: profile.bio,
  };
}

/** The messages to show under the fields; empty when the form can be sent. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.skills.length === 0) errors.skills = t('profile.form.skillsRequired');
  const years = values.yearsOfExperience.trim();
  if (!/^\d+$/.test(years) || Number(years) > MAX_YEARS_OF_EXPERIENCE) {
    errors.yearsOfExperience = t('profile.form.yearsInvalid', { max: MAX_YEARS_OF_EXPERIENCE });
  }
  return errors;
}

/** The PUT body for a checked form; `published` decides whether Find Workers lists it. */
export function profileInput(values: ProfileFormValues, published: boolean): WorkerProfileInput {
  return {
    skills: values.skills,
    experience: values.experience,
    yearsOfExperience: Number(values.yearsOfExperience.trim()),
    availability: values.availability,
    location: values.location.trim(),
    coordinates: values.coordinates,
    bio: values.bio.trim(),
    published,
  };
}

/** A saved profile as a PUT body, e.g. to hide it without touching anything else. */
export function inputFromProfile(profile: WorkerProfile, published: boolean): WorkerProfileInput {
  return {
    skills: profile.skills,
    experience: profile.experience,
    yearsOfExperience: profile.yearsOfExperience,
    availability: profile.availability,
    location: profile.location,
    coordinates: profile.coordinates,
    bio: profile.bio,
    published,
  };
}
