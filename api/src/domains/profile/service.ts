import type { Database } from '../../db';
import { isUniqueViolation } from '../../db';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors';
import { isLanguage } from '../../lib/i18n/request-language';
import { EMAIL_TAKEN } from '../auth';
import { partyRatingsOf } from '../contracts';
import { findProfile, updateProfile } from './repository';
import type { Profile, ProfileUpdate } from './schemas';

export const INVALID_DATE_OF_BIRTH = 'dateOfBirth must be a valid date (YYYY-MM-DD)';
export const INVALID_LANGUAGE = 'Language must be en or el';

// A valid token whose account is gone (deleted, or a reset database) is a dead session:
// 401 sends the client through refresh, which fails too, and back to sign-in.
const accountGone = () => unauthorized('Invalid or expired token');

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw accountGone();
  return { ...profile, ratings: await partyRatingsOf(db, userId) };
}

/** Applies a validated, normalised update; answers the full updated profile. */
export async function changeProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const { dateOfBirth, gender, language, ...rest } = update;
  if (dateOfBirth && !isPlausibleBirthDate(dateOfBirth)) throw badRequest(INVALID_DATE_OF_BIRTH);
  if (language !== undefined && !isLanguage(language)) throw badRequest(INVALID_LANGUAGE);
  try {
    const profile = await updateProfile(db, userId, {
      ...rest,
      ...(language !== undefined && { language }),
      ...(dateOfBirth !== undefined && { dateOfBirth: dateOfBirth || null }),
      ...(gender !== undefined && { gender: gender || null }),
    });
    if (!profile) throw accountGone();
    return { ...profile, ratings: await partyRatingsOf(db, userId) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The schema already checked it is a real calendar date; it must also not lie in the
 * future. "Today" is taken in the earliest time zone (UTC+14) so nobody born today is
 * refused; years before 1900 are typing mistakes, not birth dates.
 */
function isPlausibleBirthDate(date: string): boolean {
  const latestToday = new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return date >= '1900-01-01' && date <= latestToday;
}
