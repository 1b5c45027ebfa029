// The teams domain's public face: what app.ts may use.
export { teamsRoutes } from './routes';
