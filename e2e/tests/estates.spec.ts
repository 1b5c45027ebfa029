import { decodeQr } from '../fixtures/qr';
import { expect, test } from '../fixtures/test';

// The e2e servers have no network: the open map engine shows blank tiles, which is fine,
// since the boundary is drawn by clicking the map container.
const CORNERS = [
  { x: 150, y: 150 },
  { x: 350, y: 150 },
  { x: 350, y: 330 },
  { x: 150, y: 330 },
];

test('an owner draws a boundary, creates an estate with 25 generated trees, renames it, moves a tree on the map, prints its QR sheet and deletes it', async ({
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
  await page.getByRole('button', { name: 'Start Drawing' }).click();
  for (const position of CORNERS) await map.click({ position });

  await expect(page.getByTestId('info-points')).toHaveText('4');
  await expect(page.getByTestId('info-area')).toHaveText(/^\d+\.\d\d hectares$/);
  // The shell header shows the detected count and OK from 3 points.
  await expect(page.getByRole('banner').getByText('50 trees detected')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByTestId('chip-boundary')).toHaveText('4 boundary points');
  await expect(page.getByTestId('chip-area')).toHaveText(/^\d+\.\d\d ha$/);
  await expect(page.getByLabel(/Land Area/)).not.toHaveValue('');

  await page.getByLabel(/Estate Name/).fill('Messinia Grove');
  // Offline, reverse geocoding finds nothing: the owner types the address.
  await page.getByLabel(/^Address/).fill('Messini, Greece');
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
  await expect(page.getByTestId('map')).toBeVisible();

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

  // The print sheet has one QR code per tree, each for that tree's tag page.
  const estateUrl = page.url().replace(/\?.*$/, '');
  await page.goto(`${estateUrl}/print`);
  const labels = page.getByTestId('qr-label');
  await expect(labels).toHaveCount(25);
  // Decoded from the pixels, as a phone camera would read the printed sheet.
  const urls: (string | null)[] = [];
  for (const svg of await labels.locator('svg').all()) urls.push(await decodeQr(svg));
  const origin = new URL(page.url()).origin;
  for (const url of urls) expect(url).toMatch(new RegExp(`^${origin}/trees/[0-9a-f]{24}/tag$`));
  expect(new Set(urls).size).toBe(25);

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
