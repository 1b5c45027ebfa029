export { callerOf } from '../../../lib/actor';

/** What every job and application route shares: its OpenAPI tags and the caller. */

export const tags = ['workforce'];
export const security = [{ bearerAuth: [] }];
