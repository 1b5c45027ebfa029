/**
 * The workforce domain's public face: app.ts mounts the job and application routes and
 * the worker routes (profile, directory, ratings), both under /api/workforce. Nothing
 * else of workforce is imported from outside.
 */
export { workforceJobsRoutes } from './jobs/routes';
export type { WorkforceJobsOptions } from './jobs/routes';
export { workforceWorkersRoutes } from './workers/routes';
export type { WorkforceWorkersOptions } from './workers/routes';
