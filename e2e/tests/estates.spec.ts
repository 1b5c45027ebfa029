import { expect, test } from '../fixtures/test';

// The e2e servers have no network: the open map engine shows blank tiles, which is fine,
// since the boundary is drawn by clicking the map container.
const CORNERS = [
  { x: 150, y: 150 },
  { x: 350, y: 150 },
  { x: 350, y: 330 },
  { x: 150, y: 330 },
];

test('an owner draws a boundary, creates an estate with generated trees, renames it, views the map and deletes it', async ({
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
