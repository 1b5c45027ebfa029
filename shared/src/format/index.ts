export * from './locale';
export * from './dates';
export * from './numbers';
