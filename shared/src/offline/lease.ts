import { offlineDb } from './db';

/**
 * Where Web Locks are missing (older browsers, some WebViews): one sender at a time across
 * tabs through a lease kept in IndexedDB. A holder renews it while it works; a page closed
 * mid-pass leaves a lease that runs out, so nobody waits for it for long.
 */
const LEASE_KEY = 'senderLease';
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 500;

interface Lease {
  owner: string;
  until: number;
}

const me = globalThis.crypto.randomUUID();

async function tryTake(now: number): Promise<boolean> {
  const db = offlineDb();
  return db.transaction('rw', db.meta, async () => {
    const lease = (await db.meta.get(LEASE_KEY))?.value as Lease | undefined;
    if (lease && lease.owner !== me && lease.until > now) return false;
    await db.meta.put({ key: LEASE_KEY, value: { owner: me, until: now + LEASE_MS } });
    return true;
  });
}

async function release(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.meta, async () => {
    const lease = (await db.meta.get(LEASE_KEY))?.value as Lease | undefined;
    if (lease?.owner === me) await db.meta.delete(LEASE_KEY);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` holding the lease, waiting for another tab's to end or run out first. */
export async function withLease<T>(task: () => Promise<T>): Promise<T> {
  while (!(await tryTake(Date.now()))) await sleep(POLL_MS);
  const renew = setInterval(() => void tryTake(Date.now()).catch(() => undefined), RENEW_MS);
  try {
    return await task();
  } finally {
    clearInterval(renew);
    await release().catch(() => undefined);
  }
}
