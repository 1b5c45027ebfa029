import { api } from '@grovekeeper/shared';
import { getMyApplications } from '../api/get-my-applications';
import { getReceivedApplications } from '../api/get-received-applications';
import { updateApplicationStatus } from '../api/update-application-status';
import { applicationFixture } from '../../../test/application-fixtures';

afterEach(() => jest.restoreAllMocks());

describe('workforce application calls', () => {
  it('sends the Received status filter as a query, and none for All', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ applications: [] });
    await getReceivedApplications('shortlisted');
    expect(get).toHaveBeenLastCalledWith('/api/workforce/applications', { status: 'shortlisted' });
    await getReceivedApplications();
    expect(get).toHaveBeenLastCalledWith('/api/workforce/applications', undefined);
  });

  it('reads My Applications from /applications/my with no query', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ applications: [] });
    await getMyApplications();
    expect(get).toHaveBeenCalledWith('/api/workforce/applications/my');
  });

  it("puts {status} to the application's address and returns the server's application", async () => {
    const answer = applicationFixture({ status: 'withdrawn' });
    const put = jest.spyOn(api, 'put').mockResolvedValue({ application: answer });
    await expect(updateApplicationStatus('dddddddddddddddddddddd01', 'withdrawn')).resolves.toBe(
      answer,
    );
    expect(put).toHaveBeenCalledWith('/api/workforce/applications/dddddddddddddddddddddd01', {
      status: 'withdrawn',
    });
  });
});
