// The auth domain's public face: what other domains and app.ts may use.
export { authRoutes } from './routes';
export { EMAIL_TAKEN } from './service';
