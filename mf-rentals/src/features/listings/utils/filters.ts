import type { DurationType, RentalListingQuery } from '@grovekeeper/shared';

export type Ownership = 'all' | 'mine' | 'others';

/** The browse view's filters as the form holds them (text fields stay text). */
export interface RentalFilters {
  search: string;
  minPrice: string;
  maxPrice: string;
  durationType: DurationType | '';
  /** YYYY-MM-DD or null. */
  availableFrom: string | null;
  ownership: Ownership;
  showDrafts: boolean;
}

export const DEFAULT_FILTERS: RentalFilters = {
  search: '',
  minPrice: '',
  maxPrice: '',
  durationType: '',
  availableFrom: null,
  ownership: 'all',
  showDrafts: true,
};

export const PAGE_SIZE = 12;

function price(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The query of GET /api/rentals/available for these filters and page; empty ones left out. */
export function toRentalQuery(filters: RentalFilters, page: number): RentalListingQuery {
  const query: RentalListingQuery = {
    ownership: filters.ownership,
    showDrafts: filters.showDrafts,
    page,
    limit: PAGE_SIZE,
  };
  const search = filters.search.trim();
  if (search) query.search = search;
  const minPrice = price(filters.minPrice);
  if (minPrice !== undefined) query.minPrice = minPrice;
  const maxPrice = price(filters.maxPrice);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (filters.durationType) query.durationType = filters.durationType;
  if (filters.availableFrom) query.availableFrom = filters.availableFrom;
  return query;
}

/** Whether any filter narrows the list (an empty answer then means "nothing matches"). */
export function hasActiveFilters(filters: RentalFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    price(filters.minPrice) !== undefined ||
    price(filters.maxPrice) !== undefined ||
    filters.durationType !== '' ||
    filters.availableFrom !== null ||
    filters.ownership !== 'all'
  );
}
