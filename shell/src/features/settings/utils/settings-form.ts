import type { Language, ProfileUpdate, UserProfile } from '@grovekeeper/shared';
import { formatInterests, parseInterests } from './parse-interests';

export interface SettingsFormValues {
  timezone: string;
  /** The product's language ('en' | 'el'), chosen from a select. */
  language: Language;
  /** Comma-separated, as typed. */
  interests: string;
}

/**
 * The settings form from the profile. The language is the one the product speaks now (bound
 * to the product language): the profile's own was applied when it loaded, and a value kept
 * from before there was a choice of two (free text such as 'Greek') is not one to show.
 */
export function profileToSettings(profile: UserProfile, current: Language): SettingsFormValues {
  return {
    timezone: profile.timezone ?? '',
    language: current,
    interests: formatInterests(profile.interests),
  };
}

/** The body of PUT /api/profile from the settings screen: timezone, language, interests. */
export function settingsToUpdate(values: SettingsFormValues): ProfileUpdate {
  return {
    timezone: values.timezone.trim(),
    language: values.language,
    interests: parseInterests(values.interests),
  };
}
