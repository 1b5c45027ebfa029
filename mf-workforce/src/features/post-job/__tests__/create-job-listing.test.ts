import { api } from '@grovekeeper/shared';
import type { NewJobListing } from '@grovekeeper/shared';
import { jobListingFixture } from '../../../test/job-fixtures';
import { jobFormFromListing, toJobListingFields } from '../../job-form/utils/job-form-values';
import { createJobListing } from '../api/create-job-listing';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { post: jest.fn() },
}));

describe('createJobListing', () => {
  it('sends the listing with its status to POST /api/workforce/job-listings and answers the saved one', async () => {
    const created = jobListingFixture();
    jest.mocked(api.post).mockResolvedValue({ jobListing: created });
    const listing: NewJobListing = {
      ...toJobListingFields(jobFormFromListing(created)),
      status: 'active',
    };
    expect(await createJobListing(listing)).toBe(created);
    expect(api.post).toHaveBeenCalledWith('/api/workforce/job-listings', listing);
  });
});
