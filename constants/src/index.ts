/**
 * @grovekeeper/constants: the lists and defaults both the API and the browser apps use
 * (statuses, units, skills), written once. Plain data with no dependencies; shared's
 * domain types re-export them, the API imports them from here.
 */
export * from './rental';
export * from './tree';
export * from './workforce';
export * from './search';
export * from './roles';
export * from './notifications';
