import { api } from '@grovekeeper/shared';
import { JOB_ID, jobDetailFixture } from '../../../test/job-fixtures';
import { jobFormFromListing, toJobListingFields } from '../../job-form/utils/job-form-values';
import { updateJobListing } from '../api/update-job-listing';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual('@grovekeeper/shared'),
  api: { put: jest.fn() },
}));

describe('updateJobListing', () => {
  it('sends the full listing, without a status, to PUT /api/workforce/job-listings/:id', async () => {
    const saved = jobDetailFixture();
    jest.mocked(api.put).mockResolvedValue({ jobListing: saved });
    const fields = toJobListingFields(jobFormFromListing(saved));
    expect(await updateJobListing(JOB_ID, fields)).toBe(saved);
    expect(api.put).toHaveBeenCalledWith(`/api/workforce/job-listings/${JOB_ID}`, fields);
    expect(fields).not.toHaveProperty('status');
    expect(fields.estate).toBe('eeeeeeeeeeeeeeeeeeeeee01');
  });
});
