import type { Database } from '../../db';
import type { AppPlugin } from '../../lib/type-provider';

export interface WorkforceJobsOptions {
  db: Database;
}

/** Job listings and job applications. Mounted at /api/workforce. */
export const workforceJobsRoutes: AppPlugin<WorkforceJobsOptions> = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
