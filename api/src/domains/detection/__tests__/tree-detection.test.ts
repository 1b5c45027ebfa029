import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpError } from '../../../lib/http-errors';
import { LocalFileStorage, SNAPSHOTS } from '../../../lib/storage';
import { boundaryKey, TreeDetection } from '../service';
import type { DetectionRequest, DetectionResult, TreeDetectionProvider } from '../service';
import type { LatLng } from '@grovekeeper/geo';
import { roundConfidence } from '../local-provider';
import { isSnapshotName, renderSnapshot, SnapshotStore } from '../snapshots';

const A: LatLng[] = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.001 },
  { lat: 37.001, lng: 22 },
];
const B: LatLng[] = [
  { lat: 38, lng: 22 },
  { lat: 38, lng: 22.001 },
  { lat: 38.001, lng: 22 },
];
const C: LatLng[] = [
  { lat: 39, lng: 22 },
  { lat: 39, lng: 22.001 },
  { lat: 39.001, lng: 22 },
];

/** A provider that counts its runs and answers one tree per call number. */
function countingProvider() {
  const calls: DetectionRequest[] = [];
  let fail = false;
  const provider: TreeDetectionProvider & { calls: DetectionRequest[]; fail(on: boolean): void } = {
    calls,
    fail: (on) => {
      fail = on;
    },
    async detect(request) {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new HttpError(502, 'imagery down');
      return {
        treesInBoundary: 1,
        snapshotUrl: `/s/${calls.length}.png`,
        message: 'ok',
        trees: [{ ...request.boundaries[0]!, confidence: calls.length / 10 }],
        review: {
          imageUrl: `/s/${calls.length}.jpg`,
          width: 1,
          height: 1,
          pixelToLatLng: [0, 1, 0, 0, 0, -1],
        },
      } satisfies DetectionResult;
    },
  };
  return provider;
}

const ask = (boundaries: LatLng[]): DetectionRequest => ({
  mapCenter: boundaries[0]!,
  mapZoom: 18,
  boundaries,
});

describe('the detection cache', () => {
  it('keys boundaries by their points, in order', () => {
    expect(boundaryKey(A)).toMatch(/^[0-9a-f]{64}$/);
    expect(boundaryKey(A)).toBe(boundaryKey(A.map((p) => ({ ...p }))));
    expect(boundaryKey(A)).not.toBe(boundaryKey([...A].reverse()));
    expect(boundaryKey(A)).not.toBe(boundaryKey(B));
  });

  it('reuses the last detection of a boundary at creation, and detects the others', async () => {
    const provider = countingProvider();
    const detection = new TreeDetection(provider);
    const shown = await detection.detect(ask(A));
    expect(await detection.treesIn(A)).toEqual(shown.trees);
    expect(provider.calls).toHaveLength(1);
    const fresh = await detection.treesIn(B);
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[1]).toMatchObject({ boundaries: B, mapZoom: 18 });
    expect(await detection.treesIn(B)).toEqual(fresh);
    expect(provider.calls).toHaveLength(2);
    // The picker asking again is a fresh look (the owner pressed Re-analyse).
    await detection.detect(ask(A));
    expect(provider.calls).toHaveLength(3);
  });

  it('forgets answers after the time-to-live and beyond its size', async () => {
    let now = 0;
    const provider = countingProvider();
    const detection = new TreeDetection(provider, { maxEntries: 2, ttlMs: 1000, now: () => now });
    await detection.detect(ask(A));
    now = 999;
    await detection.treesIn(A);
    expect(provider.calls).toHaveLength(1);
    now = 2000;
    await detection.treesIn(A);
    expect(provider.calls).toHaveLength(2);
    await detection.detect(ask(B));
    await detection.detect(ask(C)); // A is the least recently used: dropped
    await detection.treesIn(B);
    await detection.treesIn(C);
    expect(provider.calls).toHaveLength(4);
    await detection.treesIn(A);
    expect(provider.calls).toHaveLength(5);
  });

  it('shares a run between concurrent requests and never remembers failures', async () => {
    const provider = countingProvider();
    const detection = new TreeDetection(provider);
    const [one, two] = await Promise.all([detection.detect(ask(A)), detection.treesIn(A)]);
    expect(two).toEqual(one.trees);
    expect(provider.calls).toHaveLength(1);

    provider.fail(true);
    await expect(detection.treesIn(B)).rejects.toThrow('imagery down');
    provider.fail(false);
    await detection.treesIn(B);
    expect(provider.calls).toHaveLength(3);
  });
});

describe('detection snapshots', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gk-snapshot-store-'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores PNGs under 128-bit random names and reads them back', async () => {
    const store = new SnapshotStore(new LocalFileStorage(dir, SNAPSHOTS));
    const png = await renderSnapshot({
      image: { width: 64, height: 48, data: new Uint8Array(64 * 48 * 3).fill(90) },
      boundary: [
        { x: 5, y: 5 },
        { x: 60, y: 8 },
        { x: 30, y: 40 },
      ],
      detections: [
        { x: 30, y: 20, confidence: 0.9 },
        { x: 20, y: 12, confidence: 0.3 },
      ],
      crownRadiusPx: 6,
    });
    const name = await store.put(png);
    expect(isSnapshotName(name)).toBe(true);
    expect(name).not.toBe(await store.put(png));
    const file = await store.read(name);
    expect(file?.size).toBe(png.length);
    file?.stream.destroy();
    expect(await store.read('../secret.png')).toBeNull();
    expect(await store.read(`${'a'.repeat(32)}.png`)).toBeNull();
  });

  it('deletes snapshots older than a day', async () => {
    const store = new SnapshotStore(new LocalFileStorage(dir, SNAPSHOTS));
    const old = path.join(dir, `${'b'.repeat(32)}.png`);
    await writeFile(old, 'old');
    const dayAndABit = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    await utimes(old, dayAndABit, dayAndABit);
    expect(await store.read(path.basename(old))).toBeNull();
    const kept = await store.put(Buffer.from('new'));
    const names = await readdir(dir);
    expect(names).toContain(kept);
    expect(names).not.toContain(path.basename(old));
  });
});

describe('confidence rounding', () => {
  it('keeps 4 decimals within 0..1', () => {
    expect(roundConfidence(0.123456)).toBe(0.1235);
    expect(roundConfidence(0.99996)).toBe(1);
    expect(roundConfidence(1.2)).toBe(1);
    expect(roundConfidence(-0.1)).toBe(0);
  });
});
