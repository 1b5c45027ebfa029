export * from './sentences';
