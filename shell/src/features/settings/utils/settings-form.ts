import type { ProfileUpdate, UserProfile } from '@grovekeeper/shared';
import { formatInterests, parseInterests } from './parse-interests';

export interface SettingsFormValues {
  timezone: string;
  language: string;
  /** Comma-separated, as typed. */
  interests: string;
}

export function profileToSettings(profile: UserProfile): SettingsFormValues {
  return {
    timezone: profile.timezone ?? '',
    language: profile.language ?? '',
    interests: formatInterests(profile.interests),
  };
}

/** The body of PUT /api/profile from the settings screen: timezone, language, interests. */
export function settingsToUpdate(values: SettingsFormValues): ProfileUpdate {
  return {
    timezone: values.timezone.trim(),
    language: values.language.trim(),
    interests: parseInterests(values.interests),
  };
}
