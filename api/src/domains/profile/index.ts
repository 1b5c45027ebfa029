// The profile domain's public face: what app.ts may use.
export { profileRoutes } from './routes';
export { findLanguage } from './repository';
