import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { newId } from '../../../lib/ids';
import { JOB_LOST, QUEUE } from '../queue';
import { insertJob, startAttempt, updateAttempt } from '../repository';
import { jobUntil } from './job-helpers';

/**
 * A replica that dies while running a job, played by a second pg-boss over the same
 * database: it claims the job, marks it running as a replica does, then never renews its
 * lease. The API (the surviving replica) polls for queued jobs only once a minute here,
 * so the test says when it looks.
 */
describeApi(
  'jobs whose replica died',
  { config: { jobs: { leaseSeconds: 3, pollSeconds: 60, keepHours: 24 } } },
  (api) => {
    let owner: SignedInUser;
    let dying: PgBoss;

    beforeAll(async () => {
      owner = await api.user();
      const { jobs } = api.server.app;
      jobs.handle('test-attempt', async ({ attempt, step }) => {
        await step(50);
        return { attempt };
      });
      // Runs longer than two leases: its replica renews the lease meanwhile.
      jobs.handle('test-long', async ({ attempt, step }) => {
        for (let second = 1; second <= 7; second++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await step(second * 10);
        }
        return { attempt };
      });
      // The surviving replica's queue (and pg-boss's maintenance) runs from now on.
      await jobs.start();
      dying = new PgBoss({ db: { executeSql: (text, values) => api.db.executeSql(text, values) } });
      await dying.start();
    });

    afterAll(async () => {
      await dying.stop({ graceful: false, close: false });
    });

    /** A job queued as the API queues it (its record and pg-boss's job, together). */
    async function queueJob(): Promise<string> {
      const bossId = randomUUID();
      const id = newId();
      await api.db.transaction(async (tx) => {
        await insertJob(tx, { id, ownerId: owner.id, kind: 'test-attempt', input: {}, bossId });
        const db = {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: await tx.query(text, values),
          }),
        };
        await dying.send(QUEUE, { jobId: id }, { id: bossId, db });
      });
      return id;
    }

    /** The dying replica claims the job, starts it, reports 40 % and is gone. */
    async function claimAndDie(id: string, attempt: number): Promise<void> {
      const [claimed] = await dying.fetch(QUEUE);
      expect(claimed?.data).toEqual({ jobId: id });
      await startAttempt(api.db, id, attempt, 'the dying replica');
      await updateAttempt(api.db, id, attempt, { progress: 40 });
    }

    it('fails a job whose lease expired twice, with a readable error', async () => {
      const id = await queueJob();
      await claimAndDie(id, 1);
      expect(await jobUntil(api, owner, id, () => true)).toMatchObject({
        state: 'running',
        progress: 40,
      });
      // The lease ran out: queued again for another replica.
      await jobUntil(api, owner, id, (job) => job.state === 'queued');
      await claimAndDie(id, 2);
      const failed = await jobUntil(api, owner, id, (job) => job.state === 'failed');
      expect(failed).toMatchObject({ error: JOB_LOST, result: null });
    });

    it('retries a job whose replica died once on another replica, where it completes', async () => {
      const id = await queueJob();
      await claimAndDie(id, 1);
      await jobUntil(api, owner, id, (job) => job.state === 'queued');
      // The surviving replica looks now instead of in a minute.
      api.server.app.jobs.wake();
      const done = await jobUntil(api, owner, id, (job) => job.state === 'done');
      expect(done).toMatchObject({ progress: 100, result: { attempt: 2 } });
    });

    it('keeps the lease of a live job that runs longer than the lease', async () => {
      const { id } = await api.server.app.jobs.enqueue(owner.id, 'test-long', {});
      const done = await jobUntil(
        api,
        owner,
        id,
        (job) => job.state !== 'running' && job.state !== 'queued',
      );
      expect(done).toMatchObject({ state: 'done', result: { attempt: 1 } });
    }, 30_000);
  },
);
