export * from './FilterBar';
export * from './ClearFiltersButton';
export * from './FilterSelect';
export * from './FilterSearchField';
export * from './use-filter-setter';
