import type { Gender } from '@grovekeeper/shared';

/** The gender select's labels; the API takes the keys. */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};
