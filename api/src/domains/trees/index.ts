// The trees domain's public face: what other domains and app.ts may use.
export { EstateTrees } from './estate-trees/port';
export { plantTrees } from './estate-trees/service';
export { estatePhotoCleanup } from './photos/service';
export { treesRoutes } from './routes';
