import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { apply, athensDay, createJob, outcome, setListing } from '../../__tests__/fixtures';
import type { Job } from '../../__tests__/fixtures';

describeApi('browsing job listings', (api) => {
  let owner: SignedInUser;
  let worker: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Employer' });
    worker = await api.user({ name: 'Petros Worker' });
    estate = await api.estate(owner);
  });

  const browse = async (query = '', user = worker) => {
    const response = await api.as(user).get(`/api/workforce/job-listings${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ jobListings: Job[] }>().jobListings;
  };
  const titles = (jobs: Job[]) => jobs.map((job) => job.title);
  const job = (title: string, overrides: Record<string, unknown> = {}) =>
    createJob(api, owner, { title, ...overrides }, estate);

  it("lists only active public listings still open, newest first, the caller's own included", async () => {
    await job('Shown first');
    await job('Hidden draft', { status: 'draft' });
    const closed = await job('Hidden closed');
    await setListing(api, closed.id, { status: 'closed' });
    await job('Hidden private', { visibility: 'private' });
    await job('Hidden invite', { visibility: 'invite_only' });
    await job('Hidden past deadline', { applicationDeadline: athensDay(-1) });
    await job('Shown deadline today', { applicationDeadline: athensDay(0) });
    const mine = await createJob(api, worker, { title: 'Shown mine' });
    const seen = await browse('?search=shown');
    expect(titles(seen)).toEqual(['Shown mine', 'Shown deadline today', 'Shown first']);
    expect(seen.map((listing) => listing.isOwnedByMe)).toEqual([true, false, false]);
    // In lists the estate is its id (the detail answers an object).
    expect(seen[0]?.estate).toBe((mine.estate as { _id: string })._id);
    expect(titles(await browse()).filter((title) => title.startsWith('Hidden'))).toEqual([]);
  });

  it("shows the caller's own application on the listings they applied to", async () => {
    const listing = await job('Applied browse');
    const application = await apply(api, worker, listing.id);
    const [seen] = await browse('?search=applied browse');
    expect(seen?.myApplication).toEqual({ _id: application.id, status: 'pending' });
    expect(seen?.applicationCount).toBe(1);
  });

  it('searches the title, description and location ignoring case', async () => {
    await job('Zephyr title');
    await job('Plain one', { description: 'Needs a ZEPHYR operator' });
    await job('Plain two', { location: 'Zephyr village' });
    await job('Unrelated');
    expect(titles(await browse('?search=zePHyr')).sort()).toEqual(
      ['Plain one', 'Plain two', 'Zephyr title'].sort(),
    );
    // LIKE wildcards are plain characters.
    expect(await browse('?search=%25')).toEqual([]);
  });

  it('filters by job type, work type and a part of the location, and ignores empty filters', async () => {
    await job('Filter pruning', { jobType: 'pruning', workType: 'permanent', location: 'Sparti' });
    await job('Filter harvest', {
      jobType: 'harvesting',
      workType: 'permanent',
      location: 'Sparti',
    });
    await job('Filter other', { jobType: 'pruning', workType: 'seasonal', location: 'Argos' });
    expect(titles(await browse('?search=filter&jobType=pruning')).sort()).toEqual([
      'Filter other',
      'Filter pruning',
    ]);
    expect(titles(await browse('?search=filter&workType=permanent')).sort()).toEqual([
      'Filter harvest',
      'Filter pruning',
    ]);
    expect(titles(await browse('?search=filter&location=SPAR')).sort()).toEqual([
      'Filter harvest',
      'Filter pruning',
    ]);
    expect(titles(await browse('?search=filter&jobType=&workType=&location='))).toHaveLength(3);
  });

  it('refuses an unknown job type in the filters', async () => {
    const response = await api.as(worker).get('/api/workforce/job-listings?jobType=surfing');
    expect(outcome(response)).toMatch(/^400 jobType must be one of /);
  });

  it('opens an invite-only listing by its link but never a private one', async () => {
    const invite = await job('Invite by link', { visibility: 'invite_only' });
    const hidden = await job('Private one', { visibility: 'private' });
    const stranger = await api.user();
    expect(outcome(await api.as(stranger).get(`/api/workforce/job-listings/${invite.id}`))).toBe(
      '200',
    );
    expect(outcome(await api.as(stranger).get(`/api/workforce/job-listings/${hidden.id}`))).toBe(
      '404 Job listing not found',
    );
    expect(outcome(await api.as(owner).get(`/api/workforce/job-listings/${hidden.id}`))).toBe(
      '200',
    );
  });

  it('answers the 200 newest matches at most', async () => {
    // Older than everything above, so the other tests' listings are not pushed out.
    await api.db.query(
      `INSERT INTO job_listings (id, owner_id, estate_id, title, description, start_date, status,
         created_at)
       SELECT 'b' || lpad(to_hex(g), 23, '0'), $1, $2, 'Bulk job ' || g, 'Bulk', '2031-01-01',
              'active', now() - interval '1 day' - g * interval '1 second'
         FROM generate_series(1, 205) AS g`,
      [owner.id, estate.id],
    );
    const seen = await browse('?search=bulk job');
    expect(seen).toHaveLength(200);
    expect(seen[0]?.title).toBe('Bulk job 1');
    expect(seen[199]?.title).toBe('Bulk job 200');
  });
});
