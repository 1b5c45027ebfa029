/** The reports domain's public face: app.ts mounts the routes; nothing else is imported from outside. */
export { reportsRoutes } from './routes';
export type { ReportsOptions } from './routes';
