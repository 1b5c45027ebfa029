import { DEFAULT_JOB_FILTERS, hasActiveJobFilters, toJobListingQuery } from '../utils/job-filters';

describe('toJobListingQuery', () => {
  it('leaves every empty or blank filter out of the query', () => {
    expect(toJobListingQuery(DEFAULT_JOB_FILTERS)).toEqual({});
    expect(toJobListingQuery({ ...DEFAULT_JOB_FILTERS, search: '   ', location: ' ' })).toEqual({});
  });

  it('sends the set filters with text trimmed', () => {
    expect(
      toJobListingQuery({
        search: ' olive ',
        jobType: 'harvesting',
        workType: 'contract',
        location: 'Crete ',
      }),
    ).toEqual({ search: 'olive', jobType: 'harvesting', workType: 'contract', location: 'Crete' });
  });

  it('counts only filters that narrow the list as active', () => {
    expect(hasActiveJobFilters(DEFAULT_JOB_FILTERS)).toBe(false);
    expect(hasActiveJobFilters({ ...DEFAULT_JOB_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveJobFilters({ ...DEFAULT_JOB_FILTERS, workType: 'seasonal' })).toBe(true);
  });
});
