// `@grovekeeper/shared/jobs`: not part of the shared barrel, so the dashboard's first load does
// not carry it; the pages that start jobs import it (issue 29).
export * from './api';
export * from './useJob';
export * from './JobProgress';
export * from './useRememberedJob';
