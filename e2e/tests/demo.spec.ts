// The demo world: the product on DEMO_URL was started as `npm start` starts it, on an empty
// database with SEED_DEMO=true. The figures expected here are counted from the same plan
// the server built the world from (api/src/demo/plan.ts), not copied.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { planDemoWorld } from '../../api/src/demo/plan';
import { DEMO_URL } from '../servers';

const DEMO = { name: 'Demo Owner', email: 'demo@grovekeeper.local', password: 'grovekeeper-demo' };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());
const plan = planDemoWorld({ owner: DEMO, today });
const own = plan.estates.filter((estate) => estate.owner === 'owner');
const ownTrees = own.reduce((sum, estate) => sum + estate.treeCount, 0);

test.use({ baseURL: DEMO_URL });

/** Signs in through the sign-in form, as a newcomer reading the README would. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a fresh npm start shows the demo world to the demo account', async ({ page }) => {
  // Seven pages of four remotes, on 2 cores shared with the other journeys.
  test.setTimeout(150_000);
  await signInWithForm(page, DEMO.email, DEMO.password);

  // Dashboard: the two estates in Messinia and Crete with their trees.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Total Estates' })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Total Trees' })).toContainText(String(ownTrees));
  for (const estate of own) {
    await expect(page.getByRole('main').getByText(estate.name).first()).toBeVisible();
  }

  // An application waiting for the demo owner's decision.
  await page.goto('/rentals/applications');
  await expect(
    page.getByRole('button', { name: 'Approve application from Nikos Papadakis' }),
  ).toBeVisible();

  // A contract waiting for the demo owner's signature.
  await page.goto('/rental-contracts');
  await expect(page.getByRole('tab', { name: 'Pending Signature, 1 waiting' })).toBeVisible();

  // A second user's listing the demo owner can apply to.
  await page.goto('/rentals');
  await page.getByRole('tab', { name: 'Available Listings' }).click();
  await expect(
    page.getByRole('article').filter({ hasText: 'Koroni Hillside Olives' }),
  ).toBeVisible();

  // Two job listings, and published workers near the estates.
  await page.goto('/workforce/my-job-listings');
  for (const job of plan.jobs) {
    await expect(page.getByText(String(job.body.title)).first()).toBeVisible();
  }
  await page.goto('/workforce/find-workers');
  for (const worker of plan.workers) {
    const name = plan.people.find((person) => person.key === worker.person)?.name ?? '';
    await expect(page.getByText(name).first()).toBeVisible();
  }

  // The map: the two own estates and the second user's two listed ones.
  await page.goto('/map');
  await expect(page.getByTestId('estates-map:count')).toHaveText(
    `Showing ${plan.estates.length} estates`,
  );
});

test("reports' cards and charts show the seeded account's figures", async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithForm(page, DEMO.email, DEMO.password);
  await page.goto('/reports');

  const changed = (state: string) =>
    plan.treeChanges.filter((change) => change.state === state).length;
  const harvests = (status: string) =>
    plan.harvests.filter((harvest) => harvest.status === status).length;

  await expect(page.getByRole('region', { name: 'Total Estates' })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Total Trees' })).toContainText(String(ownTrees));
  const health = page.getByRole('region', { name: 'Tree Health Overview' });
  await expect(health).toContainText(`Healthy Trees${ownTrees - plan.treeChanges.length}`);
  await expect(health).toContainText(`Diseased Trees${changed('sick')}`);
  await expect(health).toContainText(`Ready to Harvest${changed('ready_to_harvest')}`);
  const harvestCard = page.getByRole('region', { name: 'Harvests', exact: true });
  await expect(harvestCard).toContainText(`Pending${harvests('Pending')}`);
  await expect(harvestCard).toContainText(`Approved${harvests('Approved')}`);
  await expect(harvestCard).toContainText(`Rejected${harvests('Rejected')}`);

  // Charts: drawn (SVG) and their figures listed for screen readers.
  const categories = page.getByRole('region', { name: 'Tree Categories' });
  await expect(categories.locator('svg').first()).toBeVisible();
  const olives = own.reduce(
    (sum, estate) =>
      sum +
      Array.from(
        { length: estate.treeCount },
        (_, i) => estate.treeTypes[i % estate.treeTypes.length],
      ).filter((type) => type === 'olive').length,
    0,
  );
  await expect(categories.getByRole('listitem').filter({ hasText: 'Olive Tree' })).toHaveText(
    `Olive Tree: ${olives.toLocaleString('en-US')}`,
  );
  const locations = page.getByRole('region', { name: 'Estate Locations' });
  await expect(locations.getByRole('listitem').filter({ hasText: 'Kalamata' })).toHaveText(
    'Kalamata: 1',
  );
  await expect(locations.getByRole('listitem').filter({ hasText: 'Platanias' })).toHaveText(
    'Platanias: 1',
  );
  const monthly = page.getByRole('region', { name: 'Harvest Weight per Month (kg)' });
  await expect(monthly.locator('svg').first()).toBeVisible();
  await expect(monthly.getByRole('listitem').first()).toBeAttached();
});
