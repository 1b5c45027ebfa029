import { chromium, devices } from '@playwright/test';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { createEstate } from '../fixtures/estates';
import { writeQrVideo } from '../fixtures/fake-camera';
import { decodeQr } from '../fixtures/qr';
import { expect, test } from '../fixtures/test';
import { holdReact } from '../fixtures/hold-react';

const TREE_URL = /\/estates\/[0-9a-f]{24}\/trees\/([0-9a-f]{24})$/;

/** CSS pixels per millimetre (CSS fixes 96 px to the inch). */
const PX_PER_MM = 96 / 25.4;

interface Offset {
  x: number;
  y: number;
}

/** The boundary polygon's box on the map, relative to the map's top-left corner. */
function boundaryBox(map: Locator) {
  return map.evaluate((element) => {
    const path = element.querySelector('.leaflet-boundary-pane path');
    if (!path) return null;
    const m = element.getBoundingClientRect();
    const b = path.getBoundingClientRect();
    return { left: b.left - m.left, top: b.top - m.top, width: b.width, height: b.height };
  });
}

/** Where the location pin points (the tip of its icon), relative to the map's top-left corner. */
function pinTip(map: Locator): Promise<Offset | null> {
  return map.evaluate((element) => {
    const pin = element.querySelector('img[title="Tree location"]');
    if (!pin) return null;
    const m = element.getBoundingClientRect();
    const p = pin.getBoundingClientRect();
    // The icon's anchor: 12 px from its left, at its bottom edge.
    return { x: p.left - m.left + 12, y: p.bottom - m.top };
  });
}

function near(a: Offset | null, b: Offset, tolerance = 3): boolean {
  return a !== null && Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;
}

test('an owner adds a tree on the map, edits it, adds and deletes photos, reviews harvests, prints its label, and its tag works without signing in and in tree tagging', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(240_000);
  const estate = await createEstate(page, { treeCount: 3 });
  const origin = new URL(page.url()).origin;
  let treeId = '';

  await test.step('add a tree inside the boundary; outside it is refused and the pin stays', async () => {
    // The title follows the category (3 olive trees exist, so the next is 4).
    await page.goto(`/estates/${estate.id}/trees/add`);
    await page.getByLabel('Category').selectOption('Olive Tree');
    await expect(page.getByLabel('Title')).toHaveValue('Olive Tree 4');
    await page.getByRole('button', { name: 'Choose Location on Map' }).click();
    await expect(page).toHaveURL(new RegExp(`/estates/${estate.id}/trees/location`));
    const map = page.getByTestId('map');
    await expect(map).toBeVisible();
    // Leaflet loads on demand and fits the view to the boundary: wait until the drawn
    // boundary stops moving (two equal readings), all relative to the map box.
    let fence = await boundaryBox(map);
    await expect
      .poll(async () => {
        const again = await boundaryBox(map);
        const settled = again !== null && JSON.stringify(again) === JSON.stringify(fence);
        fence = again;
        return settled;
      })
      .toBe(true);
    if (!fence) throw new Error('boundary not drawn');
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('map not laid out');
    // The fitted boundary leaves map on its left: room for a point outside the estate.
    expect(fence.left).toBeGreaterThan(40);
    expect(fence.top + fence.height / 2).toBeLessThan(mapBox.height);

    // Inside: the pin goes where the map was clicked.
    const inside = { x: fence.left + fence.width / 2, y: fence.top + fence.height / 2 };
    await map.click({ position: inside });
    const selected = page.getByTestId('selected-location');
    await expect(selected).toHaveText(/^Selected location: /);
    const chosen = (await selected.textContent()) ?? '';
    await expect.poll(() => pinTip(map).then((tip) => near(tip, inside))).toBe(true);

    // Outside (between the map's left edge and the boundary): refused, the pin stays.
    const toast = page.getByTestId('toast');
    await map.click({ position: { x: fence.left / 2, y: inside.y } });
    await expect(toast).toContainText('Invalid Location');
    await expect(toast).toContainText('Tree must be placed within the estate boundaries');
    await expect(selected).toHaveText(chosen);
    expect(near(await pinTip(map), inside)).toBe(true);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();

    // Dragged outside: refused again, and the pin goes back to where it was.
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('map not laid out');
    const grip = { x: box.x + inside.x, y: box.y + inside.y - 20 };
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(box.x + fence.left / 2, grip.y, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toContainText('Invalid Location');
    await expect(toast).toContainText('Tree must be placed within the estate boundaries');
    await expect.poll(() => pinTip(map).then((tip) => near(tip, inside))).toBe(true);
    await expect(selected).toHaveText(chosen);

    await page.getByRole('button', { name: 'Confirm Location' }).click();
    await expect(page).toHaveURL(new RegExp(`/estates/${estate.id}/trees/add$`));
    await expect(page.getByLabel('Title')).toHaveValue('Olive Tree 4');
    await page.getByRole('button', { name: 'Add Tree' }).click();
    await expect(page).toHaveURL(TREE_URL);
    treeId = TREE_URL.exec(new URL(page.url()).pathname)?.[1] as string;
    await expect(page.getByRole('heading', { name: 'Olive Tree 4' })).toBeVisible();
  });

  await test.step('edit the details and the state; the saved state is shown', async () => {
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await page.getByLabel('Title').fill('Olive Tree 4 by the well');
    await page.getByLabel('Notes').fill('Planted by Eleni in 2026');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Sick' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Tree updated successfully!');
    await expect(page.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
    await expect(page.getByText('Planted by Eleni in 2026')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('tree-state')).toHaveText('Sick');
  });

  await test.step('upload a photo and delete it, then upload the one that stays', async () => {
    await page.getByRole('tab', { name: 'State & Photos' }).click();
    await expect(page.getByText('No photos available')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('tree-state')).toHaveText('Sick');
    await expect(page.getByLabel('Photo file')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const upload = async (caption: string, background: { r: number; g: number; b: number }) => {
      // A real PNG; the thumbnail the server made loads.
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .png()
        .toBuffer();
      await page.getByLabel('Photo file').setInputFiles({
        name: 'olive.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await page.getByLabel('Caption').fill(caption);
      await page.getByRole('button', { name: 'Upload Photo' }).click();
      const thumbnail = page.getByRole('img', { name: caption });
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    };
    await upload('Blurry shot', { r: 120, g: 120, b: 120 });
    await expect(page.getByText('No photos available')).toBeHidden();
    await page.getByRole('button', { name: 'Delete photo: Blurry shot' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Delete Photo' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('img', { name: 'Blurry shot' })).toHaveCount(0);
    await expect(page.getByText('No photos available')).toBeVisible();
    await upload('North side', { r: 90, g: 130, b: 60 });
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await expect(page.getByRole('button', { name: 'Delete photo: North side' })).toHaveCount(0);
  });

  await test.step('add two harvests, approve one: the trend chart draws it', async () => {
    await page.getByRole('tab', { name: 'Harvests' }).click();
    await expect(page.getByText('No approved harvests yet')).toBeVisible();
    const records = page.getByRole('list', { name: 'Harvest records' });
    for (const weight of ['12.5', '8.25']) {
      await page.getByLabel('Weight (kg)').fill(weight);
      await page.getByRole('button', { name: 'Add Harvest' }).click();
      await expect(page.getByLabel('Weight (kg)')).toHaveValue('');
    }
    const big = records.getByTestId('harvest-record').filter({ hasText: '12.50 kg' });
    const small = records.getByTestId('harvest-record').filter({ hasText: '8.25 kg' });
    await expect(records.getByTestId('harvest-record')).toHaveCount(2);
    await expect(big.getByText('Pending')).toBeVisible();
    await expect(small.getByText('Pending')).toBeVisible();
    await big.getByRole('button', { name: /Change status/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Pending' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Approved' }).click();
    await expect(big.getByText('Approved')).toBeVisible();
    await expect(small.getByText('Pending')).toBeVisible();

    const trends = page.getByRole('region', { name: 'Harvest Trends' });
    await expect(trends.getByText('No approved harvests yet')).toHaveCount(0);
    // Only the approved harvest counts.
    await expect(trends).toContainText('Approved harvests on 1 day, 12.50 kg in total');
    // MUI X Charts drew the line chart: an SVG with a plotted line, of a real size.
    const chart = trends.locator('svg').filter({ has: page.locator('.MuiLineChart-line') });
    await expect(chart).toHaveCount(1);
    await expect(chart).toBeVisible();
    const chartBox = await chart.boundingBox();
    expect(chartBox?.height ?? 0).toBeGreaterThan(200);
    expect(chartBox?.width ?? 0).toBeGreaterThan(200);
    await expect(chart.locator('.MuiLineChart-line').first()).toHaveAttribute('d', /\S/);
  });

  const tagUrl = `${origin}/trees/${treeId}/tag`;
  let scannedUrl: string | null = null;

  await test.step("the QR code on the owner's page points at the tree's tag", async () => {
    await page.getByRole('tab', { name: 'QR Code' }).click();
    // Read from the pixels on screen, as a phone would.
    scannedUrl = await decodeQr(page.getByRole('img', { name: /QR code for tree/ }));
    expect(scannedUrl).toBe(tagUrl);
  });

  await test.step('someone without an account opens the tag: read-only, its QR code works', async () => {
    const stranger = await browser.newContext();
    try {
      const phone = await stranger.newPage();
      await phone.goto(tagUrl);
      await expect(phone.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
      await expect(phone.getByText('Planted by Eleni in 2026')).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
      await phone.getByRole('tab', { name: 'State & Photos' }).click();
      await expect(phone.getByRole('tabpanel').getByTestId('tree-state')).toHaveText('Sick');
      await expect(phone.getByRole('img', { name: 'North side' })).toBeVisible();
      await expect(phone.getByRole('img', { name: 'Blurry shot' })).toHaveCount(0);
      await phone.getByRole('tab', { name: 'QR Code' }).click();
      expect(await decodeQr(phone.getByRole('img', { name: /QR code for tree/ }))).toBe(tagUrl);
      await phone.getByRole('button', { name: 'Edit Tree' }).click();
      await expect(phone).toHaveURL(/\/login$/);
    } finally {
      await stranger.close();
    }
  });

  await test.step("on a slow phone the tag's facts show before the app's code has arrived", async () => {
    const stranger = await browser.newContext();
    try {
      const phone = await stranger.newPage();
      // The shell's React chunk is held back: only the remote's first paint can draw the page.
      const release = await holdReact(phone);
      const firstPaint = phone.waitForResponse(/\/first-paint\.js$/);
      // Not until 'load': the held chunk keeps the page loading.
      await phone.goto(tagUrl, { waitUntil: 'commit' });
      // Asked again on every load, like the remote's entry: a redeploy's is never stale.
      expect((await firstPaint).headers()['cache-control']).toBe('no-cache');
      const main = phone.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
      await expect(main.getByText('Planted by Eleni in 2026')).toBeVisible();
      // Edit Tree works already: a link to the owner's page.
      await expect(main.getByRole('link', { name: 'Edit Tree' })).toHaveAttribute(
        'href',
        `/trees/${treeId}`,
      );
      await expect(phone.getByTestId('tag-language')).toHaveCount(0);
      release();
      // The app takes the page over: its language menu, its Edit Tree button, one heading.
      await expect(phone.getByTestId('tag-language')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Edit Tree' })).toBeVisible();
      await expect(phone.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toHaveCount(1);
      await expect(main.getByText('Planted by Eleni in 2026')).toBeVisible();
    } finally {
      await stranger.close();
    }
  });

  await test.step('print the label: 100 x 120 mm, printed by itself, its QR code is the tag', async () => {
    // Record window.print instead of opening the dialog.
    await page.addInitScript(() => {
      const calls: number[] = [];
      Object.defineProperty(window, '__printCalls', { value: calls });
      window.print = () => {
        calls.push(performance.now());
      };
    });
    await page.goto(`/trees/${treeId}/print`);
    const label = page.getByTestId('tree-label');
    await expect(label).toBeVisible();
    await expect(label).toContainText('Olive Tree 4 by the well');
    const size = await label.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    });
    expect(Math.abs(size.width - 100 * PX_PER_MM)).toBeLessThan(1);
    expect(Math.abs(size.height - 120 * PX_PER_MM)).toBeLessThan(1);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __printCalls: number[] }).__printCalls.length),
      )
      .toBe(1);
    expect(await decodeQr(label.getByRole('img', { name: /QR code linking to/ }))).toBe(tagUrl);
  });

  await test.step('tree tagging: the URL read from the QR code, typed by hand, finds the tree', async () => {
    await page.goto('/tree-tagging');
    const manual = page.getByLabel('Enter QR code or paste QR URL');
    await manual.pressSequentially(scannedUrl ?? '');
    await expect(manual).toHaveValue(tagUrl);
    await manual.press('Enter');
    await expect(page.getByText('Tree found successfully!')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Olive Tree 4 by the well');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Pruned' }).click();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Tree updated successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan Another' })).toBeVisible();

    // The owner's page shows the new state; the rest of the tree is as it was.
    await page.goto(`/trees/${treeId}`);
    await expect(page.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('tree-state')).toHaveText('Pruned');
    await expect(page.getByText('Planted by Eleni in 2026')).toBeVisible();
  });
});

// @camera: decoding the fake camera's video needs the CPU; it runs after the other specs.
test(
  "field staff scan a tree's printed tag with the phone camera and update the tree",
  {
    tag: '@camera',
  },
  async ({ page, user: _signedIn }, testInfo) => {
    test.setTimeout(90_000);
    const estate = await createEstate(page, { treeCount: 2, name: 'Scanned Grove' });
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const headers = { authorization: `Bearer ${token}` };
    const { trees } = (await (
      await page.request.get(`/api/estates/${estate.id}/trees`, { headers })
    ).json()) as { trees: { id: string; textCode: string; title: string }[] };
    const tree = trees[0] as { id: string; textCode: string; title: string };
    const origin = new URL(page.url()).origin;

    // Chromium's fake camera films the printed tag: a video of its QR code.
    const video = writeQrVideo(testInfo.outputPath('tag.y4m'), `${origin}/trees/${tree.id}/tag`);
    const phone = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await phone.newContext({
        ...devices['Pixel 7'],
        baseURL: origin,
        permissions: ['camera'],
      });
      await context.addInitScript((accessToken) => {
        window.localStorage.setItem('accessToken', accessToken);
      }, token as string);
      const field = await context.newPage();
      await field.goto('/tree-tagging');
      await field.getByRole('button', { name: 'Start Scanning' }).click();
      // Decoding video frames on the page's thread: on 2 cores shared with other work a frame
      // can take seconds (CI once missed 20 s with three builds running beside it).
      await expect(field.getByText('Tree found successfully!')).toBeVisible({ timeout: 45_000 });
      await expect(field.getByLabel('Title')).toHaveValue(tree.title);
      await expect(field.getByText(tree.textCode).first()).toBeVisible();
      await field.getByRole('combobox', { name: 'State' }).click();
      await field.getByRole('option', { name: 'Watered' }).click();
      await field.getByLabel('Notes').fill('Watered the north row');
      await field.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(field.getByText('Tree updated successfully.')).toBeVisible();
      await expect(field.getByRole('button', { name: 'Scan Another' })).toBeVisible();
    } finally {
      await phone.close();
    }

    // The owner sees the change on the tree's page.
    await page.goto(`/trees/${tree.id}`);
    await expect(page.getByRole('heading', { name: tree.title })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByTestId('tree-state')).toHaveText('Watered');
    await expect(page.getByText('Watered the north row')).toBeVisible();
  },
);

test('a tree code typed by hand finds the tree; nonsense is refused with the spec message', async ({
  page,
  user: _signedIn,
}) => {
  const estate = await createEstate(page, { treeCount: 1, name: 'Typed Grove' });
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const { trees } = (await (
    await page.request.get(`/api/estates/${estate.id}/trees`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { trees: { qrCode: string; title: string }[] };
  const tree = trees[0] as { qrCode: string; title: string };
  await page.goto('/tree-tagging');
  const manual = page.getByLabel('Enter QR code or paste QR URL');
  await manual.fill('not a code!');
  await manual.press('Enter');
  await expect(
    page.getByText('Scanned QR does not contain a valid ID. Please try another code.'),
  ).toBeVisible();
  await manual.fill(tree.qrCode);
  await manual.press('Enter');
  await expect(page.getByText('Tree found successfully!')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(tree.title);
});
