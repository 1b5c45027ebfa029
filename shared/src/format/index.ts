export * from './locale';
export * from './dates';
export * from './numbers';
export * from './text';
