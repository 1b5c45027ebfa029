import { describeApi } from '../../../test/harness';
import { saveDetectionRun, UNREVIEWED_RUN_DAYS } from '../runs';

const BOUNDARY = [
  { lat: 37.01, lng: 22.11 },
  { lat: 37.01, lng: 22.12 },
  { lat: 37.02, lng: 22.12 },
];
const TREES = [{ lat: 37.012, lng: 22.113, confidence: 0.9 }];

// Unreviewed detection runs do not pile up: each keeps every detected point.
describeApi('stale detection runs', (api) => {
  const ids = async (ownerId: string): Promise<string[]> =>
    (
      await api.db.query<{ id: string }>(
        'SELECT id FROM detection_runs WHERE owner_id = $1 ORDER BY id',
        [ownerId],
      )
    ).map((row) => row.id);

  const age = (id: string, days: number) =>
    api.db.query(
      `UPDATE detection_runs SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
      [id, days],
    );

  it(`drops the owner's unreviewed runs older than ${UNREVIEWED_RUN_DAYS} days when they detect again, and keeps the rest`, async () => {
    const owner = await api.user();
    const other = await api.user();
    const save = (ownerId: string) =>
      saveDetectionRun(api.db, {
        ownerId,
        estateId: null,
        source: 'imagery',
        boundary: BOUNDARY,
        trees: TREES,
      });
    const stale = await save(owner.id);
    const recent = await save(owner.id);
    const reviewed = await save(owner.id);
    const othersStale = await save(other.id);
    await age(stale, UNREVIEWED_RUN_DAYS + 1);
    await age(recent, UNREVIEWED_RUN_DAYS - 1);
    await age(reviewed, UNREVIEWED_RUN_DAYS + 30);
    await age(othersStale, UNREVIEWED_RUN_DAYS + 1);
    await api.db.query(
      `UPDATE detection_runs SET applied_at = now(), kept = 1, removed = 0, added = 0
        WHERE id = $1`,
      [reviewed],
    );

    const next = await save(owner.id);

    expect(await ids(owner.id)).toEqual([recent, reviewed, next].sort());
    // Another owner's runs wait for their own next detection.
    expect(await ids(other.id)).toEqual([othersStale]);
  });
});
