// Geometry lives in the @grovekeeper/geo workspace package (geo/), one copy for the browser
// apps and the API; `@grovekeeper/shared` re-exports it so apps keep one import.
export * from '@grovekeeper/geo';
