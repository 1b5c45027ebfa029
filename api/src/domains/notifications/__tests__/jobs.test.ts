/**
 * Notifications of job applications (issue 28): received and withdrawn to the job's owner,
 * approved, rejected and rated to the worker; a stranger and the actor get nothing.
 */
import { describeApi } from '../../../test/harness';
import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { expectStatus } from '../../contracts/__tests__/fixtures';
import { apply, createJob } from '../../workforce/__tests__/fixtures';

async function notesOf(api: ApiHarness, user: SignedInUser) {
  const response = await api.as(user).get('/api/notifications');
  expectStatus(response, 200);
  return response
    .json<{ notifications: { kind: string; title: string; link: string }[] }>()
    .notifications.map((note) => [note.kind, note.title, note.link]);
}

describeApi('notifications of job applications', (api) => {
  it('tells the owner and the worker of each step, and nobody else', async () => {
    const owner = await api.user({ name: 'Eleni Employer' });
    const worker = await api.user({ name: 'Kostas Worker' });
    const other = await api.user({ name: 'Petros Other' });
    const stranger = await api.user({ name: 'Stranger' });
    const job = await createJob(api, owner, { title: 'Olive harvest helpers' });
    const jobLink = `/workforce/job-listings/${job.id}`;

    const approved = await apply(api, worker, job.id);
    const withdrawn = await apply(api, other, job.id);
    expectStatus(
      await api.as(owner).put(`/api/workforce/applications/${approved.id}`, { status: 'approved' }),
      200,
    );
    expectStatus(
      await api
        .as(other)
        .put(`/api/workforce/applications/${withdrawn.id}`, { status: 'withdrawn' }),
      200,
    );
    expectStatus(
      await api.as(owner).post(`/api/workforce/applications/${approved.id}/rating`, { score: 5 }),
      201,
    );

    expect(await notesOf(api, owner)).toEqual([
      [
        'job_application_withdrawn',
        'Petros Other withdrew their application to Olive harvest helpers',
        jobLink,
      ],
      ['job_application_received', 'Petros Other applied to Olive harvest helpers', jobLink],
      ['job_application_received', 'Kostas Worker applied to Olive harvest helpers', jobLink],
    ]);
    expect(await notesOf(api, worker)).toEqual([
      [
        'worker_rated',
        'Eleni Employer rated your work on Olive harvest helpers',
        '/workforce/applications',
      ],
      [
        'job_application_approved',
        'Eleni Employer approved your application to Olive harvest helpers',
        '/workforce/applications',
      ],
    ]);
    expect(await notesOf(api, other)).toEqual([]);
    expect(await notesOf(api, stranger)).toEqual([]);
  });

  it('tells a rejected worker', async () => {
    const owner = await api.user({ name: 'Rejecting Owner' });
    const worker = await api.user({ name: 'Rejected Worker' });
    const job = await createJob(api, owner, { title: 'Pruning crew' });
    const application = await apply(api, worker, job.id);
    expectStatus(
      await api
        .as(owner)
        .put(`/api/workforce/applications/${application.id}`, { status: 'rejected' }),
      200,
    );
    expect(await notesOf(api, worker)).toEqual([
      [
        'job_application_rejected',
        'Rejecting Owner rejected your application to Pruning crew',
        '/workforce/applications',
      ],
    ]);
  });
});
