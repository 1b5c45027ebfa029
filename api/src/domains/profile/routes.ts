import type { Database } from '../../db';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { Profile, ProfileUpdate, TRIMMED_FIELDS } from './schemas';
import { changeProfile, getProfile } from './service';

/** The signed-in user's own profile. Mounted at /api/profile; never takes a user id. */
export const profileRoutes: AppPlugin<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['profile'];
  const security = [{ bearerAuth: [] }];

  // '' is the prefix itself: the route is /api/profile, with no trailing-slash twin.
  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: "The caller's profile",
        response: { 200: Profile, ...errorResponses(401) },
      },
    },
    (request) => getProfile(db, request.userId),
  );

  app.put(
    '',
    {
      schema: {
        tags,
        security,
        summary: "Update any subset of the caller's profile fields",
        body: ProfileUpdate,
        response: { 200: Profile, ...errorResponses(400, 401, 409) },
      },
      preValidation: normaliseBody({
        trim: TRIMMED_FIELDS,
        lowercase: ['email', 'language'],
        stringLists: ['interests'],
      }),
    },
    (request) => changeProfile(db, request.userId, request.body),
  );
};
