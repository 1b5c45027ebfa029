import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';

/** Issue 29: trees from a spreadsheet, checked first, then imported into the estate. */
test('an owner imports trees from a CSV: the report names the row outside the boundary, the good rows become trees', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(120_000);
  const estate = await createEstate(page, { treeCount: 3 });
  // Codes are unique across every estate: a suffix of this run's own.
  const run = Date.now().toString(36).toUpperCase();
  const csv = [
    'Latitude,Longitude,Code,Year planted',
    `37.0005,22.1005,IMP-${run}-1,1998`,
    `37.001,22.101,IMP-${run}-2,`,
    `37.0015,22.102,IMP-${run}-3,2004`,
    // About a kilometre north-east of the square.
    `37.01,22.11,IMP-${run}-4,2010`,
  ].join('\n');

  // On a phone, where the dialog takes the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/estates/${estate.id}`);
  await expect(page.getByText('Olive Tree: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Import trees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import trees' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(390);
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'trees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  await test.step('the dry run reports 3 good rows and row 5 outside the boundary', async () => {
    await expect(dialog.getByText('3 rows ready to import, 1 rejected')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Planting year' })).toHaveText(
      'Year planted',
    );
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' }).getByRole('row');
    await expect(rejected).toHaveCount(2);
    await expect(rejected.nth(1)).toHaveText(/^5\s*The point is outside the estate boundary$/);
    await expect(rejected.nth(1)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-on-a-phone.png') });
  });

  await test.step('the import adds the 3 trees and the page counts them', async () => {
    await dialog.getByRole('button', { name: 'Import 3 trees' }).click();
    await expect(dialog.getByText('3 trees imported. The estate now has 6 trees.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Olive Tree: 6')).toBeVisible();
  });

  await test.step("an imported tree's page shows its planting year", async () => {
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const answer = await page.request.get(`/api/trees/qr/IMP-${run}-1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    const { tree } = (await answer.json()) as { tree: { id: string; plantingYear: number } };
    expect(tree.plantingYear).toBe(1998);
    await page.goto(`/estates/${estate.id}/trees/${tree.id}`);
    await expect(page.getByText('Planting year')).toBeVisible();
    await expect(page.getByText('1998', { exact: true })).toBeVisible();
  });
});
