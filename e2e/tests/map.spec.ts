import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { SQUARE, createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';
import { newUser, registerUser } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

/** Signs `user` in through the API and answers the Authorization header. */
async function tokenOf(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post(`${PRODUCT_URL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function estateOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<string> {
  const response = await request.post(`${PRODUCT_URL}/api/estates`, {
    headers,
    data: {
      name,
      address: 'Nafplio, Argolida',
      treeCount: 12,
      landArea: 4,
      coordinates: { lat: 37.001, lng: 22.10125 },
      boundaries: SQUARE,
      treeTypes: ['olive', 'lemon'],
      autoGenerateTrees: false,
      aiDetectionEnabled: false,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function counter(page: Page) {
  return page.getByTestId('estates-map:count');
}

/** Waits for the answer to the filters just set, then for the counter. */
async function expectShowing(page: Page, count: number) {
  await expect(counter(page)).toHaveText(`Showing ${count} estates`);
}

async function chooseOwnership(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Ownership' }).click();
  await page.getByRole('option', { name: label }).click();
}

test("the map shows my estates and another owner's listed estate, never an unlisted one", async ({
  page,
  request,
  user,
}) => {
  test.setTimeout(90_000);
  // A word no other test uses, so parallel tests' estates stay out of the counts.
  const tag = `Mapx${randomBytes(3).toString('hex')}`;
  const alpha = await createEstate(page, { name: `${tag} Alpha Grove`, treeCount: 2 });
  await createEstate(page, { name: `${tag} Beta Orchard`, treeCount: 2 });

  // Another owner lists one estate for rent and keeps one to themselves.
  const other = await registerUser(request, PRODUCT_URL, newUser('lister'));
  const headers = await tokenOf(request, other);
  const listed = await estateOf(request, headers, `${tag} Gamma Listed`);
  await estateOf(request, headers, `${tag} Delta Hidden`);
  const listing = await request.post(`${PRODUCT_URL}/api/rentals`, {
    headers,
    data: {
      estate: listed,
      price: 300,
      priceType: 'monthly',
      duration: 2,
      durationType: 'seasonal',
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      description: 'Listed for the map',
      allowedCrops: ['olives'],
      status: 'available',
    },
  });
  expect(listing.status()).toBe(201);

  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Estate Locations' })).toBeVisible();
  await expect(page.getByText(/exact tree positions are never shared/)).toBeVisible();
  await expect(counter(page)).toHaveText(/^Showing \d+ estates$/);
  const everything = Number(/\d+/.exec((await counter(page).textContent()) ?? '')?.[0]);
  expect(everything).toBeGreaterThanOrEqual(3);

  // Narrowed to this test's estates: All = My + Other, the unlisted one never shows.
  await page.getByRole('searchbox', { name: 'Search estates' }).fill(tag.toLowerCase());
  await expectShowing(page, 3);
  const list = page.getByRole('list', { name: 'Estates on the map' });
  await expect(list.getByRole('link')).toHaveText([
    `${tag} Alpha Grove`,
    `${tag} Beta Orchard`,
    `${tag} Gamma Listed`,
  ]);
  await expect(page.getByTestId('estates-map').locator('[data-marker-count="3"]')).toHaveCount(1);
  await chooseOwnership(page, 'My Estates');
  await expectShowing(page, 2);
  await chooseOwnership(page, 'Other Estates');
  await expectShowing(page, 1);
  await expect(list.getByRole('link', { name: `${tag} Gamma Listed` })).toHaveAttribute(
    'href',
    /\/rentals\/[0-9a-f]{24}$/,
  );
  await expect(page.getByText(`${tag} Delta Hidden`)).toHaveCount(0);
  // No owner details on the map.
  await expect(page.getByText(other.email)).toHaveCount(0);
  await expect(page.getByText(user.email)).toHaveCount(0);

  // The search narrows further; Clear all restores everything.
  await page.getByRole('searchbox', { name: 'Search estates' }).fill(`${tag} gamma`);
  await expectShowing(page, 1);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search estates' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Ownership' })).toHaveText('All Estates');
  // The answer to the cleared filters replaces the narrowed one (the search is debounced).
  await expect
    .poll(async () => Number(/\d+/.exec((await counter(page).textContent()) ?? '')?.[0]))
    .toBeGreaterThanOrEqual(everything);

  // My estate's title opens its page on the map tab.
  await page.getByRole('searchbox', { name: 'Search estates' }).fill(`${tag} alpha`);
  await expectShowing(page, 1);
  await list.getByRole('link', { name: `${tag} Alpha Grove` }).click();
  await expect(page).toHaveURL(new RegExp(`/estates/${alpha.id}\\?tab=map$`));
  await expect(page.getByRole('tab', { name: 'Map View' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
