import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';
import { newUser, registerUser, signInAs } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

/** YYYY-MM-DD, `days` from today (UTC is close enough: the pickers refuse only past days). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into an MUI X date field: its sections are spin buttons, year first here. */
async function pickDate(scope: Page, label: string, date: string): Promise<void> {
  const field = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/-/g, ''));
}

function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

/** The header's bell: its name says how many are unread ("Notifications, 2 unread"). */
function bell(page: Page, unread: number): Locator {
  return page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });
}

/** Publishes a listing of the estate through the real API, as the page's signed-in user. */
async function publishListing(page: Page, estateId: string): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await page.request.post('/api/rentals', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      estate: estateId,
      allowedCrops: ['olives'],
      price: 450,
      priceType: 'monthly',
      duration: 12,
      durationType: 'months',
      startDate: dayFromNow(30),
      description: 'South-facing terraces with irrigation.',
      status: 'available',
    },
  });
  if (response.status() !== 201) throw new Error(`create listing: ${response.status()}`);
  return ((await response.json()) as { id: string }).id;
}

test('each side of a rental is told live, in the bell and on the dashboard, and follows the notification to act', async ({
  page: ownerPage,
  user: _owner,
  browser,
}) => {
  // Two browsers, a dozen pages and the live stream: about 55 s on an idle 2-core machine.
  test.setTimeout(180_000);
  const estate = await createEstate(ownerPage, {
    name: `Pylos Grove ${randomBytes(3).toString('hex')}`,
    treeCount: 2,
  });
  const listingId = await publishListing(ownerPage, estate.id);

  // The owner waits on the dashboard: nothing unread, nothing to act on.
  await ownerPage.goto('/');
  const actionRequired = ownerPage.getByRole('region', { name: 'Action required' });
  await expect(actionRequired).toContainText('Nothing needs you right now.');
  await expect(bell(ownerPage, 0)).toBeVisible();

  // Another user, in their own browser, applies to the listing.
  const tenantContext = await browser.newContext();
  const tenantPage = await tenantContext.newPage();
  const tenant = await registerUser(ownerPage.request, PRODUCT_URL, newUser('tenant'));
  await signInAs(tenantPage, PRODUCT_URL, tenant);
  await tenantPage.goto(`/rentals/${listingId}`);
  await pickDate(tenantPage, 'Desired Start Date', dayFromNow(40));
  await tenantPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(tenantPage)).toContainText('Your application has been submitted successfully');
  await expect(bell(tenantPage, 0)).toBeVisible();

  // The owner's bell and Action required panel show it, without a reload.
  await expect(bell(ownerPage, 1)).toBeVisible();
  await expect(actionRequired.getByRole('listitem')).toHaveText(
    /^1Applications waiting for your decision/,
  );

  // The owner follows the notification to the listing's applications and approves.
  await bell(ownerPage, 1).click();
  await ownerPage
    .getByRole('menuitem', {
      name: new RegExp(`^Unread: ${tenant.name} applied to ${estate.name}`),
    })
    .click();
  await expect(ownerPage).toHaveURL(new RegExp(`/rentals/${listingId}/applications$`));
  await expect(bell(ownerPage, 0)).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Applications' })).toContainText(tenant.name);
  await ownerPage.getByRole('main').getByRole('link', { name: 'Review Applications' }).click();
  await ownerPage.getByRole('button', { name: `Approve application from ${tenant.name}` }).click();
  await expect(toast(ownerPage)).toContainText('Application approved successfully');

  // The tenant's bell shows the approval, without a reload.
  await expect(bell(tenantPage, 1)).toBeVisible();

  // The owner draws up the contract and submits it for signature.
  await ownerPage.getByRole('button', { name: 'Create Contract' }).click();
  await expect(ownerPage).toHaveURL(/\/rental-contracts\/[0-9a-f]{24}$/);
  const contractUrl = ownerPage.url();
  await ownerPage.getByRole('button', { name: 'Submit for Signature' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Submit for Signature?' })
    .getByRole('button', { name: 'Submit for Signature' })
    .click();
  await expect(toast(ownerPage)).toContainText('Contract submitted for signature');

  // The tenant opens the menu and follows the notification to the contract, and signs.
  await bell(tenantPage, 3).click();
  const menu = tenantPage.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Unread: / })).toHaveCount(3);
  await menu
    .getByRole('menuitem', {
      name: new RegExp(`submitted the contract for ${estate.name} for signature`),
    })
    .click();
  await expect(tenantPage).toHaveURL(contractUrl);
  await tenantPage.getByLabel('I have read and agree to the contract terms').check();
  await tenantPage.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(tenantPage)).toContainText('Contract signed successfully');

  // The owner's bell shows the signature.
  await bell(ownerPage, 1).click();
  await expect(
    ownerPage.getByRole('menuitem', {
      name: new RegExp(`^Unread: ${tenant.name} signed the contract for ${estate.name}`),
    }),
  ).toBeVisible();

  await tenantContext.close();
});
