import type { Database } from '../../db';
import type { AppPlugin } from '../../lib/type-provider';

export interface WorkforceWorkersOptions {
  db: Database;
}

/** Worker profiles, the worker directory and ratings. Mounted at /api/workforce. */
export const workforceWorkersRoutes: AppPlugin<WorkforceWorkersOptions> = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
