import { newId } from '../../../../lib/ids';
import { describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { apply, createJob, eventsOf, outcome, setApplication } from '../../__tests__/fixtures';
import type { Application } from '../../__tests__/fixtures';

describeApi('deciding on job applications', (api) => {
  let owner: SignedInUser;
  let worker: SignedInUser;
  let estate: HarnessEstate;

  beforeAll(async () => {
    owner = await api.user({ name: 'Eleni Employer' });
    worker = await api.user({ name: 'Petros Worker' });
    estate = await api.estate(owner);
  });

  /** A new listing of the owner with one application of `applicant`, moved to `status`. */
  async function applicationIn(status: string, applicant = worker): Promise<Application> {
    const job = await createJob(api, owner, {}, estate);
    const application = await apply(api, applicant, job.id);
    if (status !== 'pending') await setApplication(api, application.id, status);
    return application;
  }

  const move = async (user: SignedInUser, id: string, status: string) =>
    outcome(await api.as(user).put(`/api/workforce/applications/${id}`, { status }));

  describe('the employer', () => {
    it.each([
      ['pending', 'approved'],
      ['pending', 'rejected'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
    ])('moves a %s application to %s, recording who decided and when', async (from, to) => {
      const application = await applicationIn(from);
      const response = await api
        .as(owner)
        .put(`/api/workforce/applications/${application.id}`, { status: to });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ application: Application }>().application.status).toBe(to);
      const [row] = await api.db.query<{ decidedBy: string; decidedAt: Date | null }>(
        'SELECT decided_by AS "decidedBy", decided_at AS "decidedAt" FROM job_applications WHERE id = $1',
        [application.id],
      );
      expect(row).toEqual({ decidedBy: owner.id, decidedAt: expect.anything() });
      expect(await eventsOf(api, application.id)).toEqual(['applied', to]);
    });

    it.each([
      ['approved', 'approved', '409 This application has already been approved'],
      ['rejected', 'rejected', '409 This application has already been rejected'],
      ['reviewed', 'approved', '409 A reviewed application cannot be approved'],
      ['shortlisted', 'rejected', '409 A shortlisted application cannot be rejected'],
      ['withdrawn', 'approved', '409 This application was withdrawn by the applicant'],
      ['withdrawn', 'rejected', '409 This application was withdrawn by the applicant'],
      ['pending', 'reviewed', '409 An application cannot be moved to reviewed'],
      ['pending', 'shortlisted', '409 An application cannot be moved to shortlisted'],
      ['approved', 'pending', '409 An application cannot be moved to pending'],
      ['pending', 'withdrawn', '403 Only the applicant can withdraw an application'],
    ])('cannot move a %s application to %s (%s)', async (from, to, expected) => {
      const application = await applicationIn(from);
      expect(await move(owner, application.id, to)).toBe(expected);
      expect(await eventsOf(api, application.id)).toEqual(['applied']);
    });

    it('refuses a status the product does not know with 400', async () => {
      const application = await applicationIn('pending');
      expect(await move(owner, application.id, 'hired')).toMatch(/^400 status must be one of /);
    });

    it('approves once when Approve is clicked twice at the same moment', async () => {
      const application = await applicationIn('pending');
      const answers = await Promise.all([
        move(owner, application.id, 'approved'),
        move(owner, application.id, 'approved'),
      ]);
      expect(answers.sort()).toEqual(['200', expect.stringMatching(/^409 /)]);
      expect(await eventsOf(api, application.id)).toEqual(['applied', 'approved']);
    });
  });

  describe('the applicant', () => {
    it('withdraws a pending application, which nobody then decided', async () => {
      const application = await applicationIn('pending');
      expect(await move(worker, application.id, 'withdrawn')).toBe('200');
      const [row] = await api.db.query<{ status: string; decidedBy: string | null }>(
        'SELECT status, decided_by AS "decidedBy" FROM job_applications WHERE id = $1',
        [application.id],
      );
      expect(row).toEqual({ status: 'withdrawn', decidedBy: null });
      expect(await eventsOf(api, application.id)).toEqual(['applied', 'withdrawn']);
    });

    it.each([
      ['approved', 'withdrawn', '409 Only a pending application can be withdrawn'],
      ['rejected', 'withdrawn', '409 Only a pending application can be withdrawn'],
      ['withdrawn', 'withdrawn', '409 This application has already been withdrawn'],
      ['pending', 'approved', '403 Only the employer can approve or reject an application'],
      ['pending', 'rejected', '403 Only the employer can approve or reject an application'],
      ['pending', 'shortlisted', '403 You can only withdraw your application'],
      ['withdrawn', 'pending', '403 You can only withdraw your application'],
    ])('cannot move their %s application to %s (%s)', async (from, to, expected) => {
      const application = await applicationIn(from);
      expect(await move(worker, application.id, to)).toBe(expected);
    });
  });

  describe('the lists', () => {
    it("answers received applications with the applicant's worker profile and rating", async () => {
      const employer = await api.user({ name: 'Kostas Employer' });
      const farm = await api.estate(employer);
      const job = await createJob(api, employer, { title: 'Profiles' }, farm);
      const skilled = await api.user({ name: 'Maria Skilled' });
      const plain = await api.user({ name: 'Nikos Plain' });
      await api.db.query(
        `UPDATE users SET phone = '+30 210 000', avatar = '/a.png' WHERE id = $1`,
        [skilled.id],
      );
      await api.db.query(
        `INSERT INTO worker_profiles (user_id, skills, experience, years_of_experience)
         VALUES ($1, ARRAY['pruning', 'irrigation'], 'expert', 9)`,
        [skilled.id],
      );
      const first = await apply(api, skilled, job.id);
      await apply(api, plain, job.id);
      // Two earlier ratings of the skilled worker, one of them for this application.
      const earlier = await createJob(api, employer, { title: 'Earlier' }, farm);
      const old = await apply(api, skilled, earlier.id);
      for (const [applicationId, score] of [
        [first.id, 4],
        [old.id, 5],
      ] as const) {
        await api.db.query(
          `INSERT INTO worker_ratings (id, application_id, worker_id, rater_id, score)
           VALUES ($1, $2, $3, $4, $5)`,
          [newId(), applicationId, skilled.id, employer.id, score],
        );
      }

      const response = await api.as(employer).get('/api/workforce/applications');
      expect(response.statusCode).toBe(200);
      const { applications } = response.json<{ applications: Application[] }>();
      expect(applications.map((item) => (item.applicant as { name: string }).name)).toEqual([
        'Maria Skilled',
        'Nikos Plain',
        'Maria Skilled',
      ]);
      const received = applications.find((item) => item.id === first.id);
      expect(received?.applicant).toEqual({
        _id: skilled.id,
        name: 'Maria Skilled',
        email: skilled.email,
        phone: '+30 210 000',
        avatar: '/a.png',
        rating: { average: 4.5, count: 2 },
        experience: 'expert',
        skills: ['pruning', 'irrigation'],
      });
      // The employer's own score for each application, null where not rated yet.
      expect(applications.map((item) => item.myRating)).toEqual([5, null, 4]);
      expect(applications[1]?.applicant).toMatchObject({
        _id: plain.id,
        experience: null,
        skills: [],
        rating: { average: 0, count: 0 },
      });

      // The worker sees their own application, but not the employer's score.
      const sent = await api.as(skilled).get('/api/workforce/applications/my');
      const mine = sent.json<{ applications: Application[] }>().applications;
      expect(mine.map((item) => item.id)).toEqual([old.id, first.id]);
      expect(mine.map((item) => item.myRating)).toEqual([null, null]);
    });

    it('filters received applications by status and lists nothing received by others', async () => {
      const employer = await api.user();
      const farm = await api.estate(employer);
      const job = await createJob(api, employer, {}, farm);
      const [a, b] = [await api.user(), await api.user()];
      const approved = await apply(api, a, job.id);
      const pending = await apply(api, b, job.id);
      await setApplication(api, approved.id, 'approved');
      const ids = async (query: string, user = employer) =>
        (await api.as(user).get(`/api/workforce/applications${query}`))
          .json<{ applications: Application[] }>()
          .applications.map((item) => item.id);
      expect(await ids('?status=approved')).toEqual([approved.id]);
      expect(await ids('?status=pending')).toEqual([pending.id]);
      expect(await ids('?status=')).toEqual([pending.id, approved.id]);
      expect(await ids('', a)).toEqual([]);
      expect(
        outcome(await api.as(employer).get('/api/workforce/applications?status=hired')),
      ).toMatch(/^400 status must be one of /);
    });
  });
});
