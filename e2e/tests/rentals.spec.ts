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
async function pickDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const field = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/-/g, ''));
}

function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

test('an owner lists an estate, another user applies, the owner approves and draws up a contract, both sign, and the listing is rented', async ({
  page,
  user: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const estate = await createEstate(page, { name: 'Koroni Olive Terrace', treeCount: 3 });

  // The owner publishes a listing of the estate.
  await page.goto('/rentals/create');
  await page.getByRole('combobox', { name: /Estate/ }).click();
  await page.getByRole('option', { name: new RegExp(estate.name) }).click();
  await expect(page.getByLabel('Available Trees')).toHaveValue('3');
  await expect(page.getByLabel('Available Trees')).toHaveAttribute('readonly', '');
  await page.getByRole('spinbutton', { name: 'Price (€)', exact: true }).fill('450');
  await page.getByRole('spinbutton', { name: 'Duration', exact: true }).fill('2');
  await pickDate(page, 'Start Date', dayFromNow(30));
  await page.getByLabel('Allowed Crops').fill('Olives, Herbs, , Vegetables, Wheat');
  await page.getByLabel('Description').fill('South-facing terraces with irrigation.');
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page).toHaveURL(/\/rentals$/);

  // Another user finds it under Available Listings.
  const tenantContext = await browser.newContext();
  const tenantPage = await tenantContext.newPage();
  const tenant = await registerUser(page.request, PRODUCT_URL, newUser('tenant'));
  await signInAs(tenantPage, PRODUCT_URL, tenant);
  await tenantPage.goto('/rentals');
  await tenantPage.getByRole('tab', { name: 'Available Listings' }).click();
  // The search is sent to the server after a short pause; act on the answer's cards only.
  const searched = tenantPage.waitForResponse(
    (response) =>
      response.url().includes('/api/rentals/available?') &&
      response.url().includes('search=Koroni') &&
      response.ok(),
  );
  await tenantPage.getByLabel('Search').fill('Koroni');
  await searched;
  await expect(tenantPage.getByText('Showing 1 of 1 listings')).toBeVisible();
  const card = tenantPage.getByRole('article').filter({ hasText: estate.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(owner.name);
  await expect(card).toContainText('€450');
  await expect(card).toContainText('Olives');
  await expect(card).not.toContainText('Wheat'); // the first 3 crops only
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(tenantPage).toHaveURL(/\/rentals\/[0-9a-f]{24}$/);
  const rentalUrl = tenantPage.url();

  // Applying needs a start date.
  await tenantPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(tenantPage.getByText('Please select a start date').first()).toBeVisible();
  await pickDate(tenantPage, 'Desired Start Date', dayFromNow(40));
  await tenantPage.getByLabel('Message to the Owner').fill('We farm organic olives nearby.');
  await tenantPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(tenantPage)).toContainText('Your application has been submitted successfully');

  // The owner approves it and draws up the contract.
  await page.goto('/rentals/applications');
  await expect(page.getByRole('tab', { name: 'Applications for My Estates' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: `Approve application from ${tenant.name}` }).click();
  await expect(toast(page)).toContainText('Application approved successfully');
  await page.getByRole('button', { name: 'Create Contract' }).click();
  await expect(page).toHaveURL(/\/rental-contracts\/[0-9a-f]{24}$/);
  await expect(toast(page)).toContainText(/Contract RC-\d{4}-\d{6} has been created successfully/);

  // The owner edits the terms of the draft and submits it.
  await page.getByRole('button', { name: 'Edit Terms' }).click();
  const terms = page.getByRole('form', { name: 'Edit contract terms' });
  await terms.getByLabel(/^Price Amount/).fill('475.50');
  await terms.getByLabel(/^Special Terms/).fill('Irrigation water is included.');
  await terms.getByRole('button', { name: 'Save Terms' }).click();
  await expect(toast(page)).toContainText('Contract terms updated successfully');
  await expect(page.getByRole('main')).toContainText('Irrigation water is included.');
  await page.getByRole('button', { name: 'Submit for Signature' }).click();
  await page
    .getByRole('dialog', { name: 'Submit for Signature?' })
    .getByRole('button', { name: 'Submit for Signature' })
    .click();
  await expect(toast(page)).toContainText('Contract submitted for signature');
  const contractUrl = page.url();

  // The tenant signs first: the agreement box before anything else.
  await tenantPage.goto('/rental-contracts');
  const pendingTab = tenantPage.getByRole('tab', { name: /Pending Signature/ });
  await expect(pendingTab).toContainText('1');
  await pendingTab.click();
  await tenantPage
    .getByRole('link', { name: /Review & Sign/ })
    .first()
    .click();
  await expect(tenantPage).toHaveURL(contractUrl);
  await tenantPage.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(
    tenantPage.getByText('You must agree to the contract terms before signing').first(),
  ).toBeVisible();
  await tenantPage.getByLabel('I have read and agree to the contract terms').check();
  await tenantPage.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(tenantPage)).toContainText('Contract signed successfully');

  // Then the owner.
  await page.reload();
  await page.getByLabel('I have read and agree to the contract terms').check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(toast(page)).toContainText('Contract signed successfully');
  await expect(page.getByTestId('contracts:status').first()).toHaveText('Signed');
  const timeline = page.getByRole('list', { name: 'Contract timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(5); // created, terms, submitted, 2 signatures

  // Both see it signed under My Contracts.
  for (const party of [page, tenantPage]) {
    await party.goto('/rental-contracts');
    await expect(party.getByRole('tab', { name: 'My Contracts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const contractCard = party.getByRole('article').filter({ hasText: estate.name });
    await expect(contractCard.getByTestId('contracts:status')).toHaveText('Signed');
  }

  // The listing is rented, and the owner's dashboard counts it.
  await page.goto(rentalUrl);
  await expect(page.getByRole('main').getByText('Rented', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Active Rentals' })).toContainText('1');

  await tenantContext.close();
});

test('an owner cannot apply to their own listing, and a stranger sees Rental Not Found for a draft', async ({
  page,
  user: _owner,
  browser,
}) => {
  test.setTimeout(90_000);
  const estate = await createEstate(page, { name: 'Draft Hill', treeCount: 2 });
  await page.goto('/rentals/create');
  await page.getByRole('combobox', { name: /Estate/ }).click();
  await page.getByRole('option', { name: new RegExp(estate.name) }).click();
  await page.getByRole('spinbutton', { name: 'Price (€)', exact: true }).fill('120');
  await page.getByRole('spinbutton', { name: 'Duration', exact: true }).fill('1');
  await pickDate(page, 'Start Date', dayFromNow(10));
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page).toHaveURL(/\/rentals$/);

  const card = page.getByRole('article').filter({ hasText: estate.name });
  await expect(card).toContainText('Draft');
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByText('Your Property')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  const draftUrl = page.url();

  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  const stranger = await registerUser(page.request, PRODUCT_URL, newUser('stranger'));
  await signInAs(strangerPage, PRODUCT_URL, stranger);
  await strangerPage.goto(draftUrl);
  await expect(strangerPage.getByText('Rental Not Found')).toBeVisible();
  await strangerPage.getByRole('link', { name: 'Back to Rentals' }).click();
  await expect(strangerPage).toHaveURL(/\/rentals$/);
  await strangerContext.close();
});
