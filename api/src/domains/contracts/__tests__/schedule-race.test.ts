/**
 * Two schedulers at once (issue 28): on PostgreSQL two pools (as two replicas would have)
 * run passes at the same moment; on PGlite two passes on the one database. Every
 * transition and every notification happens exactly once.
 */
import { setClock } from '../../../lib/clock';
import type { Database } from '../../../db';
import { openPostgres } from '../../../db/postgres';
import { describeApi } from '../../../test/harness';
import { runContractSchedule } from '../schedule';
import { signedContract } from './fixtures';
import { contractKinds } from './after-signature-fixtures';

describeApi('the contract lifecycle job on two replicas', (api) => {
  let other: Database;

  beforeAll(async () => {
    if (api.databaseName !== 'PostgreSQL') {
      other = api.db;
      return;
    }
    const [row] = await api.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    other = await openPostgres(url.toString());
  });

  afterAll(async () => {
    setClock(null);
    if (other && other !== api.db) await other.close();
  });

  it('makes each transition and each notification exactly once', async () => {
    const deals = [];
    for (let i = 0; i < 3; i += 1) deals.push(await signedContract(api));
    const ids = deals.map((deal) => deal.contract.id);

    const race = async (iso: string) => {
      setClock(() => new Date(iso));
      const passes = await Promise.all([
        runContractSchedule(api.db),
        runContractSchedule(other),
        runContractSchedule(api.db),
        runContractSchedule(other),
      ]);
      return passes;
    };

    // Start date and the 30-days notice in the same passes, then the end.
    const started = await race('2031-09-05T09:00:00Z');
    expect(started.some((pass) => pass.ran)).toBe(true);
    await race('2031-09-06T09:00:00Z');
    await race('2031-10-02T09:00:00Z');
    await race('2031-10-03T09:00:00Z');

    const events = await api.db.query<{ subjectId: string; action: string; n: number }>(
      `SELECT subject_id AS "subjectId", action, count(*)::int AS n FROM domain_events
        WHERE subject_type = 'contract' AND subject_id = ANY($1::text[])
          AND action IN ('activated', 'ending_soon', 'completed')
        GROUP BY subject_id, action ORDER BY subject_id, action`,
      [ids],
    );
    expect(events).toEqual(
      [...ids]
        .sort()
        .flatMap((subjectId) =>
          ['activated', 'completed', 'ending_soon'].map((action) => ({ subjectId, action, n: 1 })),
        ),
    );
    for (const deal of deals) {
      for (const party of [deal.owner, deal.tenant]) {
        expect(await contractKinds(api, party, deal.contract.id)).toEqual([
          'contract_starting',
          'contract_ending_soon',
          'contract_ended',
        ]);
      }
    }
    const [statuses] = await api.db.query<{ completed: number }>(
      `SELECT count(*)::int AS completed FROM contracts
        WHERE id = ANY($1::text[]) AND status = 'completed'`,
      [ids],
    );
    expect(statuses!.completed).toBe(3);
  });

  it("is the app's job too: a pass on demand, and the timer stops with the app", async () => {
    const deal = await signedContract(api);
    setClock(() => new Date('2030-10-02T09:00:00Z'));
    const pass = await api.server.app.contractSchedule.runOnce();
    expect(pass.ran).toBe(true);
    const [row] = await api.db.query<{ status: string }>(
      'SELECT status FROM contracts WHERE id = $1',
      [deal.contract.id],
    );
    expect(row?.status).toBe('active');

    // A second app on the same database starts its timer (a pass at once) and closes cleanly.
    const replica = await api.startServer({ contractScheduleSeconds: 3600 });
    replica.app.contractSchedule.start();
    await replica.close();
  });
});
