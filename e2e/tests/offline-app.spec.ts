import type { Page } from '@playwright/test';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';

// The installable app (issue 26): after one online visit, the service worker has stored the
// shell and mf-trees, and the app opens with no network, still signed in. The pages' own data
// offline is IndexedDB's (other specs); here, the app itself: its frame, its pages, its user.

/** Resolves once the service worker is active and answers this page's requests. */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The app's frame, signed in: the sidebar, and the header with the user's name. */
async function expectFrame(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
}

test('after one online visit the app opens offline, signed in: tree tagging, a tree, the dashboard', async ({
  page,
  context,
  user,
}) => {
  // The first visit stores the shell and mf-trees (a few MB) on 2 shared cores.
  test.setTimeout(120_000);
  const estate = await createEstate(page, { treeCount: 1 });
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const trees = await page.request.get(`/api/estates/${estate.id}/trees`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const treeId = ((await trees.json()) as { trees: { id: string }[] }).trees[0]?.id;
  expect(treeId, 'the estate has a tree').toBeTruthy();

  const tagging = page.getByRole('main').getByRole('heading', { name: 'Tree Tagging' });
  await page.goto('/tree-tagging');
  await expect(tagging).toBeVisible();
  await workerControls(page);
  await expectFrame(page, user.name);

  await context.setOffline(true);
  try {
    // Truly offline: the API cannot be reached (and the worker never answers for it).
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    );
    expect(api).toBe('unreachable');
    await page.reload();
    await expect(tagging).toBeVisible();
    await expect(page.getByLabel('Enter QR code or paste QR URL')).toBeVisible();
    await expectFrame(page, user.name);
    expect(new URL(page.url()).pathname).toBe('/tree-tagging');

    // Any route opens the app offline: a tree's page (its data is IndexedDB's) and the dashboard.
    await page.goto(`/trees/${treeId}`);
    await expectFrame(page, user.name);
    expect(new URL(page.url()).pathname).toBe(`/trees/${treeId}`);

    await page.goto('/');
    await expectFrame(page, user.name);
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await expect(page.getByText('Grovekeeper could not start')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('the web app manifest names the app, its start page, colours and icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Grovekeeper',
    start_url: '/tree-tagging',
    display: 'standalone',
    theme_color: '#3f6b21',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const page = await request.get('/tree-tagging', { headers: { accept: 'text/html' } });
  const html = await page.text();
  expect(html).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest/);

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
