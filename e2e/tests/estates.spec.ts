import { FAKE_ADDRESS } from '../fixtures/fake-geocoder';
import { decodeQr } from '../fixtures/qr';
import { expect, test } from '../fixtures/test';
import { holdReact } from '../fixtures/hold-react';

// The e2e servers have no network: the open map engine shows blank tiles, which is fine,
// since the boundary is drawn by clicking the map container. Geocoding answers from the
// fake Nominatim on loopback (global setup), which knows one address everywhere.
const CORNERS = [
  { x: 150, y: 150 },
  { x: 350, y: 150 },
  { x: 350, y: 330 },
  { x: 150, y: 330 },
];

test('an owner draws a boundary, creates an estate with 25 generated trees, renames it, moves a tree on the map, prints its QR sheet and deletes it', async ({
  browser,
  page,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);

  await page.goto('/');
  await expect(page.getByText('No Estates Found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add Estate', exact: true }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(
    page.getByText('Please define estate boundaries to access tree generation options'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Select location on map' }).click();
  await expect(page).toHaveURL(/\/location-picker$/);
  const map = page.getByTestId('map');
  await expect(map).toBeVisible();
  // The picker names the place at the boundary's centroid once the drawing settles.
  const reverseGeocoded = page.waitForResponse(
    (response) => response.url().includes('/api/maps/reverse?') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Start Drawing' }).click();
  for (const position of CORNERS) await map.click({ position });

  await expect(page.getByTestId('info-points')).toHaveText('4');
  await expect(page.getByTestId('info-area')).toHaveText(/^\d+\.\d\d hectares$/);
  // The shell header shows the detected count and OK from 3 points.
  await expect(page.getByRole('banner').getByText('50 trees detected')).toBeVisible();
  expect(await (await reverseGeocoded).json()).toEqual({ address: FAKE_ADDRESS });
  // The wizard announces each changed value in turn (1.5 s apart, one toast at a time): keep
  // every toast the page shows, so a slow machine cannot miss one between two polls.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('main').getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByTestId('chip-boundary')).toHaveText('4 boundary points');
  await expect(page.getByTestId('chip-area')).toHaveText(/^\d+\.\d\d ha$/);
  await expect(page.getByLabel(/Land Area/)).not.toHaveValue('');
  // The address found by the picker arrives with the boundary, announced by a toast.
  await expect(page.getByTestId('chip-address')).toHaveText(FAKE_ADDRESS);
  await expect(page.getByLabel(/^Address/)).toHaveValue(FAKE_ADDRESS);
  const escaped = FAKE_ADDRESS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts))
    .toContainEqual(expect.stringMatching(new RegExp(`^Address Updated\\s*${escaped}$`)));

  await page.getByLabel(/Estate Name/).fill('Messinia Grove');
  await page.getByLabel(/Number of Trees/).fill('25');
  await page.getByRole('checkbox', { name: 'Olive Trees' }).check();
  await page.getByRole('checkbox', { name: 'Fig Trees' }).check();
  await page.getByRole('checkbox', { name: /Auto-generate 25 trees/ }).check();
  await page.getByRole('button', { name: 'Create Estate' }).click();

  await expect(page).toHaveURL(/\/estates\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Messinia Grove' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trees (25)' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename estate' }).click();
  await page.getByLabel('Estate name').fill('Kalamata Grove');
  await page.getByLabel('Estate name').press('Enter');
  await expect(page.getByRole('heading', { name: 'Kalamata Grove' })).toBeVisible();

  await page.getByRole('tab', { name: 'Map View' }).click();
  await expect(page).toHaveURL(/\?tab=map$/);
  await expect(page.getByText('25 trees.')).toBeVisible();
  const mapView = page.getByTestId('map');
  await expect(mapView).toBeVisible();
  // The boundary is drawn: one SVG path with a real outline.
  const boundary = mapView.locator('.leaflet-boundary-pane path');
  await expect(boundary).toHaveCount(1);
  await expect(boundary).toHaveAttribute('d', /^M-?\d+ -?\d+(L-?\d+ -?\d+){3,}z$/);
  const outline = await boundary.boundingBox();
  expect(outline?.width).toBeGreaterThan(50);
  expect(outline?.height).toBeGreaterThan(50);
  // View mode draws the 25 trees as circle markers on one canvas; the container says how
  // many markers the layer holds.
  await expect(mapView.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  await expect(mapView.locator('.leaflet-container')).toHaveAttribute('data-marker-count', '25');
  await expect(mapView.locator('.gk-tree-marker')).toHaveCount(0);

  // Edit Positions turns the 25 canvas markers into 25 draggable ones.
  await page.getByRole('button', { name: 'Edit Positions' }).click();
  const markers = page.locator('.gk-tree-marker');
  await expect(markers).toHaveCount(25);
  // The page may have scrolled the map partly out of the window; a drag needs it all in view.
  await page.getByTestId('map').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('map not laid out');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The tree farthest from the centre; halfway to the centre stays inside the (convex,
  // fitted) boundary and is a move of many pixels.
  const measure = () =>
    markers.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          title: element.parentElement?.getAttribute('title') ?? '',
          x: rect.x + rect.width / 2,
          y: rect.y + rect.height / 2,
        };
      }),
    );
  // The map may still be settling (fitting the boundary): measure until two readings agree.
  let placed = await measure();
  await expect
    .poll(async () => {
      const again = await measure();
      const same = JSON.stringify(again) === JSON.stringify(placed);
      placed = again;
      return same;
    })
    .toBe(true);
  const distance = (p: { x: number; y: number }) => Math.hypot(p.x - centre.x, p.y - centre.y);
  const viewport = page.viewportSize();
  const inView = placed.filter(
    (p) => !viewport || (p.x > 0 && p.y > 0 && p.x < viewport.width && p.y < viewport.height),
  );
  expect(inView.length).toBeGreaterThan(0);
  const farthest = inView.reduce((a, b) => (distance(b) > distance(a) ? b : a));
  const title = farthest.title;
  expect(title).not.toBe('');
  const from = { x: farthest.x, y: farthest.y };
  const to = { x: (from.x + centre.x) / 2, y: (from.y + centre.y) / 2 };
  expect(distance(from)).toBeGreaterThan(30);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(/\b1 moved\.?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();

  // After a reload the tree is where it was dropped.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Positions' }).click();
  const moved = page.locator(`[title="${title}"] .gk-tree-marker`);
  await expect(moved).toHaveCount(1);
  // Compared within the map, which the reload may have scrolled elsewhere in the window.
  await page.getByTestId('map').scrollIntoViewIfNeeded();
  const mapAfter = await page.getByTestId('map').boundingBox();
  const after = await moved.boundingBox();
  if (!after || !mapAfter) throw new Error('moved marker not laid out');
  expect(Math.abs(after.x + after.width / 2 - mapAfter.x - (to.x - box.x))).toBeLessThan(4);
  expect(Math.abs(after.y + after.height / 2 - mapAfter.y - (to.y - box.y))).toBeLessThan(4);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The print sheet has one QR code per tree of this estate, each for that tree's tag
  // page, labelled with that tree's title and code.
  const estateUrl = page.url().replace(/\?.*$/, '');
  const estateId = new URL(estateUrl).pathname.split('/').pop();
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const treesResponse = await page.request.get(`/api/estates/${estateId}/trees`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(treesResponse.status()).toBe(200);
  const { trees } = (await treesResponse.json()) as {
    trees: { id: string; title: string; textCode: string }[];
  };
  expect(trees).toHaveLength(25);
  const treeById = new Map(trees.map((tree) => [tree.id, tree]));

  await page.goto(`${estateUrl}/print`);
  const labels = page.getByTestId('qr-label');
  await expect(labels).toHaveCount(25);
  const origin = new URL(page.url()).origin;
  const tagUrl = new RegExp(`^${origin}/trees/([0-9a-f]{24})/tag$`);
  const printedIds: string[] = [];
  for (const label of await labels.all()) {
    // Decoded from the pixels, as a phone camera would read the printed sheet.
    const url = await decodeQr(label.locator('svg'));
    const id = tagUrl.exec(url ?? '')?.[1];
    expect(id, `QR code ${url} is a tag URL`).toBeDefined();
    const tree = treeById.get(id!);
    expect(tree, `QR code ${url} is for a tree of this estate`).toBeDefined();
    await expect(label.getByText(tree!.title, { exact: true })).toBeVisible();
    await expect(label.getByText(tree!.textCode, { exact: true })).toBeVisible();
    printedIds.push(id!);
  }
  expect([...printedIds].sort()).toEqual([...treeById.keys()].sort());

  // A first visit on another device, while the shell's React chunk is held back: the
  // dashboard's first paint draws the estate from the early reads, and the app takes over.
  const device = await browser.newContext();
  try {
    await device.addInitScript((value) => {
      window.localStorage.setItem('accessToken', value ?? '');
    }, token);
    const other = await device.newPage();
    const release = await holdReact(other);
    await other.goto('/', { waitUntil: 'commit' });
    const main = other.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Kalamata Grove' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Kalamata Grove/ })).toHaveAttribute(
      'href',
      `/estates/${estateId}`,
    );
    await expect(main.getByRole('region', { name: 'Total Trees' })).toContainText('25');
    await expect(main.getByRole('button', { name: 'Delete estate Kalamata Grove' })).toHaveCount(0);
    release();
    await expect(main.getByRole('button', { name: 'Delete estate Kalamata Grove' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Kalamata Grove' })).toHaveCount(1);
    await expect(main.getByRole('region', { name: 'Total Trees' })).toContainText('25');
  } finally {
    await device.close();
  }

  await page.goto('/');
  await expect(page.getByText('Kalamata Grove')).toBeVisible();
  await page.getByRole('button', { name: 'Delete estate Kalamata Grove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete Estate' }).click();
  await expect(page.getByTestId('toast')).toContainText(
    'Estate "Kalamata Grove" has been deleted.',
  );
  await expect(page.getByText('No Estates Found')).toBeVisible();
});
