import path from 'node:path';
import { RemoteServer } from '../fixtures/static-server';
import { expect, test } from '../fixtures/test';
import { registerUser, signInAs } from '../fixtures/users';
import { ROOT, SPLIT_URL, WORKFORCE_PORT } from '../servers';

// This product server loads mf-workforce from its own origin (WORKFORCE_PORT), which this
// spec starts and stops like a separately deployed remote.
const workforce = new RemoteServer(path.join(ROOT, 'mf-workforce', 'dist'), WORKFORCE_PORT);

test.describe.configure({ mode: 'serial' });
test.afterAll(async () => workforce.stop());

test('a stopped remote shows the unavailable card while the rest works, and Retry recovers', async ({
  page,
  request,
}) => {
  // Five remotes loaded, stopped and retried one after the other on 2 shared cores.
  test.setTimeout(90_000);
  const user = await registerUser(request, SPLIT_URL);
  await signInAs(page, SPLIT_URL, user);

  await workforce.start();
  await page.goto(`${SPLIT_URL}/workforce/job-listings`);
  await expect(page.getByLabel('Search')).toBeVisible();

  await workforce.stop();
  await page.goto(`${SPLIT_URL}/workforce/post-job`);
  const card = page.getByTestId('remote-unavailable');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('This section is unavailable');
  // Sidebar and header keep working.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // Every other remote still loads, through the sidebar.
  await page.getByRole('link', { name: 'Rental Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Estates Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estates Overview' })).toBeVisible();
  await expect(page.getByText('No Estates Found')).toBeVisible();

  // The remote comes back: Retry loads it in place, without a reload.
  await page.getByRole('link', { name: 'Post Job Listing' }).click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await workforce.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Publish Job Listing' })).toBeVisible({
    timeout: 15_000,
  });
});
