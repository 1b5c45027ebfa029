import { expect, test } from '../fixtures/test';

const HEADERS: Array<[path: string, title: string, subtitle: string | null]> = [
  ['/', 'Dashboard', "Welcome back! Here's what's happening with your estates today."],
  ['/estates', 'Estates Overview', 'Manage and monitor all your agricultural estates'],
  ['/map', 'Map View', 'Visualize estates and trees on the map'],
  ['/wizard', 'Add Estate', 'Create a new estate and set up its properties'],
  ['/location-picker', 'Draw Estate Boundaries', 'Define your property boundaries on the map'],
  ['/rentals', 'Rental Listings', null],
  ['/rentals/applications', 'Rental Applications', null],
  ['/workforce/workers', 'For Workers', null],
  ['/workforce/owners', 'For Estate Owners', null],
  ['/workforce/job-listings', 'Browse Jobs', null],
  ['/workforce/find-workers', 'Find Workers', null],
  ['/estates/0123456789abcdef01234567', 'Estate Details', null],
  ['/trees/0123456789abcdef01234567', 'Tree Details', null],
  ['/rentals/0123456789abcdef01234567', 'Rental Details', null],
  ['/tree-tagging', 'Grovekeeper', null],
];

test('the header shows the title and subtitle of every shell path', async ({ page, user }) => {
  // Fifteen full page loads: more than the default budget on a busy two-core machine.
  test.setTimeout(90_000);
  expect(user.email).toContain('@');
  for (const [path, title, subtitle] of HEADERS) {
    await page.goto(path);
    await expect(page.getByTestId('header-title'), path).toHaveText(title);
    if (subtitle) await expect(page.getByTestId('header-subtitle'), path).toHaveText(subtitle);
  }
});

test('the sidebar collapse persists across reloads and Ctrl+B toggles it', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/estates');
  const sidebar = page.getByTestId('sidebar');
  const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);

  await expect.poll(width).toBe(256);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(width).toBe(64);

  await page.reload();
  await expect.poll(width).toBe(64);

  await page.keyboard.press('Control+b');
  await expect.poll(width).toBe(256);
  await page.reload();
  await expect.poll(width).toBe(256);

  await page.keyboard.press('Control+b');
  await expect.poll(width).toBe(64);
});

test('the sidebar lists every group and entry of the spec and navigates', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['Map View', '/map'],
    ['Add Estate', '/wizard'],
    ['Estates Overview', '/estates'],
    ['Tree Tagging', '/tree-tagging'],
    ['Rental Listings', '/rentals'],
    ['Rental Applications', '/rentals/applications'],
    ['Rental Contracts', '/rental-contracts'],
    ['For Workers', '/workforce/workers'],
    ['Browse Jobs', '/workforce/job-listings'],
    ['My Applications', '/workforce/applications'],
    ['Find Workers', '/workforce/find-workers'],
    ['For Estate Owners', '/workforce/owners'],
    ['Post Job Listing', '/workforce/post-job'],
    ['My Job Listings', '/workforce/my-job-listings'],
    ['Manage Workers', '/workforce/my-workers'],
    ['Review Applications', '/workforce/applications'],
    ['Profile', '/profile'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label, exact: true }), label).toHaveAttribute(
      'href',
      href,
    );
  }
  await nav.getByRole('link', { name: 'Post Job Listing', exact: true }).click();
  await expect(page).toHaveURL(/\/workforce\/post-job$/);
  await expect(page.getByRole('button', { name: 'Publish Job Listing' })).toBeVisible();
});

test('on a phone the menu button opens the sidebar as a drawer over the page', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Rental Contracts' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Rental Contracts' }).click();
  await expect(page).toHaveURL(/\/rental-contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rental Contracts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rental Contracts' })).toBeHidden();
});
