/**
 * LISTEN/NOTIFY through the Database interface (issue 28): a notification reaches the
 * listener only when its transaction commits, and on PostgreSQL a LISTEN connection the
 * server drops comes back by itself, tells its owner, and hears the next notification.
 */
import { DATABASE_START_TIMEOUT_MS, testDatabases } from '../../test/databases';
import type { Database } from '../database';

const CHANNEL = 'grovekeeper_listen_test';

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(testDatabases())('LISTEN on $name', (database) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(() => close());

  it('hears a notification when its transaction commits, never when it rolls back', async () => {
    const heard: string[] = [];
    const stop = await db.listen(CHANNEL, (payload) => heard.push(payload));
    await db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, 'rolled back']);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, 'committed']);
    });
    await until(() => heard.length > 0);
    // A last one through the same path proves nothing else was on its way.
    await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'last']);
    await until(() => heard.includes('last'));
    expect(heard).toEqual(['committed', 'last']);
    await stop();
  });
});

// Only a PostgreSQL server can drop a connection: with DATABASE_URL unset (PGlite alone) the
// table is empty, and jest refuses an empty `.each`, so the block is not declared at all.
const servers = testDatabases().filter((database) => database.name === 'PostgreSQL');
if (servers.length > 0) {
  describe.each(servers)('LISTEN on $name after the server drops the connection', (database) => {
    let db: Database;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await database.open());
    }, DATABASE_START_TIMEOUT_MS);
    afterAll(() => close());

    it('reconnects, says so, and hears what is notified next', async () => {
      const heard: string[] = [];
      let reconnects = 0;
      const stop = await db.listen(
        CHANNEL,
        (payload) => heard.push(payload),
        () => (reconnects += 1),
      );
      const listeners = () =>
        db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
          [`LISTEN "${CHANNEL}"`],
        );
      const [first] = await listeners();
      expect(first).toBeDefined();
      await db.query('SELECT pg_terminate_backend($1)', [first!.pid]);

      await until(() => reconnects === 1);
      const [second] = await listeners();
      expect(second?.pid).not.toBe(first!.pid);
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'after the drop']);
      await until(() => heard.includes('after the drop'));

      // Stopped, it stays stopped: no reconnect after its own close.
      await stop();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(reconnects).toBe(1);
      expect(await listeners()).toHaveLength(0);
    });
  });
}
