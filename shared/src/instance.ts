/**
 * Counts how many copies of this package the page evaluated. `shared` is a Module
 * Federation singleton, so the count must stay 1 however many remotes load; the e2e
 * suite and the bundle benchmark read it to prove there is one token store and theme.
 */
declare global {
  var __GROVEKEEPER_SHARED_INSTANCES__: number | undefined;
}

globalThis.__GROVEKEEPER_SHARED_INSTANCES__ =
  (globalThis.__GROVEKEEPER_SHARED_INSTANCES__ ?? 0) + 1;

export {};
