import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { ROOT } from '../servers';
import { expect, test } from '../fixtures/test';
import { jobResult } from '../fixtures/jobs';

interface LatLng {
  lat: number;
  lng: number;
}

interface DetectedTree extends LatLng {
  confidence: number;
}

interface DetectionAnswer {
  treesInBoundary: number;
  trees: DetectedTree[];
  runId: string;
  review: { imageUrl: string; width: number; height: number; pixelToLatLng: number[] };
}

interface OrchardModule {
  generateOrchard(
    seed: number,
    options: Record<string, unknown>,
  ): { width: number; height: number; rgb: Uint8Array };
}

const METRES_PER_DEGREE = 111_320;
/** About 70 m × 70 m of olive grove (about half a hectare): a quick detection. */
const CENTRE = { lat: 37.031, lng: 22.052 };
const HALF_M = 35;
const COS = Math.cos((CENTRE.lat * Math.PI) / 180);
const BOUNDARY: LatLng[] = [
  [-1, -1],
  [-1, 1],
  [1, 1],
  [1, -1],
].map(([s, w]) => ({
  lat: CENTRE.lat + (s! * HALF_M) / METRES_PER_DEGREE,
  lng: CENTRE.lng + (w! * HALF_M) / (METRES_PER_DEGREE * COS),
}));

/** Ground distance in metres (equirectangular, fine at this size). */
function metres(a: LatLng, b: LatLng): number {
  return Math.hypot((a.lat - b.lat) * METRES_PER_DEGREE, (a.lng - b.lng) * METRES_PER_DEGREE * COS);
}

/**
 * A north-up PNG orthophoto of a synthetic olive grove over the boundary (the API's own
 * scene generator, from its build), 0.15 m a pixel with 20 m of margin, and its edges.
 */
async function orchardOrthophoto() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { generateOrchard } = require(
    path.join(ROOT, 'api', 'dist', 'domains', 'detection', 'synthetic', 'orchard.js'),
  ) as OrchardModule;
  const metresPerPixel = 0.15;
  const marginM = 20;
  const dLat = metresPerPixel / METRES_PER_DEGREE;
  const dLng = metresPerPixel / (METRES_PER_DEGREE * COS);
  const north = BOUNDARY[2]!.lat + marginM / METRES_PER_DEGREE;
  const west = BOUNDARY[0]!.lng - marginM / (METRES_PER_DEGREE * COS);
  const side = Math.ceil((2 * (HALF_M + marginM)) / metresPerPixel);
  const scene = generateOrchard(2412, {
    widthPx: side,
    heightPx: side,
    metresPerPixel,
    spacingM: 7,
    angleDeg: 12,
    missingRate: 0.05,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
  });
  const png = await sharp(Buffer.from(scene.rgb), {
    raw: { width: scene.width, height: scene.height, channels: 3 },
  })
    .png()
    .toBuffer();
  return {
    png,
    bounds: { north, west, south: north - side * dLat, east: west + side * dLng },
  };
}

async function bearer(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  return { authorization: `Bearer ${token}` };
}

/** Pixel → lat/lng on the review image, as the contract's affine map says. */
function toLatLng(t: number[], x: number, y: number): LatLng {
  return { lng: t[0]! + t[1]! * x + t[2]! * y, lat: t[3]! + t[4]! * x + t[5]! * y };
}

// Issue 24's journey: detect on an uploaded orthophoto, remove two crowns (one with a click,
// one with the keyboard), add a missed one with a click, create, and the estate has exactly
// those trees; Reports counts the share of detections the owner kept.
test('the owner reviews the detections on an orthophoto: removes two, adds one, and the estate gets exactly those trees', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(240_000);
  const headers = await bearer(page);

  const created = await page.request.post('/api/estates', {
    headers,
    data: {
      name: 'Reviewed Grove',
      address: 'Messini, Greece',
      treeCount: 1,
      landArea: 0.49,
      coordinates: CENTRE,
      boundaries: BOUNDARY,
      treeTypes: ['olive'],
      autoGenerateTrees: false,
      aiDetectionEnabled: false,
    },
  });
  expect(created.status()).toBe(201);
  const estate = (await created.json()) as { id: string };

  const { png, bounds } = await orchardOrthophoto();
  const uploaded = await page.request.put(`/api/estates/${estate.id}/orthophoto`, {
    headers,
    multipart: {
      north: String(bounds.north),
      south: String(bounds.south),
      east: String(bounds.east),
      west: String(bounds.west),
      file: { name: 'grove.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(uploaded.status()).toBe(200);

  await page.goto(`/estates/${estate.id}`);
  const card = page.getByRole('region', { name: 'Aerial image' });
  const detected = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/estates/${estate.id}/detect-trees`) &&
      response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Detect trees' }).click();
  // The detection runs as a job (issue 29): 202 at once, then the page follows the job.
  const started = await detected;
  expect(started.status()).toBe(202);
  const { job } = (await started.json()) as { job: { id: string } };
  const answer = await jobResult<DetectionAnswer>(page, job.id);
  const n = answer.trees.length;
  // About 70 m × 70 m of trees 7 m apart, 5% missing: around a hundred.
  expect(n).toBeGreaterThan(60);
  expect(answer.runId).toMatch(/^[0-9a-f-]{36}$/);

  const review = card.getByRole('region', { name: 'Review the detected trees' });
  const count = review.getByTestId('review-count');
  await expect(count).toHaveText(`${n} trees 0 removed, 0 added`);
  await expect(review.getByRole('button', { name: /^Detected tree \d+, confidence/ })).toHaveCount(
    n,
  );

  // One false detection removed with a click (or tap) on its crown...
  const firstIndex = Math.floor(n / 3);
  const secondIndex = Math.floor((2 * n) / 3);
  const crown = (index: number) =>
    review.getByRole('button', {
      name: `Detected tree ${index + 1}, confidence ${Math.round(answer.trees[index]!.confidence * 100)}%`,
    });
  await crown(firstIndex).click();
  await expect(crown(firstIndex)).toHaveCount(0);
  await expect(count).toHaveText(`${n - 1} trees 1 removed, 0 added`);

  // ...one with the keyboard: Tab from the crown before it, then Delete.
  await crown(secondIndex - 1).focus();
  await page.keyboard.press('Tab');
  await expect(crown(secondIndex)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(crown(secondIndex)).toHaveCount(0);
  await expect(count).toHaveText(`${n - 2} trees 2 removed, 0 added`);
  // The next crown takes the focus, for the next correction.
  await expect(crown(secondIndex + 1)).toBeFocused();

  // A missed tree added with a click where there is no crown: the pixel inside the boundary
  // farthest from every detection.
  const { width, height, pixelToLatLng: affine } = answer.review;
  let best = { x: 0, y: 0, distance: -1, at: { lat: 0, lng: 0 } };
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const at = toLatLng(affine, x, y);
      const inside =
        at.lat > BOUNDARY[0]!.lat + 5 / METRES_PER_DEGREE &&
        at.lat < BOUNDARY[2]!.lat - 5 / METRES_PER_DEGREE &&
        at.lng > BOUNDARY[0]!.lng + 5 / (METRES_PER_DEGREE * COS) &&
        at.lng < BOUNDARY[2]!.lng - 5 / (METRES_PER_DEGREE * COS);
      if (!inside) continue;
      const distance = Math.min(...answer.trees.map((tree) => metres(tree, at)));
      if (distance > best.distance) best = { x, y, distance, at };
    }
  }
  expect(best.distance).toBeGreaterThan(2);
  const image = review.getByTestId('review-image');
  const box = (await image.boundingBox())!;
  await image.click({
    position: { x: (best.x * box.width) / width, y: (best.y * box.height) / height },
  });
  await expect(count).toHaveText(`${n - 1} trees 2 removed, 1 added`);
  await expect(review.getByRole('button', { name: 'Added tree 1' })).toBeVisible();

  const applied = page.waitForResponse(
    (r) => r.url().includes('/detection-runs/') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: `Add ${n - 1} trees` }).click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByTestId('toast')).toContainText(`${n - 1} trees added to the estate.`);
  await expect(review).toHaveCount(0);

  // The estate has exactly the kept detections and the added tree.
  const listed = await page.request.get(`/api/estates/${estate.id}/trees?limit=10000`, {
    headers,
  });
  const { trees } = (await listed.json()) as {
    trees: { coordinates: LatLng; isAutoGenerated: boolean }[];
  };
  expect(trees).toHaveLength(n - 2 + 1);
  const nearest = (p: LatLng) => Math.min(...trees.map((tree) => metres(tree.coordinates, p)));
  for (const index of [firstIndex, secondIndex]) {
    // No tree where a removed detection was (its neighbours stand 7 m away).
    expect(nearest(answer.trees[index]!)).toBeGreaterThan(3);
  }
  const added = trees.filter((tree) => !tree.isAutoGenerated);
  expect(added).toHaveLength(1);
  expect(metres(added[0]!.coordinates, best.at)).toBeLessThan(0.5);
  for (const [index, tree] of answer.trees.entries()) {
    if (index === firstIndex || index === secondIndex) continue;
    expect(nearest(tree)).toBeLessThan(0.01);
  }

  // Reports: the share of the detections the owner kept.
  const accuracy = Math.round((1000 * (n - 2)) / n) / 10;
  const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(accuracy);
  await page.goto('/reports');
  await expect(page.getByRole('region', { name: 'System Performance' })).toContainText(
    `AI Detection Accuracy${shown}%`,
  );
});
