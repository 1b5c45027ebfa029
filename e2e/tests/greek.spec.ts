import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { createEstate } from '../fixtures/estates';
import { el, en, literal } from '../fixtures/i18n';
import { pdfText } from '../../api/src/test/pdf';
import { expect, test } from '../fixtures/test';
import { newUser, signInAs } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

// The journey of issue 23 in a Greek browser (navigator.language and Accept-Language el-GR)
// beside an English one. The Greek texts asserted are read from the locale files
// (`*/src/i18n/locales/el.json`), so the test checks what the translators wrote is shown.

/** YYYY-MM-DD, `days` from today (UTC is close enough: the pickers refuse only past days). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into an MUI X date field (YYYY-MM-DD in both languages): year first. */
async function pickDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const field = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/-/g, ''));
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** A call of the real API as the page's user, for the steps that are not the point here. */
async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) {
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

async function pdfOf(download: Download): Promise<string> {
  const file = await download.path();
  return pdfText(await readFile(file));
}

const html = (page: Page) => page.locator('html');

test('in a Greek browser a new owner works in Greek, an English tenant applies in English, each gets the contract PDF in their language, and the language switch follows the owner', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = randomBytes(3).toString('hex');
  const owner = newUser('greek-owner');
  owner.name = `Ελένη Παπαδοπούλου ${suffix}`;

  const ownerContext = await browser.newContext({ locale: 'el-GR', baseURL: PRODUCT_URL });
  // The QR sheet opens the print dialog by itself: nothing to print in a test.
  await ownerContext.addInitScript(() => {
    window.print = () => {};
  });
  const page = await ownerContext.newPage();

  await test.step('the register page is Greek from the first visit; the owner registers and signs in', async () => {
    await page.goto('/register');
    await expect(html(page)).toHaveAttribute('lang', 'el');
    await expect(
      page.getByRole('heading', { name: el('common', 'auth.register.title') }),
    ).toBeVisible();
    await page.getByLabel(el('common', 'auth.fields.fullName')).fill(owner.name);
    await page.getByLabel(el('common', 'auth.fields.email')).fill(owner.email);
    await page
      .getByRole('textbox', { name: el('common', 'auth.fields.password'), exact: true })
      .fill(owner.password);
    await page
      .getByRole('button', { name: el('common', 'auth.register.submit'), exact: true })
      .click();

    await expect(page.getByText(el('common', 'auth.register.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { name: el('common', 'auth.login.title') }),
    ).toBeVisible();
    await page.getByLabel(el('common', 'auth.fields.email')).fill(owner.email);
    await page
      .getByRole('textbox', { name: el('common', 'auth.fields.password'), exact: true })
      .fill(owner.password);
    await page
      .getByRole('button', { name: el('common', 'auth.login.submit'), exact: true })
      .click();

    await expect(page).toHaveURL(`${PRODUCT_URL}/`);
    await expect(html(page)).toHaveAttribute('lang', 'el');
    await expect(page.getByTestId('header-title')).toHaveText(
      el('common', 'pages.dashboard.title'),
    );
    await expect(page.getByTestId('header-subtitle')).toHaveText(
      el('common', 'pages.dashboard.subtitle'),
    );
    const nav = page.getByRole('navigation', { name: el('common', 'nav.label') });
    for (const [item, href] of [
      ['estatesOverview', '/estates'],
      ['rentalListings', '/rentals'],
      ['rentalContracts', '/rental-contracts'],
      ['settings', '/settings'],
    ] as const) {
      await expect(
        nav.getByRole('link', { name: el('common', `nav.items.${item}`), exact: true }),
      ).toHaveAttribute('href', href);
    }
    // The estates remote's part of the dashboard.
    await expect(page.getByText(el('estates', 'estates.empty.title'))).toBeVisible();
    await expect(page.getByText(el('estates', 'summary.totalEstates'))).toBeVisible();
  });

  // Through the API (estates.spec draws one on the map in English); then opened in the UI.
  const estate = await createEstate(page, { name: `Ελαιώνας Κορώνης ${suffix}`, treeCount: 3 });
  const ownerToken = await tokenOf(page);

  await test.step('the estate, one of its trees and its QR sheet are Greek', async () => {
    await page.goto(`/estates/${estate.id}`);
    await expect(page.getByRole('heading', { name: estate.name })).toBeVisible();
    await expect(page.getByTestId('header-title')).toHaveText(
      el('common', 'pages.estateDetails.title'),
    );
    await expect(
      page.getByRole('tab', { name: el('estates', 'detail.tabs.details') }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: el('estates', 'detail.tabs.map') })).toBeVisible();
    await expect(page.getByText(el('estates', 'detail.printQr'))).toBeVisible();

    const { trees } = (await call(
      page.request,
      ownerToken,
      'GET',
      `/api/estates/${estate.id}/trees`,
    )) as unknown as { trees: { id: string; title: string }[] };
    expect(trees).toHaveLength(3);
    const tree = trees[0]!;
    await page
      .getByRole('link', { name: new RegExp(`^${literal(tree.title).source}(\\s|$)`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/trees/${tree.id}$`));
    await expect(page.getByRole('tablist', { name: el('trees', 'tabs.label') })).toBeVisible();
    for (const tab of ['details', 'statePhotos', 'harvests', 'qrCode']) {
      await expect(page.getByRole('tab', { name: el('trees', `tabs.${tab}`) })).toBeVisible();
    }

    await page.goto(`/estates/${estate.id}/print`);
    await expect(html(page)).toHaveAttribute('lang', 'el');
    await expect(page.getByLabel(el('estates', 'print.sheetLabel'))).toBeVisible();
    await expect(page.getByTestId('qr-label')).toHaveCount(3);
  });

  await test.step('the owner lists the estate for rent in Greek; money reads 1.234,50 €', async () => {
    await page.goto('/rentals/create');
    await expect(
      page.getByRole('heading', { name: el('rentals', 'createListing.title') }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: literal(el('rentals', 'fields.estate')) }).click();
    await page.getByRole('option', { name: literal(estate.name) }).click();
    await expect(page.getByLabel(el('rentals', 'fields.availableTrees'))).toHaveValue('3');
    await page
      .getByRole('spinbutton', { name: el('rentals', 'fields.priceEuro'), exact: true })
      .fill('1234.50');
    await page
      .getByRole('spinbutton', { name: el('rentals', 'fields.duration'), exact: true })
      .fill('2');
    await pickDate(page, el('rentals', 'fields.startDate'), dayFromNow(30));
    await page
      .getByRole('button', { name: el('rentals', 'createListing.form.publish'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/rentals$/);
    await expect(page.getByTestId('header-title')).toHaveText(el('common', 'pages.rentals.title'));
    await expect(
      page.getByRole('tab', { name: el('rentals', 'listings.page.myListings') }),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: estate.name });
    await expect(card).toContainText(/1\.234,50\s€/);
    await expect(card).not.toContainText('€1,234.50');
  });

  // The tenant: an English browser.
  const tenantContext = await browser.newContext({ locale: 'en-US', baseURL: PRODUCT_URL });
  const tenantPage = await tenantContext.newPage();
  const tenant = newUser('english-tenant');
  const registered = await tenantContext.request.post('/api/auth/register', {
    data: tenant,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signInAs(tenantPage, PRODUCT_URL, tenant);
  const tenantToken = await tokenOf(tenantPage);

  let applicationId = '';
  await test.step('an English tenant finds the listing and applies, in English', async () => {
    await tenantPage.goto('/rentals');
    await expect(html(tenantPage)).toHaveAttribute('lang', 'en');
    await expect(tenantPage.getByTestId('header-title')).toHaveText('Rental Listings');
    await tenantPage.getByRole('tab', { name: 'Available Listings' }).click();
    // The search is debounced: click once the filtered list has arrived, not the list before it.
    const searched = tenantPage.waitForResponse(
      (response) => response.url().includes('/api/') && response.url().includes(`search=${suffix}`),
    );
    await tenantPage.getByLabel('Search').fill(suffix);
    await searched;
    const card = tenantPage.getByRole('article').filter({ hasText: estate.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(owner.name);
    await expect(card).toContainText('€1,234.50');
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(tenantPage).toHaveURL(/\/rentals\/[0-9a-f]{24}$/);
    await expect(tenantPage.getByTestId('header-title')).toHaveText('Rental Details');
    await pickDate(tenantPage, 'Desired Start Date', dayFromNow(40));
    await tenantPage.getByLabel('Message to the Owner').fill('We farm organic olives nearby.');
    const applied = tenantPage.waitForResponse(
      (response) => response.url().endsWith('/apply') && response.request().method() === 'POST',
    );
    await tenantPage.getByRole('button', { name: 'Submit Application' }).click();
    const answer = await applied;
    expect(answer.status()).toBe(201);
    applicationId = ((await answer.json()) as { id: string }).id;
    await expect(tenantPage.getByTestId('toast')).toContainText(
      'Your application has been submitted successfully',
    );
  });

  // Approval, the contract and both signatures through the API: rentals.spec drives them.
  await call(page.request, ownerToken, 'PUT', `/api/rentals/applications/${applicationId}`, {
    status: 'approved',
  });
  const contract = await call(
    page.request,
    ownerToken,
    'POST',
    `/api/rental-contracts/from-application/${applicationId}`,
    {},
  );
  const contractId = String(contract.id);
  await call(page.request, ownerToken, 'PUT', `/api/rental-contracts/${contractId}/submit`);
  for (const token of [ownerToken, tenantToken]) {
    await call(page.request, token, 'PUT', `/api/rental-contracts/${contractId}/sign`, {
      signatureData: 'I agree to the contract terms.',
    });
  }

  await test.step("each party downloads the contract PDF in that party's language", async () => {
    await page.goto(`/rental-contracts/${contractId}`);
    await expect(page.getByTestId('contracts:status').first()).toHaveText(
      el('contracts', 'status.signed'),
    );
    const ownerDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: el('contracts', 'detail.downloadPdf') }).click();
    const greek = await pdfOf(await ownerDownload);
    // The PDF's own texts (api/src/domains/contracts/pdf-texts.ts).
    for (const expected of ['Συμβόλαιο μίσθωσης', 'Πιστοποιητικό υπογραφής', estate.name]) {
      expect(greek).toContain(expected);
    }
    expect(greek).toMatch(/1\.234,50\s€/);
    expect(greek).not.toContain('Rental Contract');
    expect(greek).not.toContain('Signing certificate');

    await tenantPage.goto(`/rental-contracts/${contractId}`);
    await expect(tenantPage.getByTestId('contracts:status').first()).toHaveText('Signed');
    const tenantDownload = tenantPage.waitForEvent('download');
    await tenantPage.getByRole('button', { name: 'Download PDF' }).click();
    const english = await pdfOf(await tenantDownload);
    for (const expected of ['Rental Contract', 'Signing certificate', estate.name, '€1,234.50']) {
      expect(english).toContain(expected);
    }
    expect(english).not.toContain('Συμβόλαιο');
    expect(english).not.toContain('Πιστοποιητικό');
  });

  await test.step('the header switch turns the page English without a reload, and the choice stays', async () => {
    await page.goto('/estates');
    await expect(page.getByTestId('header-title')).toHaveText(el('common', 'pages.estates.title'));
    const greekDelete = el('estates', 'estates.card.delete', { name: estate.name });
    await expect(page.getByRole('button', { name: greekDelete })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: string }).__sameDocument = 'still here';
    });

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );
    await page
      .getByRole('banner')
      .getByRole('button', {
        name: el('common', 'language.choose', { language: 'Ελληνικά' }),
      })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('header-title')).toHaveText(en('common', 'pages.estates.title'));
    await expect(page.getByTestId('header-subtitle')).toHaveText(
      en('common', 'pages.estates.subtitle'),
    );
    // The estates remote's own text changed too.
    await expect(
      page.getByRole('button', {
        name: en('estates', 'estates.card.delete', { name: estate.name }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: greekDelete })).toHaveCount(0);
    await expect(
      page
        .getByRole('navigation', { name: en('common', 'nav.label') })
        .getByRole('link', { name: en('common', 'nav.items.rentalListings'), exact: true }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument),
    ).toBe('still here');

    // Saved on the profile.
    expect((await saved).ok()).toBe(true);
    const profile = await call(page.request, ownerToken, 'GET', '/api/profile');
    expect(profile.language).toBe('en');

    // It survives a reload, in a Greek browser.
    await page.reload();
    await expect(page.getByTestId('header-title')).toHaveText(en('common', 'pages.estates.title'));
    await expect(html(page)).toHaveAttribute('lang', 'en');

    // And follows the owner to another device whose browser is Greek.
    const otherDevice = await browser.newContext({ locale: 'el-GR', baseURL: PRODUCT_URL });
    const other = await otherDevice.newPage();
    await signInAs(other, PRODUCT_URL, owner);
    await other.goto('/');
    await expect(other.getByTestId('header-title')).toHaveText(
      en('common', 'pages.dashboard.title'),
    );
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await otherDevice.close();
  });

  await tenantContext.close();
  await ownerContext.close();
});
