/** The contracts domain's public face: app.ts mounts the routes; nothing else is imported from outside. */
export { contractsRoutes } from './routes';
export type { ContractsOptions } from './routes';
