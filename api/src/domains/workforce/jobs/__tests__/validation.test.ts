import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { NEW_JOB_LISTING_DEFAULTS } from '../../constants';
import { createJob, jobBody, outcome } from '../../__tests__/fixtures';
import type { Job } from '../../__tests__/fixtures';

const REQUIRED = '400 Please fill in all required fields';
const EDIT_REQUIRED =
  '400 Please fill in all required fields (Title, Description, Estate, Start Date).';

describeApi('job listing validation', (api) => {
  let owner: SignedInUser;
  let other: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Employer' });
    other = await api.user();
    estate = await api.estate(owner, { address: 'Koroni, Messinia' });
  });

  const post = async (overrides: Record<string, unknown>) =>
    outcome(await api.as(owner).post('/api/workforce/job-listings', jobBody(estate.id, overrides)));

  const postWithout = async (...fields: string[]) => {
    const body: Record<string, unknown> = jobBody(estate.id);
    for (const field of fields) delete body[field];
    return outcome(await api.as(owner).post('/api/workforce/job-listings', body));
  };

  describe('posting a listing', () => {
    it.each([['title'], ['description'], ['estate']])(
      "refuses a listing whose %s is missing or blank with the post form's required-fields text",
      async (field) => {
        expect(await postWithout(field)).toBe(REQUIRED);
        expect(await post({ [field]: '   ' })).toBe(REQUIRED);
      },
    );

    it('refuses a listing without a start date, and one with an impossible date', async () => {
      expect(await postWithout('startDate')).toBe('400 startDate is required (YYYY-MM-DD)');
      expect(await post({ startDate: '2031-02-30' })).toBe(
        '400 startDate must be a valid date (YYYY-MM-DD)',
      );
    });

    it('accepts 1 to 24 hours per day and refuses 0 and 25', async () => {
      expect(await post({ hoursPerDay: 0 })).toBe('400 hoursPerDay must be at least 1');
      expect(await post({ hoursPerDay: 25 })).toBe('400 hoursPerDay must be at most 24');
      expect(await post({ hoursPerDay: 24 })).toBe('201');
      expect(await post({ hoursPerDay: 1 })).toBe('201');
      expect(await post({ hoursPerDay: 7.5 })).toBe('400 hoursPerDay must be a whole number');
    });

    it('refuses a negative pay rate and one with more than 2 decimals, and stores cents', async () => {
      expect(await post({ payRate: -0.01 })).toBe('400 payRate must be at least 0');
      expect(await post({ payRate: 12.345 })).toBe('400 payRate must have at most 2 decimals');
      const response = await api
        .as(owner)
        .post('/api/workforce/job-listings', jobBody(estate.id, { payRate: 0.29 }));
      expect(response.statusCode).toBe(201);
      const { jobListing } = response.json<{ jobListing: Job }>();
      expect(jobListing.payRate).toBe(0.29);
      const [row] = await api.db.query<{ cents: string | number }>(
        'SELECT pay_rate_cents AS cents FROM job_listings WHERE id = $1',
        [jobListing.id],
      );
      expect(Number(row?.cents)).toBe(29);
      expect(await post({ payRate: 0 })).toBe('201');
    });

    it('refuses a duration under 1 day, no places, and negative years of experience', async () => {
      expect(await post({ duration: 0 })).toBe('400 duration must be at least 1');
      expect(await post({ duration: 2.5 })).toBe('400 duration must be a whole number');
      expect(await post({ maxApplications: 0 })).toBe('400 maxApplications must be at least 1');
      expect(await post({ minYearsExperience: -1 })).toBe(
        '400 minYearsExperience must be at least 0',
      );
      expect(await post({ duration: 1, maxApplications: 1, minYearsExperience: 0 })).toBe('201');
    });

    it.each([
      ['jobType', 'gardening'],
      ['workType', 'internship'],
      ['experienceLevel', 'guru'],
      ['payType', 'yearly'],
      ['currency', 'CHF'],
      ['workSchedule', 'nights'],
      ['visibility', 'secret'],
      ['status', 'closed'],
    ])('refuses an unknown %s value "%s" and lists the allowed ones', async (field, value) => {
      const answer = await post({ [field]: value });
      expect(answer).toMatch(new RegExp(`^400 ${field} must be one of `));
    });

    it('refuses unknown skills and benefits, naming the entry', async () => {
      expect(await post({ requiredSkills: ['pruning', 'juggling'] })).toMatch(
        /^400 requiredSkills\[1\] must be one of harvesting, pruning/,
      );
      expect(await post({ benefits: ['car'] })).toMatch(/^400 benefits\[0\] must be one of /);
    });

    it('drops duplicate and empty skills and benefits', async () => {
      const job = await createJob(
        api,
        owner,
        {
          requiredSkills: ['pruning', '', ' pruning ', 'irrigation'],
          benefits: ['meals', 'meals'],
        },
        estate,
      );
      expect(job.requiredSkills).toEqual(['pruning', 'irrigation']);
      expect(job.benefits).toEqual(['meals']);
    });

    it('refuses texts over their limits and a malformed deadline', async () => {
      expect(await post({ title: 'x'.repeat(201) })).toBe(
        '400 title must be at most 200 characters',
      );
      expect(await post({ description: 'x'.repeat(5001) })).toBe(
        '400 description must be at most 5000 characters',
      );
      expect(await post({ applicationDeadline: 'soon' })).toBe(
        '400 applicationDeadline must be a valid date (YYYY-MM-DD)',
      );
      expect(await post({ applicationDeadline: '' })).toBe('201');
    });

    it("answers 404 'Estate not found' for another user's estate or an unknown one", async () => {
      const theirs = await api.estate(other);
      expect(await post({ estate: theirs.id })).toBe('404 Estate not found');
      expect(await post({ estate: 'f'.repeat(24) })).toBe('404 Estate not found');
      expect(await post({ estate: 'nope' })).toBe('404 Estate not found');
    });

    it('applies the spec defaults to the fields left out and uses the estate for the place', async () => {
      const response = await api.as(owner).post('/api/workforce/job-listings', {
        title: 'Pruning',
        description: 'Winter pruning',
        estate: estate.id,
        startDate: '2031-01-15',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ jobListing: Job }>().jobListing).toMatchObject({
        ...NEW_JOB_LISTING_DEFAULTS,
        requiredSkills: [],
        benefits: [],
        applicationDeadline: null,
        location: 'Koroni, Messinia',
        coordinates: estate.coordinates,
        estate: { _id: estate.id, name: estate.name, address: 'Koroni, Messinia' },
      });
    });

    it("reads a date picker's ISO timestamps as their calendar dates in Europe/Athens", async () => {
      const job = await createJob(
        api,
        owner,
        // Athens midnight of 15 and 20 March 2031 (UTC+2).
        { startDate: '2031-03-14T22:00:00.000Z', applicationDeadline: '2031-03-19T22:00:00Z' },
        estate,
      );
      expect(job).toMatchObject({ startDate: '2031-03-15', applicationDeadline: '2031-03-20' });
    });

    it('refuses fields the listing does not have', async () => {
      expect(await post({ salary: 10 })).toBe('400 salary is not an allowed field');
    });
  });

  describe('editing a listing', () => {
    let job: Job;
    beforeAll(async () => {
      job = await createJob(api, owner, {}, estate);
    });
    const put = async (body: Record<string, unknown>) =>
      outcome(await api.as(owner).put(`/api/workforce/job-listings/${job.id}`, body));

    it.each([['title'], ['description'], ['estate'], ['startDate']])(
      "refuses a full listing whose %s is missing with the edit form's required-fields text",
      async (field) => {
        const body: Record<string, unknown> = jobBody(estate.id);
        delete body[field];
        expect(await put(body)).toBe(EDIT_REQUIRED);
      },
    );

    it('applies the same limits as posting (hoursPerDay up to 24)', async () => {
      expect(await put(jobBody(estate.id, { hoursPerDay: 25 }))).toBe(
        '400 hoursPerDay must be at most 24',
      );
      expect(await put(jobBody(estate.id, { hoursPerDay: 24 }))).toBe('200');
      expect(await put(jobBody(estate.id, { payRate: 1.001 }))).toBe(
        '400 payRate must have at most 2 decimals',
      );
      expect(await put(jobBody(estate.id, { maxApplications: 0 }))).toBe(
        '400 maxApplications must be at least 1',
      );
    });

    it("refuses moving the listing to another user's estate", async () => {
      const theirs = await api.estate(other);
      expect(await put(jobBody(theirs.id))).toBe('404 Estate not found');
    });

    it('refuses an empty body and an unknown status', async () => {
      expect(await put({})).toBe('400 Send the full job listing, or only its status');
      expect(await put({ status: 'archived' })).toMatch(/^400 status must be one of draft/);
    });
  });
});
