/** The contracts domain's public face: app.ts mounts the routes and starts the lifecycle job; profile reads ratings. */
export { contractsRoutes } from './routes';
export type { ContractsOptions } from './routes';
export { createContractScheduler, runContractSchedule } from './schedule';
export type { ContractScheduler, SchedulePass } from './schedule';
export { ratingsOf as partyRatingsOf } from './repository';
