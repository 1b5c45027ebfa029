import { expect, test } from '../fixtures/test';

test('a theme change in the shell reaches a remote page at once and persists', async ({
  page,
  user,
}) => {
  await page.goto('/workforce/workers');
  const remotePage = page.getByTestId('mf-workforce:placeholder');
  await expect(remotePage).toHaveAttribute('data-theme-mode', 'light');
  const lightBackground = await remotePage.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(remotePage).toHaveAttribute('data-theme-mode', 'dark');
  await expect
    .poll(() => remotePage.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(lightBackground);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('mf-workforce:placeholder')).toHaveAttribute(
    'data-theme-mode',
    'dark',
  );
  // The remote reads the shell's session from the same token store...
  const userId = await page.evaluate(() => {
    const token = window.localStorage.getItem('accessToken') ?? '';
    return (JSON.parse(atob(token.split('.')[1]!)) as { userId: string }).userId;
  });
  await expect(page.getByTestId('mf-workforce:placeholder')).toHaveAttribute(
    'data-user-id',
    userId,
  );
  // ...because `shared` was evaluated exactly once for the shell and the remote together.
  expect(await page.evaluate(() => globalThis.__GROVEKEEPER_SHARED_INSTANCES__)).toBe(1);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(user.email).toContain('@');
});

test('a sign-out in the shell reaches a remote page at once', async ({ page, user }) => {
  await page.goto('/workforce/job-listings');
  const remotePage = page.getByTestId('mf-workforce:placeholder');
  await expect(remotePage).not.toHaveAttribute('data-user-id', '');

  await expect(page.getByTestId('user-menu-name')).toHaveText(user.name);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(remotePage).toHaveCount(0);
});

declare global {
  var __GROVEKEEPER_SHARED_INSTANCES__: number | undefined;
}
