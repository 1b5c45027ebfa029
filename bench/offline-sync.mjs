// A day of field work synced at once (issue 26): 200 tree changes over 50 trees and 20 camera
// photos (1600 × 1200 JPEGs of 1-2 MB), queued on the phone with no signal, then sent to the
// product on an embedded database when it is back in range. The phone is the real sync engine
// (offline-sync-phone.mts, run by tsx); the figures: the time until the queue is empty and per
// change, and a check that every change arrived exactly once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { boundary } from './estates.mjs';
import { printTable, ROOT, startWithEstate } from './lib.mjs';

const TREES = 50;

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function benchOfflineSync() {
  const { product, user, estate } = await startWithEstate(4397, 'offline', {
    name: 'Signal-less Grove',
    address: 'Kalamata, Greece',
    treeCount: TREES,
    boundaries: boundary(),
  });
  try {
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const before = await json(
      await fetch(`${product.url}/api/estates/${estate.id}/offline-trees`, { headers }),
      'offline trees',
    );
    const trees = before.trees.slice(0, TREES);

    const phone = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'bench/offline-sync-phone.mts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          BENCH_URL: product.url,
          BENCH_TOKEN: user.accessToken,
          BENCH_TREES: JSON.stringify(trees),
        },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    if (phone.status !== 0) throw new Error(`phone: ${phone.stderr || phone.stdout}`);
    const figures = JSON.parse(phone.stdout.trim().split('\n').pop());

    // Every change exactly once: each tree's version grew by its 4 changes and its photo.
    const after = await json(
      await fetch(`${product.url}/api/estates/${estate.id}/offline-trees`, { headers }),
      'offline trees after',
    );
    const versions = new Map(after.trees.map((tree) => [tree.id, tree.version]));
    const wrong = trees.filter(
      (tree, index) =>
        versions.get(tree.id) !== tree.version + 4 + (index < figures.photos ? 1 : 0),
    );
    const photoCounts = await Promise.all(
      trees.slice(0, figures.photos).map(async (tree) => {
        const { photos } = await json(
          await fetch(`${product.url}/api/trees/${tree.id}/photos`, { headers }),
          'photos',
        );
        return photos.length;
      }),
    );
    const once =
      figures.left === 0 && wrong.length === 0 && photoCounts.every((count) => count === 1);
    const changes = figures.queued;
    printTable('Offline sync: a day of field work sent when back in range (embedded PGlite)', [
      ['changes queued (tree changes + photos)', `${changes - figures.photos} + ${figures.photos}`],
      ['photo bytes queued', `${(figures.photoBytes / 1024 / 1024).toFixed(1)} MB`],
      ['sync until the queue is empty', `${figures.seconds.toFixed(2)} s`, 'under 60 s'],
      ['per change', `${((figures.seconds * 1000) / changes).toFixed(1)} ms`],
      ['requests sent', String(figures.requests)],
      [
        'every change arrived exactly once',
        once ? 'yes' : `NO (${figures.left} left, ${wrong.length} trees off)`,
        'yes',
      ],
    ]);
    if (!once) process.exitCode = 1;
  } finally {
    product.stop();
  }
}
