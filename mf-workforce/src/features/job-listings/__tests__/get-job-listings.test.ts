import { api } from '@grovekeeper/shared';
import { jobListingFixture } from '../../../test/job-fixtures';
import { getJobListings } from '../api/get-job-listings';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { get: jest.fn() },
}));
const mockedGet = jest.mocked(api.get);

describe('getJobListings', () => {
  it('asks GET /api/workforce/job-listings with only the non-empty filters and answers the list', async () => {
    mockedGet.mockResolvedValue({ jobListings: [jobListingFixture()] });
    const listings = await getJobListings({
      search: ' olive ',
      jobType: 'harvesting',
      workType: undefined,
      location: '',
    });
    expect(mockedGet).toHaveBeenCalledWith('/api/workforce/job-listings', {
      search: 'olive',
      jobType: 'harvesting',
    });
    expect(listings.map((listing) => listing.title)).toEqual(['Olive harvest helpers']);
  });
});
