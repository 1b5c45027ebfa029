import type { Database } from '../../../db';
import { badRequest, notFound } from '../../../lib/http-errors';
import { recordEvent } from '../../events';
import type { Caller } from '../../../lib/actor';
import * as profiles from './repository';
import type { ProfileFields } from './repository';
import { PUBLISH_NEEDS_SKILL } from './validation';
import type { WorkerProfile, WorkerProfileInput } from '../workers/schemas';

/** The caller of a request: who (`actorId`, always set here) and from where. */
export type { Caller };

export const NO_PROFILE = 'You have no worker profile';

/** A new profile's fields before the first save applies the caller's (published by default). */
const NEW_PROFILE: ProfileFields = {
  skills: [],
  experience: 'beginner',
  yearsOfExperience: 0,
  availability: 'available',
  location: '',
  coordinates: null,
  bio: '',
  published: true,
};

const FIELDS = Object.keys(NEW_PROFILE) as (keyof ProfileFields)[];

function changedFields(before: ProfileFields, after: ProfileFields): (keyof ProfileFields)[] {
  return FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** What a save did, as the event's action: hiding and publishing are the ones people see. */
function actionOf(before: ProfileFields | null, after: ProfileFields): string {
  if (!before) return after.published ? 'published' : 'created';
  if (before.published !== after.published) return after.published ? 'published' : 'hidden';
  return 'updated';
}

export async function getProfile(db: Database, userId: string): Promise<WorkerProfile | null> {
  return profiles.profileOf(db, userId);
}

/**
 * Creates or updates the caller's profile: fields left out keep their value (a new
 * profile's default). A published profile always has a skill. Saving unchanged fields
 * writes nothing (and so costs the directories no reload).
 */
export async function saveProfile(
  db: Database,
  caller: Caller,
  input: WorkerProfileInput,
): Promise<WorkerProfile> {
  const userId = caller.actorId;
  return db.transaction(async (tx) => {
    const before = await profiles.lockOrCreateProfile(tx, userId);
    // A JSON body holds no undefined: the fields sent replace, the others stay.
    const after: ProfileFields = { ...(before ?? NEW_PROFILE), ...input };
    if (after.published && after.skills.length === 0) throw badRequest(PUBLISH_NEEDS_SKILL);
    const changed = before ? changedFields(before, after) : FIELDS;
    if (changed.length > 0) {
      await profiles.writeProfile(tx, userId, after);
      await recordEvent(tx, {
        ...caller,
        subjectType: 'worker_profile',
        subjectId: userId,
        action: actionOf(before, after),
        details: { changed },
      });
    }
    const profile = await profiles.profileOf(tx, userId);
    if (!profile) throw new Error('the saved worker profile is missing');
    return profile;
  });
}

/** Deletes the caller's profile (their ratings stay with them); 404 without one. */
export async function deleteProfile(db: Database, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await profiles.deleteProfile(tx, caller.actorId))) throw notFound(NO_PROFILE);
    await recordEvent(tx, {
      ...caller,
      subjectType: 'worker_profile',
      subjectId: caller.actorId,
      action: 'deleted',
    });
  });
}
