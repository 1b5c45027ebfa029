import { DEFAULT_FILTERS, PAGE_SIZE, hasActiveFilters, toRentalQuery } from '../utils/filters';

describe('rental filters', () => {
  it('sends ownership all, show drafts true and the page by default, and nothing else', () => {
    expect(toRentalQuery(DEFAULT_FILTERS, 1)).toEqual({
      ownership: 'all',
      showDrafts: true,
      page: 1,
      limit: PAGE_SIZE,
    });
  });

  it('sends every filled filter with prices as numbers and the search trimmed', () => {
    expect(
      toRentalQuery(
        {
          search: '  olive ',
          minPrice: '100',
          maxPrice: '900.5',
          durationType: 'yearly',
          availableFrom: '2030-01-01',
          ownership: 'others',
          showDrafts: false,
        },
        3,
      ),
    ).toEqual({
      search: 'olive',
      minPrice: 100,
      maxPrice: 900.5,
      durationType: 'yearly',
      availableFrom: '2030-01-01',
      ownership: 'others',
      showDrafts: false,
      page: 3,
      limit: PAGE_SIZE,
    });
  });

  it('leaves out prices that are not numbers', () => {
    const query = toRentalQuery({ ...DEFAULT_FILTERS, minPrice: 'abc', maxPrice: '-5' }, 1);
    expect(query).not.toHaveProperty('minPrice');
    expect(query).not.toHaveProperty('maxPrice');
  });

  it('counts a filter as active only when it narrows the list', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, showDrafts: false })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, ownership: 'mine' })).toBe(true);
  });
});
