import type { TestServer } from '../../../../test/app';
import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import type { WorkerPage } from '../../workers/schemas';
import { insertApplication, profileBody } from '../../__tests__/workers-fixtures';

/**
 * Every change the directory shows reaches the next search on every server: the main one
 * and a second one on the same database (how replicas work on PostgreSQL; on PGlite both
 * hear the notification).
 */
describeApi('the worker directory after changes, on this server and another', (api) => {
  let worker: SignedInUser;
  let viewer: SignedInUser;
  let other: TestServer;

  const search = async (server: TestServer, query = 'limit=100') => {
    const response = await server.request({
      method: 'GET',
      url: `/api/workforce/workers?${query}`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<WorkerPage>();
  };
  const onOther = async (user: SignedInUser, method: string, url: string, payload?: unknown) => {
    const response = await other.request({ method, url, payload, headers: user.auth });
    expect(response.statusCode).toBeLessThan(300);
    return response;
  };
  /** The worker as each server shows them (undefined where not listed). */
  const seen = async (query?: string) =>
    Promise.all(
      [api.server, other].map(async (server) =>
        (await search(server, query)).workers.find((entry) => entry.id === worker.id),
      ),
    );

  beforeAll(async () => {
    worker = await api.user({ name: 'Nikos Worker' });
    viewer = await api.user({ name: 'Estate Owner' });
    other = await api.startServer();
    // Both servers hold a directory before the changes, so they must notice them.
    expect((await seen()).every((entry) => entry === undefined)).toBe(true);
  }, 60_000);

  it('shows a profile published, edited and hidden on the other server at the next search', async () => {
    await onOther(worker, 'PUT', '/api/workforce/profile', profileBody());
    for (const entry of await seen()) expect(entry?.skills).toEqual(['harvesting', 'pruning']);
    for (const entry of await seen('lat=37.0&lng=22.1&maxDistance=20')) {
      expect(entry?.distance).toBeGreaterThan(0);
    }

    await onOther(worker, 'PUT', '/api/workforce/profile', {
      skills: ['irrigation'],
      coordinates: { lat: 40.64, lng: 22.94 },
    });
    for (const entry of await seen()) expect(entry?.skills).toEqual(['irrigation']);
    expect(await seen('lat=37.0&lng=22.1&maxDistance=20')).toEqual([undefined, undefined]);
    for (const entry of await seen('lat=40.6&lng=22.9&skills=irrigation')) {
      expect(entry?.coordinates).toEqual({ lat: 40.64, lng: 22.94 });
    }

    await onOther(worker, 'PUT', '/api/workforce/profile', { published: false });
    expect(await seen()).toEqual([undefined, undefined]);
    await onOther(worker, 'PUT', '/api/workforce/profile', { published: true });
    for (const entry of await seen()) expect(entry).toBeDefined();
  });

  it("shows the worker's new name and avatar changed on the other server", async () => {
    await onOther(worker, 'PUT', '/api/profile', {
      name: 'Nikos Renamed',
      avatar: 'https://example.com/nikos.png',
    });
    for (const entry of await seen()) {
      expect(entry).toMatchObject({
        name: 'Nikos Renamed',
        avatar: 'https://example.com/nikos.png',
      });
    }
  });

  it("shows a rating given on the other server in the worker's average and count", async () => {
    const employer = await api.user({ name: 'Employer' });
    const applicationId = await insertApplication(api, {
      employerId: employer.id,
      workerId: worker.id,
    });
    await onOther(employer, 'POST', `/api/workforce/applications/${applicationId}/rating`, {
      score: 3,
    });
    for (const entry of await seen()) expect(entry?.rating).toEqual({ average: 3, count: 1 });
  });

  it('sees changes written straight to the database at the next search', async () => {
    await api.db.query(`UPDATE worker_profiles SET availability = 'busy' WHERE user_id = $1`, [
      worker.id,
    ]);
    for (const entry of await seen()) expect(entry?.availability).toBe('busy');
    await api.db.query(`DELETE FROM worker_ratings WHERE worker_id = $1`, [worker.id]);
    for (const entry of await seen()) expect(entry?.rating).toEqual({ average: 0, count: 0 });
    await api.db.query(`DELETE FROM users WHERE id = $1`, [worker.id]);
    expect(await seen()).toEqual([undefined, undefined]);
  });
});
