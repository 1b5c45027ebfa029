import { describeApi } from '../harness';

describeApi('the API test harness', (api) => {
  it('signs users in and gives them estates only they can read', async () => {
    const owner = await api.user({ name: 'Maria Owner' });
    const stranger = await api.user();
    const estate = await api.estate(owner, { name: 'Harness Grove' });

    const mine = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect([mine.statusCode, mine.json().name]).toEqual([200, 'Harness Grove']);
    const theirs = await api.as(stranger).get(`/api/estates/${estate.id}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('runs every migration, rentals and contracts included', async () => {
    const tables = await api.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY table_name`,
      [['contract_signatures', 'contracts', 'domain_events', 'rental_applications', 'rentals']],
    );
    expect(tables.map((table) => table.name)).toEqual([
      'contract_signatures',
      'contracts',
      'domain_events',
      'rental_applications',
      'rentals',
    ]);
  });
});
