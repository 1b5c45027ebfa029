import { api } from '@grovekeeper/shared';
import { JOB_ID, jobListingFixture } from '../../../test/job-fixtures';
import { deleteJobListing } from '../api/delete-job-listing';
import { getMyJobListings } from '../api/get-my-job-listings';
import { updateJobListingStatus } from '../api/update-job-listing-status';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

describe("the owner's list calls", () => {
  it('reads GET /api/workforce/job-listings/my', async () => {
    jest.mocked(api.get).mockResolvedValue({ jobListings: [jobListingFixture()] });
    expect(await getMyJobListings()).toHaveLength(1);
    expect(api.get).toHaveBeenCalledWith('/api/workforce/job-listings/my');
  });

  it('changes the status with PUT and a body of only {status}', async () => {
    jest.mocked(api.put).mockResolvedValue({ jobListing: jobListingFixture({ status: 'closed' }) });
    const saved = await updateJobListingStatus(JOB_ID, 'closed');
    expect(api.put).toHaveBeenCalledWith(`/api/workforce/job-listings/${JOB_ID}`, {
      status: 'closed',
    });
    expect(saved.status).toBe('closed');
  });

  it('deletes with DELETE /api/workforce/job-listings/:id', async () => {
    jest.mocked(api.delete).mockResolvedValue();
    await deleteJobListing(JOB_ID);
    expect(api.delete).toHaveBeenCalledWith(`/api/workforce/job-listings/${JOB_ID}`);
  });
});
