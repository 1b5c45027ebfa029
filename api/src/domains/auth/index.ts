// The auth domain's public face: what other domains and app.ts may use.
export { authRoutes } from './routes';
export { EMAIL_TAKEN } from './service';
// The demo world's first account is created straight into the users table (no session).
export { countUsers, insertUser } from './repository';
