import { expect, test } from '../fixtures/test';

/** A rectangle of about 5.9 ha near Kalamata, as Google Earth saves a placemark (closed ring, lng,lat). */
const [WEST, SOUTH, EAST, NORTH] = [22.1, 37.05, 22.103, 37.052];
const CORNERS: [number, number][] = [
  [WEST, SOUTH],
  [EAST, SOUTH],
  [EAST, NORTH],
  [WEST, NORTH],
  [WEST, SOUTH],
];
const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <Placemark>
      <name>Lower terrace</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>
        ${CORNERS.map(([lng, lat]) => `${lng},${lat},0`).join(' ')}
      </coordinates></LinearRing></outerBoundaryIs></Polygon>
    </Placemark>
  </Document>
</kml>`;

/** The rectangle's area on a sphere of the mean Earth radius: independent of the product's code. */
function rectangleHectares(): number {
  const radius = 6_371_008.8;
  const rad = Math.PI / 180;
  const square =
    radius ** 2 * (EAST - WEST) * rad * Math.abs(Math.sin(NORTH * rad) - Math.sin(SOUTH * rad));
  return square / 10_000;
}

test('an owner imports a boundary from a KML file in the wizard, picks it and the estate gets its area', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(90_000);
  await page.goto('/wizard');
  await expect(page.getByRole('button', { name: 'Select location on map' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import boundary from file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'terraces.kml',
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: Buffer.from(KML),
  });

  const dialog = page.getByRole('dialog', { name: 'Import boundary' });
  const option = dialog
    .getByRole('listbox', { name: 'Polygons found in the file' })
    .getByRole('option', { name: /Lower terrace/ });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Map preview of Lower terrace' })).toBeVisible();
  const listed = /(\d+\.\d\d) ha/.exec((await option.textContent()) ?? '')?.[1];
  expect(Number(listed)).toBeCloseTo(rectangleHectares(), 1);
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('chip-boundary')).toHaveText('4 boundary points');
  await expect(page.getByLabel(/Land Area/)).toHaveValue(String(Number(listed)));
  await page.getByLabel(/Estate Name/).fill('Terraced Grove');
  await page.getByLabel(/^Address/).fill('Kalamata, Messinia');
  await page.getByLabel(/Number of Trees/).fill('12');
  await page.getByRole('checkbox', { name: 'Olive Trees' }).check();
  await page.getByRole('button', { name: 'Create Estate' }).click();

  await expect(page).toHaveURL(/\/estates\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Terraced Grove' })).toBeVisible();
  await expect(page.getByText(`${listed} ha`, { exact: true })).toBeVisible();
});
