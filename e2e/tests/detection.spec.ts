import { expect, test } from '../fixtures/test';

interface DetectedTree {
  lat: number;
  lng: number;
  confidence: number;
}

// The product server analyses a synthetic olive grove served as aerial tiles on loopback
// (global setup) around the map's default centre, so detection runs with no network.
test('the picker detects the trees of a grove, shows them, and the wizard creates them where they stand', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);

  await page.goto('/wizard');
  await page.getByRole('button', { name: 'Select location on map' }).click();
  await expect(page).toHaveURL(/\/location-picker$/);
  const map = page.getByTestId('map');
  await expect(map).toBeVisible();
  await map.scrollIntoViewIfNeeded();

  // Closer in (zoom 17, about 1 m per pixel): a boundary of roughly one hectare.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(400);
  }
  const box = await map.boundingBox();
  if (!box) throw new Error('map not laid out');
  const cx = box.width / 2;
  const cy = box.height / 2;
  await page.getByRole('button', { name: 'Start Drawing' }).click();
  for (const [dx, dy] of [
    [-55, -50],
    [55, -50],
    [55, 50],
    [-55, 50],
  ])
    await map.click({ position: { x: cx + dx!, y: cy + dy! } });
  await expect(page.getByTestId('info-points')).toHaveText('4');
  await expect(page.getByTestId('info-status')).toHaveText('Ready for AI Analysis');

  // The detection runs as a job (issue 29): the request answers 202 with it, and the page
  // follows GET /api/jobs/:id until it is done; the job's result is the detector's answer.
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/openai-vision/detect-trees') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Analyze Trees with AI' }).click();
  const response = await started;
  expect(response.status()).toBe(202);
  const { job } = (await response.json()) as { job: { id: string } };
  const finished = await page.waitForResponse(
    async (answer) =>
      answer.url().endsWith(`/api/jobs/${job.id}`) &&
      answer.request().method() === 'GET' &&
      ((await answer.json()) as { job: { state: string } }).job.state === 'done',
    { timeout: 60_000 },
  );
  const answer = ((await finished.json()) as { job: { result: unknown } }).job.result as {
    treesInBoundary: number;
    snapshotUrl: string;
    trees: DetectedTree[];
  };
  // About one hectare of trees 7 m apart: well over a hundred.
  expect(answer.treesInBoundary).toBeGreaterThan(100);
  expect(answer.trees).toHaveLength(answer.treesInBoundary);

  await expect(page.getByTestId('info-status')).toHaveText('AI Analysis Complete');
  await expect(page.getByTestId('info-trees')).toHaveText(String(answer.treesInBoundary));
  await expect(page.getByTestId('toast')).toContainText('AI Analysis Complete');
  // Every detected tree is on the map, and the analysed image can be opened.
  await expect(map.locator('.leaflet-container')).toHaveAttribute(
    'data-marker-count',
    String(answer.treesInBoundary),
  );
  const snapshot = page.getByRole('link', { name: 'Open the analysed image' });
  const href = await snapshot.getAttribute('href');
  const image = await page.request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(
    page.getByRole('banner').getByText(`${answer.treesInBoundary} trees detected`),
  ).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByLabel(/Number of Trees/)).toHaveValue(String(answer.treesInBoundary));
  await page.getByLabel(/Estate Name/).fill('Detected Grove');
  await page.getByLabel(/^Address/).fill('Messini, Greece');
  await page.getByRole('checkbox', { name: 'Olive Trees' }).check();
  await page
    .getByRole('checkbox', { name: 'AI-powered tree detection from satellite imagery' })
    .check();
  await page.getByRole('button', { name: 'Create Estate' }).click();

  await expect(page).toHaveURL(/\/estates\/[0-9a-f]{24}$/);
  await expect(
    page.getByRole('heading', { name: `Trees (${answer.treesInBoundary})` }),
  ).toBeVisible();

  // The trees stand where the detector found them, marked as detected with a confidence.
  const estateId = page.url().split('/').pop()!;
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`/api/estates/${estateId}/trees?limit=10000`, { headers });
  const { trees } = (await listed.json()) as {
    trees: { id: string; coordinates: { lat: number; lng: number } }[];
  };
  const key = (p: { lat: number; lng: number }) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  expect(trees.map((t) => key(t.coordinates)).sort()).toEqual(answer.trees.map(key).sort());

  const first = trees[0]!;
  const detail = await page.request.get(`/api/trees/${first.id}`, { headers });
  const tree = (await detail.json()) as {
    tree?: { isAutoGenerated: boolean; detectionConfidence: number };
    isAutoGenerated?: boolean;
    detectionConfidence?: number;
  };
  const body = tree.tree ?? tree;
  expect(body.isAutoGenerated).toBe(true);
  expect(body.detectionConfidence).toBeGreaterThan(0);
  expect(body.detectionConfidence).toBeLessThanOrEqual(1);
  expect(String(body.detectionConfidence)).toMatch(/^(0|1)(\.\d{1,4})?$/);

  // Its page shows the detector's confidence as a whole percent.
  await page.goto(`/estates/${estateId}/trees/${first.id}`);
  await expect(
    page.getByText(`AI confidence: ${Math.round(body.detectionConfidence! * 100)}%`),
  ).toBeVisible();
});
