import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import {
  apply,
  applyTo,
  athensDay,
  createJob,
  eventsOf,
  outcome,
  setApplication,
  setListing,
} from '../../__tests__/fixtures';
import type { Application } from '../../__tests__/fixtures';

const FULL = '409 This job listing has reached its maximum number of applications';

describeApi('applying to job listings', (api) => {
  let owner: SignedInUser;
  let worker: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Employer' });
    worker = await api.user({ name: 'Petros Worker' });
    estate = await api.estate(owner);
  });

  const job = (overrides: Record<string, unknown> = {}) => createJob(api, owner, overrides, estate);
  const threeWorkers = async () => [await api.user(), await api.user(), await api.user()] as const;

  it('answers 201 with the application, its applicant and its listing', async () => {
    const listing = await job({ title: 'Harvest', payRate: 11.25, startDate: '2031-10-01' });
    const response = await applyTo(api, worker, listing.id, {
      message: '  Interested  ',
      coverLetter: 'Ten seasons of olives',
      expectedStartDate: '2031-10-02',
    });
    expect(response.statusCode).toBe(201);
    const { application } = response.json<{ application: Application }>();
    expect(application).toEqual({
      _id: application.id,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      status: 'pending',
      appliedAt: expect.any(String),
      message: 'Interested',
      coverLetter: 'Ten seasons of olives',
      expectedStartDate: '2031-10-02',
      applicant: {
        _id: worker.id,
        name: 'Petros Worker',
        email: worker.email,
        phone: '',
        avatar: '',
        rating: { average: 0, count: 0 },
        experience: null,
        skills: [],
      },
      jobListing: {
        _id: listing.id,
        title: 'Harvest',
        jobType: 'harvesting',
        startDate: '2031-10-01',
        payRate: 11.25,
        payType: 'hourly',
        currency: 'EUR',
        employer: { _id: owner.id, name: 'Eleni Employer', email: owner.email, avatar: '' },
      },
      myRating: null,
    });
    expect(await eventsOf(api, application.id)).toEqual(['applied']);
  });

  it('accepts the fixed message alone, with an empty expected start date meaning none', async () => {
    const listing = await job();
    const application = await apply(api, worker, listing.id, { expectedStartDate: '' });
    expect(application.expectedStartDate).toBeNull();
    expect(application.coverLetter).toBe('');
  });

  it('refuses an application to your own listing with 403', async () => {
    const listing = await job();
    expect(outcome(await applyTo(api, owner, listing.id))).toBe(
      '403 You cannot apply to your own job listing',
    );
  });

  it('refuses drafts, closed and private listings as not found to workers who never applied', async () => {
    const draft = await job({ status: 'draft' });
    const closed = await job();
    await setListing(api, closed.id, { status: 'closed' });
    const hidden = await job({ visibility: 'private' });
    for (const listing of [draft, closed, hidden]) {
      expect(outcome(await applyTo(api, worker, listing.id))).toBe('404 Job listing not found');
    }
  });

  it('accepts an invite-only listing reached by its link', async () => {
    const listing = await job({ visibility: 'invite_only' });
    expect(outcome(await applyTo(api, worker, listing.id))).toBe('201');
  });

  it('refuses after the application deadline and accepts on the deadline day', async () => {
    const past = await job({ applicationDeadline: athensDay(-1) });
    expect(outcome(await applyTo(api, worker, past.id))).toBe(
      '409 The application deadline for this job listing has passed',
    );
    const today = await job({ applicationDeadline: athensDay(0) });
    expect(outcome(await applyTo(api, worker, today.id))).toBe('201');
  });

  it('refuses a second application of the same worker', async () => {
    const listing = await job();
    await apply(api, worker, listing.id);
    expect(outcome(await applyTo(api, worker, listing.id))).toBe(
      '409 You have already applied for this job',
    );
  });

  it('stops at maxApplications, and a withdrawn application gives its place back', async () => {
    const listing = await job({ maxApplications: 2 });
    const [first, second, third] = await threeWorkers();
    const taken = await apply(api, first, listing.id);
    await apply(api, second, listing.id);
    expect(outcome(await applyTo(api, third, listing.id))).toBe(FULL);
    await setApplication(api, taken.id, 'withdrawn');
    expect(outcome(await applyTo(api, third, listing.id))).toBe('201');
  });

  it('gives the last place to exactly one of two workers applying at the same moment', async () => {
    const listing = await job({ maxApplications: 2 });
    const [first, second, third] = await threeWorkers();
    await apply(api, first, listing.id);
    const answers = await Promise.all([
      applyTo(api, second, listing.id),
      applyTo(api, third, listing.id),
    ]);
    expect(answers.map(outcome).sort()).toEqual(['201', FULL]);
    const rows = await api.db.query('SELECT id FROM job_applications WHERE job_listing_id = $1', [
      listing.id,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('accepts one of two simultaneous applications by the same worker', async () => {
    const listing = await job();
    const someone = await api.user();
    const answers = await Promise.all([
      applyTo(api, someone, listing.id),
      applyTo(api, someone, listing.id),
    ]);
    expect(answers.map(outcome).sort()).toEqual([
      '201',
      '409 You have already applied for this job',
    ]);
  });

  it('refuses a malformed application body with the field named', async () => {
    const listing = await job();
    expect(
      outcome(await applyTo(api, worker, listing.id, { expectedStartDate: 'next week' })),
    ).toBe('400 expectedStartDate must be a valid date (YYYY-MM-DD)');
    expect(outcome(await applyTo(api, worker, listing.id, { message: 'x'.repeat(1001) }))).toBe(
      '400 message must be at most 1000 characters',
    );
  });
});
