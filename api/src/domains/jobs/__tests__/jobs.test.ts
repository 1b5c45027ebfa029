import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { setClock } from '../../../lib/clock';
import { badRequest } from '../../../lib/http-errors';
import { DETECTION_UNAVAILABLE } from '../../detection/service';
import { JOB_FAILED } from '../queue';
import { JOB_FINISHED, JOB_NOT_FOUND } from '../routes';
import { gate, jobUntil } from './job-helpers';
import type { JobJson } from './job-helpers';

const ASYNC = { prefer: 'respond-async' };
const PICKER_BODY = {
  mapCenter: { lat: 37.002, lng: 22.1025 },
  mapZoom: 18,
  boundaries: [
    { lat: 37.0, lng: 22.1 },
    { lat: 37.0, lng: 22.102 },
    { lat: 37.002, lng: 22.102 },
    { lat: 37.002, lng: 22.1 },
  ],
};

describeApi(
  'jobs',
  { config: { jobs: { leaseSeconds: 3, pollSeconds: 1, keepHours: 24 } } },
  (api) => {
    let owner: SignedInUser;
    let stranger: SignedInUser;
    /** The steps of the test kind wait for these; each records what it reached. */
    let gates: ReturnType<typeof gate>[] = [];
    let reached: number[] = [];

    beforeAll(async () => {
      owner = await api.user();
      stranger = await api.user();
      const { jobs } = api.server.app;
      jobs.handle('test-steps', async ({ step }) => {
        for (const [index, percent] of [25, 50, 75].entries()) {
          await gates[index]?.wait;
          await step(percent);
          reached.push(percent);
        }
        return { steps: reached.length };
      });
      jobs.handle('test-refused', async () => {
        throw badRequest('Draw a smaller boundary');
      });
      jobs.handle('test-crash', async () => {
        throw new Error('a bug, with details the user must not see');
      });
    });

    beforeEach(() => {
      gates = [gate(), gate(), gate()];
      reached = [];
    });

    const start = (kind: string) => api.server.app.jobs.enqueue(owner.id, kind, {});

    it('exports every estate as a job: 202 with the job, then done with the same file to download', async () => {
      await api.estate(owner, { name: 'Job Grove' });
      const started = await api
        .as(owner)
        .call('GET', '/api/estates/export?format=geojson', undefined, ASYNC);
      expect(started.statusCode).toBe(202);
      const { job } = started.json<{ job: JobJson }>();
      expect(job).toMatchObject({ kind: 'estates-export', state: 'queued', progress: 0 });
      expect(started.headers.location).toBe(`/api/jobs/${job.id}`);
      expect(started.headers['preference-applied']).toBe('respond-async');

      const done = await jobUntil(api, owner, job.id, (current) => current.state === 'done');
      expect(done.progress).toBe(100);
      const result = done.result as { url: string; fileName: string };
      expect(result.url).toBe(`/api/jobs/${job.id}/file`);
      const file = await api.as(owner).get(result.url);
      expect(file.statusCode).toBe(200);
      const direct = await api.as(owner).get('/api/estates/export?format=geojson');
      expect(file.headers['content-disposition']).toBe(direct.headers['content-disposition']);
      expect(file.headers['content-type']).toBe(direct.headers['content-type']);
      expect(file.body).toBe(direct.body);
      expect(file.body).toContain('Job Grove');

      // Only its owner sees the job and its file.
      for (const [method, url] of [
        ['GET', `/api/jobs/${job.id}`],
        ['GET', result.url],
        ['DELETE', `/api/jobs/${job.id}`],
      ] as const) {
        const refused = await api.as(stranger).call(method, url);
        expect(refused.statusCode).toBe(404);
      }
      expect((await api.as(stranger).get(`/api/jobs/${job.id}`)).json()).toMatchObject({
        error: JOB_NOT_FOUND,
      });
    });

    it('shows the progress a running job reports between its steps', async () => {
      const record = await start('test-steps');
      gates[0]?.open();
      const half = await jobUntil(api, owner, record.id, (job) => job.progress === 25);
      expect(half).toMatchObject({ state: 'running', result: null });
      gates[1]?.open();
      await jobUntil(api, owner, record.id, (job) => job.progress === 50);
      gates[2]?.open();
      const done = await jobUntil(api, owner, record.id, (job) => job.state === 'done');
      expect(done).toMatchObject({ progress: 100, result: { steps: 3 } });
    });

    it('cancels a running job: cancelled at once, and the job stops before its next step', async () => {
      const record = await start('test-steps');
      gates[0]?.open();
      await jobUntil(api, owner, record.id, (job) => job.progress === 25);
      const cancelled = await api.as(owner).delete(`/api/jobs/${record.id}`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<{ job: JobJson }>().job).toMatchObject({ state: 'cancelled' });
      gates[1]?.open();
      gates[2]?.open();
      // The step after the cancel threw: the job went no further.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reached).toEqual([25]);
      const after = await api.as(owner).get(`/api/jobs/${record.id}`);
      expect(after.json<{ job: JobJson }>().job).toMatchObject({
        state: 'cancelled',
        progress: 25,
        result: null,
      });
      // Cancelling again answers the same.
      expect((await api.as(owner).delete(`/api/jobs/${record.id}`)).statusCode).toBe(200);
    });

    it('refuses to cancel a finished job', async () => {
      for (const next of gates) next.open();
      const finished = await start('test-steps');
      await jobUntil(api, owner, finished.id, (job) => job.state === 'done');
      const refused = await api.as(owner).delete(`/api/jobs/${finished.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: JOB_FINISHED });
    });

    it('fails a job with the readable reason its work gave, in the caller’s language', async () => {
      const refused = await start('test-refused');
      const failed = await jobUntil(api, owner, refused.id, (job) => job.state === 'failed');
      expect(failed).toMatchObject({ error: 'Draw a smaller boundary', result: null });

      const crashed = await start('test-crash');
      const crash = await jobUntil(api, owner, crashed.id, (job) => job.state === 'failed');
      expect(crash.error).toBe(JOB_FAILED);

      // The picker's detection on a server without a detector fails as the route would.
      const picker = await api
        .as(owner)
        .call('POST', '/api/openai-vision/detect-trees', PICKER_BODY, ASYNC);
      expect(picker.statusCode).toBe(202);
      const { job } = picker.json<{ job: JobJson }>();
      expect(job.kind).toBe('picker-detection');
      const unavailable = await jobUntil(api, owner, job.id, (next) => next.state === 'failed');
      expect(unavailable.error).toBe(DETECTION_UNAVAILABLE);
      expect((await api.as(owner).put('/api/profile', { language: 'el' })).statusCode).toBe(200);
      const greek = await api.as(owner).get(`/api/jobs/${job.id}`);
      expect((await api.as(owner).put('/api/profile', { language: 'en' })).statusCode).toBe(200);
      expect(greek.json<{ job: JobJson }>().job.error).toMatch(
        /^Ο εντοπισμός με AI δεν είναι ενεργός/,
      );
    });

    it('deletes a finished job and its file a day after it ended; a queued or running one stays', async () => {
      await api.estate(owner, { name: 'Kept a Day' });
      const started = await api
        .as(owner)
        .call('GET', '/api/estates/export?format=csv', undefined, ASYNC);
      const { job } = started.json<{ job: JobJson }>();
      await jobUntil(api, owner, job.id, (current) => current.state === 'done');
      const running = await start('test-steps');
      await jobUntil(api, owner, running.id, (current) => current.state === 'running');
      const { jobs } = api.server.app;
      const later = (hours: number) => {
        const moment = Date.now() + hours * 3600 * 1000;
        setClock(() => new Date(moment));
      };
      try {
        later(23);
        await jobs.prune();
        expect((await api.as(owner).get(`/api/jobs/${job.id}/file`)).statusCode).toBe(200);

        later(25);
        expect(await jobs.prune()).toBeGreaterThanOrEqual(1);
        const gone = await api.as(owner).get(`/api/jobs/${job.id}`);
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toMatchObject({ error: JOB_NOT_FOUND });
        expect((await api.as(owner).get(`/api/jobs/${job.id}/file`)).statusCode).toBe(404);
        const still = await api.as(owner).get(`/api/jobs/${running.id}`);
        expect(still.json<{ job: JobJson }>().job.state).toBe('running');
      } finally {
        setClock(null);
        for (const next of gates) next.open();
      }
      await jobUntil(api, owner, running.id, (current) => current.state === 'done');
    });

    it('answers 404 for a job that does not exist and 400 for a malformed id', async () => {
      const missing = await api.as(owner).get('/api/jobs/0123456789abcdef01234567');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: JOB_NOT_FOUND });
      expect((await api.as(owner).get('/api/jobs/nope')).statusCode).toBe(400);
      expect((await api.request({ url: '/api/jobs/0123456789abcdef01234567' })).statusCode).toBe(
        401,
      );
    });
  },
);
