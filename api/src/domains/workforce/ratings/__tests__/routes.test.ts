import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import type { WorkerProfile } from '../../workers/schemas';
import {
  eventActions,
  insertApplication,
  insertEstate,
  profileBody,
  workersPage,
} from '../../__tests__/workers-fixtures';

describeApi('rating workers', (api) => {
  let employer: SignedInUser;
  let worker: SignedInUser;
  let stranger: SignedInUser;
  let estateId: string;

  const rate = (user: SignedInUser, applicationId: string, body: unknown) =>
    api.as(user).post(`/api/workforce/applications/${applicationId}/rating`, body);
  const application = (status = 'approved') =>
    insertApplication(api, { employerId: employer.id, workerId: worker.id, status, estateId });
  const directoryRating = async () =>
    (await workersPage(api, stranger, { limit: 100 })).workers.find(
      (entry) => entry.id === worker.id,
    )?.rating;

  beforeAll(async () => {
    employer = await api.user({ name: 'Employer' });
    worker = await api.user({ name: 'Worker' });
    stranger = await api.user({ name: 'Stranger' });
    estateId = await insertEstate(api, employer.id);
    const saved = await api.as(worker).put('/api/workforce/profile', profileBody());
    expect(saved.statusCode).toBe(200);
  });

  it('lets the employer rate the worker of an approved application, shown in the directory', async () => {
    expect(await directoryRating()).toEqual({ average: 0, count: 0 });
    const applicationId = await application();
    const response = await rate(employer, applicationId, { score: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ rating: { score: 4, average: 4, count: 1 } });
    expect(await directoryRating()).toEqual({ average: 4, count: 1 });
    const own = await api.as(worker).get('/api/workforce/profile');
    expect(own.json<{ profile: WorkerProfile }>().profile.rating).toEqual({ average: 4, count: 1 });
    expect(await eventActions(api, applicationId)).toEqual(['rated']);
    const [event] = await api.db.query<{ actorId: string; details: { score: number } }>(
      `SELECT actor_id AS "actorId", details FROM domain_events
        WHERE subject_type = 'job_application' AND subject_id = $1`,
      [applicationId],
    );
    expect(event).toEqual({ actorId: employer.id, details: { score: 4, workerId: worker.id } });
  });

  it('refuses a second rating for the same application', async () => {
    const applicationId = await application();
    expect((await rate(employer, applicationId, { score: 5 })).statusCode).toBe(201);
    const again = await rate(employer, applicationId, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'You have already rated this worker for this job',
      code: 'rating-already-rated',
    });
    expect(await directoryRating()).toEqual({ average: 4.5, count: 2 });
  });

  it('averages the ratings of several jobs with one decimal', async () => {
    const response = await rate(employer, await application(), { score: 5 });
    // (4 + 5 + 5) / 3 = 4.67
    expect(response.json()).toEqual({ rating: { score: 5, average: 4.7, count: 3 } });
    expect(await directoryRating()).toEqual({ average: 4.7, count: 3 });
  });

  it.each(['pending', 'reviewed', 'shortlisted', 'rejected', 'withdrawn'])(
    'refuses to rate the worker of a %s application',
    async (status) => {
      const response = await rate(employer, await application(status), { score: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'You can rate a worker only for an approved application',
        code: 'rating-approved-only',
      });
    },
  );

  it('refuses the applicant with 403 and anyone else with 404', async () => {
    const applicationId = await application();
    const own = await rate(worker, applicationId, { score: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      error: 'Only the employer can rate the worker of this application',
      code: 'rating-employer-only',
    });
    const other = await rate(stranger, applicationId, { score: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Application not found', code: 'application-not-found' });
    const rows = await api.db.query(`SELECT id FROM worker_ratings WHERE application_id = $1`, [
      applicationId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed application id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await rate(employer, id, { score: 3 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Application not found',
        code: 'application-not-found',
      });
    }
  });

  it.each([
    [{ score: 0 }, 'score must be at least 1'],
    [{ score: 6 }, 'score must be at most 5'],
    [{ score: 2.5 }, 'score must be a whole number'],
    [{ score: '5' }, 'score must be a whole number'],
    [{}, 'score is required'],
  ])('refuses %j with a 400 and records nothing', async (body, error) => {
    const applicationId = await application();
    const response = await rate(employer, applicationId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: expect.any(String) });
    expect(await eventActions(api, applicationId)).toEqual([]);
  });

  it('accepts one of two simultaneous ratings and answers 409 to the other', async () => {
    const applicationId = await application();
    const responses = await Promise.all([
      rate(employer, applicationId, { score: 2 }),
      rate(employer, applicationId, { score: 3 }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await api.db.query(`SELECT id FROM worker_ratings WHERE application_id = $1`, [
      applicationId,
    ]);
    expect(rows).toHaveLength(1);
    expect(await eventActions(api, applicationId)).toEqual(['rated']);
  });
});
