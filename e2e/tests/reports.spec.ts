import { readFile } from 'node:fs/promises';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';

test('an owner sees their figures on /reports and downloads the estate report as CSV', async ({
  page,
  user,
}) => {
  expect(user.email).toBeTruthy();
  const estate = await createEstate(page, { name: 'Reports Grove', treeCount: 7 });

  await page.goto('/reports');
  await expect(
    page.getByText('Comprehensive insights into your agricultural operations'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Estates' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Total Trees' })).toContainText('7');
  await expect(page.getByRole('region', { name: 'Total Trees' })).toContainText('+7 this week');
  await expect(page.getByRole('region', { name: 'Land Area (ha)' })).toContainText('4');
  await expect(page.getByRole('region', { name: 'Tree Health Overview' })).toContainText(
    'Healthy Trees7',
  );
  await expect(page.getByRole('region', { name: 'Estate Locations' })).toContainText('Kalamata: 1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Estate Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^grovekeeper-estates-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const [header, row, ...rest] = (await readFile(path, 'utf8')).split('\r\n');
  const columns = header?.split(',') ?? [];
  expect(columns.slice(0, 4)).toEqual(['Name', 'Address', 'Land Area (ha)', 'Tree Count']);
  expect(row?.startsWith(`${estate.name},"Kalamata, Greece",4,7,`)).toBe(true);
  // The generated trees are all healthy: the healthy column counts them all.
  const values = row?.replace('"Kalamata, Greece"', 'Kalamata').split(',') ?? [];
  expect(values[columns.indexOf('State: healthy')]).toBe('7');
  expect(rest).toEqual(['']);
});
