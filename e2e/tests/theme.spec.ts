import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** A card drawn by the mf-workforce remote with the shared theme. */
function remoteCard(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Worker shortcuts' })
    .locator('.MuiCard-root')
    .first();
}

function backgroundOf(element: Locator): Promise<string> {
  return element.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test('a theme change in the shell reaches a remote page at once and persists', async ({
  page,
  user,
}) => {
  await page.goto('/workforce/workers');
  const card = remoteCard(page);
  await expect(card).toBeVisible();
  const lightBackground = await backgroundOf(card);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => backgroundOf(card)).not.toBe(lightBackground);
  const darkBackground = await backgroundOf(card);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(remoteCard(page)).toBeVisible();
  expect(await backgroundOf(remoteCard(page))).toBe(darkBackground);
  // The remote calls the API with the shell's session (the same token store): its own
  // profile request is answered for this user, not refused.
  await expect(page.getByRole('button', { name: 'Create your worker profile' })).toBeVisible();
  // ...because `shared` was evaluated exactly once for the shell and the remote together.
  expect(await page.evaluate(() => globalThis.__GROVEKEEPER_SHARED_INSTANCES__)).toBe(1);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => backgroundOf(remoteCard(page))).toBe(lightBackground);
  expect(user.email).toContain('@');
});

test('a sign-out in the shell reaches a remote page at once', async ({ page, user }) => {
  await page.goto('/workforce/job-listings');
  const remoteSearch = page.getByLabel('Search');
  await expect(remoteSearch).toBeVisible();

  await expect(page.getByTestId('user-menu-name')).toHaveText(user.name);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(remoteSearch).toHaveCount(0);
});

declare global {
  var __GROVEKEEPER_SHARED_INSTANCES__: number | undefined;
}
