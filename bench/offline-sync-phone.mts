// The phone of `npm run bench -- offline-sync`, run by tsx in a process of its own: the sync
// engine of @grovekeeper/shared/offline in a jsdom page on fake-indexeddb, against the product
// started by offline-sync.mjs. It queues a day of field work with no signal, comes back in
// range and times the sync until the queue is empty; it prints one JSON line of figures.
import 'fake-indexeddb/auto';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';

const { BENCH_URL: url = '', BENCH_TOKEN: token = '', BENCH_TREES: treesJson = '[]' } = process.env;
const CHANGES_PER_TREE = 4;
const PHOTOS = 20;

interface BenchTree {
  id: string;
  title: string;
  textCode: string;
  version: number;
}

const page = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
  url,
  pretendToBeVisual: true,
});
page.window.localStorage.setItem('accessToken', token);
Object.assign(globalThis, { window: page.window, document: page.window.document });

// No signal until the day's work is queued: every request fails as a cut network does.
let online = false;
const realFetch = globalThis.fetch;
let requests = 0;
globalThis.fetch = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  requests += 1;
  return online ? realFetch(input, init) : Promise.reject(new TypeError('fetch failed'));
};

const engine = await import('@grovekeeper/shared/offline');

/** A photo as a phone camera makes it: 1600 × 1200 (under 2 MP) of grainy detail, ~1-2 MB. */
async function cameraJpeg(seed: number): Promise<Blob> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (state >>> 16) & 0xff;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

const trees = JSON.parse(treesJson) as BenchTree[];
// Each change changes something (a tree starts healthy): its version grows by one for each.
const states = ['sick', 'pruned', 'watered'] as const;
let photoBytes = 0;
for (const [index, tree] of trees.entries()) {
  const ref = { id: tree.id, version: tree.version, label: `${tree.title} (${tree.textCode})` };
  for (let n = 0; n < CHANGES_PER_TREE; n += 1) {
    const fields =
      n % 2 === 0 ? { state: states[(index + n / 2) % states.length] } : { notes: `Round ${n}` };
    await engine.submitTreeChange(ref, fields);
  }
  if (index < PHOTOS) {
    const photo = await cameraJpeg(index + 1);
    photoBytes += photo.size;
    await engine.submitPhoto(ref, photo, `tree-${index}.jpg`, `Photo ${index}`);
  }
}
const queued = await engine.pendingChanges();

// Back in range: the person taps "Sync now" (the first tries are in back-off).
online = true;
requests = 0;
const started = performance.now();
await engine.syncNow();
const seconds = (performance.now() - started) / 1000;
const left = await engine.pendingChanges();
const statuses = (await engine.queuedChanges()).map((change) => change.status);
console.log(
  JSON.stringify({ queued, left, statuses, seconds, requests, photoBytes, photos: PHOTOS }),
);
process.exit(0);
