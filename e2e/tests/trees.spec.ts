import { chromium, devices } from '@playwright/test';
import sharp from 'sharp';
import { createEstate } from '../fixtures/estates';
import { writeQrVideo } from '../fixtures/fake-camera';
import { decodeQr } from '../fixtures/qr';
import { expect, test } from '../fixtures/test';

const TREE_URL = /\/estates\/[0-9a-f]{24}\/trees\/([0-9a-f]{24})$/;

test('an owner adds a tree on the map, edits it, adds a photo and a harvest, and its tag works without signing in', async ({
  page,
  browser,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  const estate = await createEstate(page, { treeCount: 3 });

  // Add tree: the title follows the category (3 olive trees exist, so the next is 4).
  await page.goto(`/estates/${estate.id}/trees/add`);
  await page.getByLabel('Category').selectOption('Olive Tree');
  await expect(page.getByLabel('Title')).toHaveValue('Olive Tree 4');
  await page.getByRole('button', { name: 'Choose Location on Map' }).click();
  await expect(page).toHaveURL(new RegExp(`/estates/${estate.id}/trees/location`));
  // The map is fitted to the boundary: its centre is inside the estate.
  const map = page.getByTestId('map');
  await expect(map).toBeVisible();
  // Leaflet loads on demand: click once it has drawn the boundary.
  await expect(map.locator('.leaflet-overlay-pane > *').first()).toBeAttached();
  await map.click();
  await expect(page.getByText('No location selected')).toBeHidden();
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page).toHaveURL(new RegExp(`/estates/${estate.id}/trees/add$`));
  await expect(page.getByLabel('Title')).toHaveValue('Olive Tree 4');
  await page.getByRole('button', { name: 'Add Tree' }).click();
  await expect(page).toHaveURL(TREE_URL);
  const treeId = TREE_URL.exec(new URL(page.url()).pathname)?.[1] as string;
  await expect(page.getByRole('heading', { name: 'Olive Tree 4' })).toBeVisible();

  // Edit the details.
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByLabel('Title').fill('Olive Tree 4 by the well');
  await page.getByLabel('Notes').fill('Planted by Eleni in 2026');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Sick' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Tree updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
  await expect(page.getByText('Planted by Eleni in 2026')).toBeVisible();

  // A real PNG photo, only in edit mode; the thumbnail the server made loads.
  await page.getByRole('tab', { name: 'State & Photos' }).click();
  await expect(page.getByText('No photos available')).toBeVisible();
  await expect(page.getByLabel('Photo file')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 130, b: 60 } },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Photo file').setInputFiles({
    name: 'olive.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByLabel('Caption').fill('North side');
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const thumbnail = page.getByRole('img', { name: 'North side' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel Editing' }).click();

  // A harvest, approved: it appears in the trends.
  await page.getByRole('tab', { name: 'Harvests' }).click();
  await expect(page.getByText('No approved harvests yet')).toBeVisible();
  await page.getByLabel('Weight (kg)').fill('12.5');
  await page.getByRole('button', { name: 'Add Harvest' }).click();
  const records = page.getByRole('list', { name: 'Harvest records' });
  await expect(records.getByText('12.50 kg')).toBeVisible();
  await expect(records.getByText('Pending')).toBeVisible();
  await records.getByRole('button', { name: /Change status/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Pending' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Approved' }).click();
  await expect(records.getByText('Approved')).toBeVisible();
  await expect(page.getByText('No approved harvests yet')).toBeHidden();

  // The QR code a phone reads from the screen opens the tag page.
  await page.getByRole('tab', { name: 'QR Code' }).click();
  const origin = new URL(page.url()).origin;
  const qr = page.getByRole('img', { name: /QR code for tree/ });
  expect(await decodeQr(qr)).toBe(`${origin}/trees/${treeId}/tag`);

  // Someone without an account opens the tag: read-only, Edit Tree asks to sign in.
  const stranger = await browser.newContext();
  const phone = await stranger.newPage();
  await phone.goto(`${origin}/trees/${treeId}/tag`);
  await expect(phone.getByRole('heading', { name: 'Olive Tree 4 by the well' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  await phone.getByRole('tab', { name: 'State & Photos' }).click();
  await expect(phone.getByRole('img', { name: 'North side' })).toBeVisible();
  await phone.getByRole('button', { name: 'Edit Tree' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await stranger.close();
});

test("field staff scan a tree's printed tag with the phone camera and update the tree", async ({
  page,
  user: _signedIn,
}, testInfo) => {
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
    await expect(field.getByText('Tree found successfully!')).toBeVisible({ timeout: 20_000 });
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

  // The owner sees the change.
  const saved = (await (await page.request.get(`/api/trees/${tree.id}`, { headers })).json()) as {
    tree: { state: string; notes: string };
  };
  expect(saved.tree).toMatchObject({ state: 'watered', notes: 'Watered the north row' });
});

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
