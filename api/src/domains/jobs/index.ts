// The jobs domain's public face: what app.ts and the domains that start jobs may use.
export { JobQueue, JOB_FAILED, JOB_LOST, yieldToEventLoop } from './queue';
export type { JobContext, JobHandler } from './queue';
export { ASYNC_NOTE, JobEnvelope } from './schemas';
export { jobsRoutes, sendJobAccepted, wantsJob } from './routes';
