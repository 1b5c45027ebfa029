import { api } from '@grovekeeper/shared';
import { JOB_ID, jobDetailFixture } from '../../../test/job-fixtures';
import { applyForJob } from '../api/apply-for-job';
import { getJobListing } from '../api/get-job-listing';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { get: jest.fn(), post: jest.fn() },
}));

describe('the job detail calls', () => {
  it('reads one listing from GET /api/workforce/job-listings/:id', async () => {
    jest.mocked(api.get).mockResolvedValue({ jobListing: jobDetailFixture() });
    const listing = await getJobListing(JOB_ID);
    expect(api.get).toHaveBeenCalledWith(`/api/workforce/job-listings/${JOB_ID}`);
    expect(listing.title).toBe('Olive harvest helpers');
  });

  it('applies with POST .../apply and the fixed "interested" message, answering the application', async () => {
    jest.mocked(api.post).mockResolvedValue({ application: { _id: 'app-1', status: 'pending' } });
    const application = await applyForJob(JOB_ID);
    expect(api.post).toHaveBeenCalledWith(`/api/workforce/job-listings/${JOB_ID}/apply`, {
      message: 'I am interested in this position.',
    });
    expect(application.status).toBe('pending');
  });
});
