import { i18nKey } from '@grovekeeper/shared';
import type { Gender } from '@grovekeeper/shared';

/** The gender select's labels (text keys); the API takes the values. */
export const GENDER_LABELS: Record<Gender, string> = {
  male: i18nKey('profile.genders.male'),
  female: i18nKey('profile.genders.female'),
  other: i18nKey('profile.genders.other'),
  'prefer-not-to-say': i18nKey('profile.genders.preferNotToSay'),
};
