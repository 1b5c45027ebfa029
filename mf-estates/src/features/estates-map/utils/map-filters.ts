import type {
  MAP_PROPERTY_TYPES as SharedPropertyTypes,
  MAP_STATUS_FILTERS as SharedStatusFilters,
  MapEstatesQuery,
  MapOwnership,
  MapPropertyType,
} from '@grovekeeper/shared';
import { i18nKey } from '@grovekeeper/shared';
import '../../../i18n/parts/estatesMap';

// The values are repeated here rather than imported: `@grovekeeper/shared` is the shell's
// singleton at run time, and this remote must keep working beside an older shell build.
export const PROPERTY_TYPE_OPTIONS: typeof SharedPropertyTypes = [
  'Olive Grove',
  'Mixed Estate',
  'Citrus Grove',
];
export const STATUS_OPTIONS: typeof SharedStatusFilters = [
  'Available',
  'Rented',
  'Under Maintenance',
];

/** Spec §9: the map opens on Athens at zoom 7 when there is nothing to fit to. */
export const MAP_DEFAULT_CENTER = { lat: 37.98, lng: 23.73 } as const;
export const MAP_DEFAULT_ZOOM = 7;
export const SEARCH_DEBOUNCE_MS = 300;

/** Each ownership choice with the key of its label (translated where shown). */
export const OWNERSHIP_OPTIONS: { value: MapOwnership; label: string }[] = [
  { value: 'all', label: i18nKey('estatesMap.filters.ownershipOptions.all') },
  { value: 'my', label: i18nKey('estatesMap.filters.ownershipOptions.my') },
  { value: 'other', label: i18nKey('estatesMap.filters.ownershipOptions.other') },
];

export type StatusFilter = (typeof SharedStatusFilters)[number];

export interface MapFilters {
  ownership: MapOwnership;
  search: string;
  propertyType: MapPropertyType | 'all';
  status: StatusFilter | 'all';
}

export const DEFAULT_FILTERS: MapFilters = {
  ownership: 'all',
  search: '',
  propertyType: 'all',
  status: 'all',
};

export function hasActiveFilters(filters: MapFilters): boolean {
  return (
    filters.ownership !== 'all' ||
    filters.search.trim() !== '' ||
    filters.propertyType !== 'all' ||
    filters.status !== 'all'
  );
}

/** The server query: 'all' choices and an empty search are omitted (spec §7). */
export function toMapQuery(filters: MapFilters): MapEstatesQuery {
  const search = filters.search.trim();
  return {
    ownership: filters.ownership,
    ...(filters.propertyType !== 'all' ? { propertyType: filters.propertyType } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
  };
}
