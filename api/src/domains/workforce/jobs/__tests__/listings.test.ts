import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import {
  apply,
  athensDay,
  createJob,
  eventsOf,
  jobBody,
  outcome,
  setApplication,
  setListing,
} from '../../__tests__/fixtures';
import type { Job } from '../../__tests__/fixtures';

describeApi('job listings', (api) => {
  let owner: SignedInUser;
  let worker: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Employer' });
    worker = await api.user({ name: 'Petros Worker' });
    estate = await api.estate(owner, { name: 'Hill Grove', address: 'Pylos, Messinia' });
  });

  const url = (id: string) => `/api/workforce/job-listings/${id}`;

  it('answers a posted listing whole, with its estate, employer and coordinates', async () => {
    const response = await api
      .as(owner)
      .post('/api/workforce/job-listings', jobBody(estate.id, { location: '' }));
    expect(response.statusCode).toBe(201);
    const { jobListing } = response.json<{ jobListing: Job }>();
    expect(jobListing).toEqual({
      _id: jobListing.id,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Olive harvest helpers',
      description: 'Hand-picking and netting on terraced groves',
      jobType: 'harvesting',
      workType: 'seasonal',
      requiredSkills: ['harvesting', 'pruning'],
      experienceLevel: 'intermediate',
      minYearsExperience: 1,
      payRate: 12.5,
      payType: 'hourly',
      currency: 'EUR',
      startDate: athensDay(14),
      duration: 30,
      workSchedule: 'full_time',
      hoursPerDay: 8,
      location: 'Pylos, Messinia',
      estate: { _id: estate.id, name: 'Hill Grove', address: 'Pylos, Messinia' },
      coordinates: estate.coordinates,
      status: 'active',
      visibility: 'public',
      maxApplications: 10,
      applicationDeadline: null,
      benefits: ['meals'],
      requirements: 'Own transport',
      notes: 'Start at 7:00',
      applicationCount: 0,
      employer: { _id: owner.id, name: 'Eleni Employer', email: owner.email, avatar: '' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isOwnedByMe: true,
      myApplication: null,
    });
    expect(await eventsOf(api, jobListing.id)).toEqual(['created']);
  });

  it("lists the owner's listings in every status, newest first, with applications counted", async () => {
    const me = await api.user();
    const myEstate = await api.estate(me);
    const draft = await createJob(api, me, { status: 'draft', title: 'First' }, myEstate);
    const active = await createJob(api, me, { title: 'Second' }, myEstate);
    const closed = await createJob(api, me, { title: 'Third' }, myEstate);
    const [first, second, third] = [await api.user(), await api.user(), await api.user()];
    await apply(api, first, active.id);
    await apply(api, second, active.id);
    const gone = await apply(api, third, active.id);
    await setApplication(api, gone.id, 'withdrawn');
    await setListing(api, closed.id, { status: 'closed' });

    const response = await api.as(me).get('/api/workforce/job-listings/my');
    expect(response.statusCode).toBe(200);
    const { jobListings } = response.json<{ jobListings: Job[] }>();
    expect(jobListings.map((job) => [job.title, job.status, job.applicationCount])).toEqual([
      ['Third', 'closed', 0],
      ['Second', 'active', 2],
      ['First', 'draft', 0],
    ]);
    expect(jobListings[0]).toMatchObject({ estate: myEstate.id, isOwnedByMe: true });
    expect(jobListings.map((job) => job.id).at(-1)).toBe(draft.id);
  });

  it('shows a worker the listing with their own application and not as theirs', async () => {
    const job = await createJob(api, owner, {}, estate);
    const application = await apply(api, worker, job.id);
    const response = await api.as(worker).get(url(job.id));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ jobListing: Job }>().jobListing).toMatchObject({
      isOwnedByMe: false,
      myApplication: { _id: application.id, status: 'pending' },
      applicationCount: 1,
      estate: { _id: estate.id, name: 'Hill Grove', address: 'Pylos, Messinia' },
      employer: { _id: owner.id, name: 'Eleni Employer' },
    });
  });

  describe('status changes', () => {
    const move = async (id: string, status: string) =>
      outcome(await api.as(owner).put(url(id), { status }));

    it('publishes a draft, closes it, activates it again, with an event each', async () => {
      const job = await createJob(api, owner, { status: 'draft' }, estate);
      expect(await move(job.id, 'active')).toBe('200');
      expect(await move(job.id, 'closed')).toBe('200');
      expect(await move(job.id, 'active')).toBe('200');
      const { jobListing } = (await api.as(owner).get(url(job.id))).json<{ jobListing: Job }>();
      expect(jobListing.status).toBe('active');
      expect(await eventsOf(api, job.id)).toEqual(['created', 'published', 'closed', 'activated']);
    });

    it('refuses every other move with 409 and a reason, changing nothing', async () => {
      const active = await createJob(api, owner, {}, estate);
      expect(await move(active.id, 'draft')).toBe(
        '409 A published job listing cannot go back to draft',
      );
      expect(await move(active.id, 'active')).toBe('409 This job listing is already active');
      const closed = await createJob(api, owner, {}, estate);
      await setListing(api, closed.id, { status: 'closed' });
      expect(await move(closed.id, 'closed')).toBe('409 This job listing is already closed');
      expect(await move(closed.id, 'draft')).toBe(
        '409 A published job listing cannot go back to draft',
      );
      const draft = await createJob(api, owner, { status: 'draft' }, estate);
      expect(await move(draft.id, 'closed')).toBe('409 Only an active job listing can be closed');
      expect(await move(draft.id, 'draft')).toBe('409 This job listing is already a draft');
      expect(await eventsOf(api, active.id)).toEqual(['created']);
    });

    it('closes a listing once when Close is clicked twice at the same moment', async () => {
      const job = await createJob(api, owner, {}, estate);
      const answers = await Promise.all([move(job.id, 'closed'), move(job.id, 'closed')]);
      expect(answers.sort()).toEqual(['200', expect.stringMatching(/^409 /)]);
      expect(await eventsOf(api, job.id)).toEqual(['created', 'closed']);
    });
  });

  describe('editing', () => {
    it('replaces the fields sent, keeps the others, and moves to another estate of the owner', async () => {
      const job = await createJob(api, owner, { benefits: ['meals', 'bonus'] }, estate);
      const second = await api.estate(owner, { name: 'Sea Grove', address: 'Methoni' });
      const { benefits: _kept, ...body } = jobBody(second.id, {
        title: 'Pruning crew',
        payRate: 9.99,
        location: '',
        applicationDeadline: athensDay(5),
        hoursPerDay: 20,
      });
      const response = await api.as(owner).put(url(job.id), body);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ jobListing: Job }>().jobListing).toMatchObject({
        title: 'Pruning crew',
        payRate: 9.99,
        hoursPerDay: 20,
        location: 'Methoni',
        applicationDeadline: athensDay(5),
        benefits: ['meals', 'bonus'],
        estate: { _id: second.id, name: 'Sea Grove', address: 'Methoni' },
        status: 'active',
      });
      expect(await eventsOf(api, job.id)).toEqual(['created', 'updated']);
    });

    it('clears the deadline with null and closes the listing in the same edit', async () => {
      const job = await createJob(api, owner, { applicationDeadline: athensDay(3) }, estate);
      const response = await api
        .as(owner)
        .put(url(job.id), jobBody(estate.id, { applicationDeadline: null, status: 'closed' }));
      expect(response.statusCode).toBe(200);
      expect(response.json<{ jobListing: Job }>().jobListing).toMatchObject({
        applicationDeadline: null,
        status: 'closed',
      });
      // Both events of the edit carry its transaction's time, so their order is not fixed.
      const [created, ...edit] = await eventsOf(api, job.id);
      expect([created, edit.sort()]).toEqual(['created', ['closed', 'updated']]);
    });

    it('keeps the status when the full listing carries the current one', async () => {
      const job = await createJob(api, owner, { status: 'draft' }, estate);
      const response = await api
        .as(owner)
        .put(url(job.id), jobBody(estate.id, { status: 'draft', title: 'Renamed' }));
      expect(outcome(response)).toBe('200');
      expect(response.json<{ jobListing: Job }>().jobListing).toMatchObject({
        status: 'draft',
        title: 'Renamed',
      });
    });

    it('refuses a full listing that would move an active listing back to draft', async () => {
      const job = await createJob(api, owner, {}, estate);
      const response = await api
        .as(owner)
        .put(url(job.id), jobBody(estate.id, { status: 'draft', title: 'Renamed' }));
      expect(outcome(response)).toBe('409 A published job listing cannot go back to draft');
      const { jobListing } = (await api.as(owner).get(url(job.id))).json<{ jobListing: Job }>();
      expect(jobListing.title).toBe('Olive harvest helpers');
    });
  });

  it('deletes a listing with its applications and records it', async () => {
    const job = await createJob(api, owner, {}, estate);
    const application = await apply(api, worker, job.id);
    const response = await api.as(owner).delete(url(job.id));
    expect(response.statusCode).toBe(204);
    expect(outcome(await api.as(owner).get(url(job.id)))).toBe('404 Job listing not found');
    const rows = await api.db.query('SELECT id FROM job_applications WHERE id = $1', [
      application.id,
    ]);
    expect(rows).toHaveLength(0);
    expect(await eventsOf(api, job.id)).toEqual(['created', 'deleted']);
    const sent = await api.as(worker).get('/api/workforce/applications/my');
    const ids = sent.json<{ applications: { id: string }[] }>().applications.map((a) => a.id);
    expect(ids).not.toContain(application.id);
  });
});
