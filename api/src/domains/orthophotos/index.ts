// The orthophotos domain's public face: what app.ts may use.
export { orthophotoRoutes } from './routes';
