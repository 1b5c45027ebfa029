export * from './constants';
export * from './ring';
export * from './area';
export * from './centroid';
export * from './bounds';
export * from './point-in-polygon';
export * from './simple-polygon';
