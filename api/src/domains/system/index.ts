// The system domain's public face: what app.ts may use.
export { systemRoutes } from './routes';
