import type { Locator, Page } from '@playwright/test';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';
import { newUser, registerUser, signInAs } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

/** YYYY-MM-DD, `days` from today. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into an MUI X date field: its sections are spin buttons, year first here. */
async function pickDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const field = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/-/g, ''));
}

/** Picks options of an MUI select (single or multiple) by their visible names. */
async function choose(page: Page, label: string | RegExp, ...options: string[]): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  // A multiple select stays open after a pick.
  if (options.length > 1 || (await page.getByRole('listbox').isVisible())) {
    await page.keyboard.press('Escape');
  }
}

function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

async function fillJob(page: Page, title: string, estateName: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Hand-picking olives for the mill.');
  await choose(page, /^Estate/, estateName);
  await choose(page, /^Required Skills/, 'Harvesting', 'Pruning', 'Irrigation', 'Planting');
  await page.getByRole('spinbutton', { name: /^Pay Rate/ }).fill('12.5');
  await pickDate(page, 'Start Date', dayFromNow(20));
}

test('an owner posts a job, a worker with a profile finds it and applies, the owner approves, rates and finds the worker nearby, then closes, reopens and deletes the job', async ({
  page,
  user: owner,
  browser,
}) => {
  test.setTimeout(180_000);
  const estate = await createEstate(page, { name: 'Pylos Olive Grove', treeCount: 3 });

  // Required fields first: nothing is sent without them.
  await page.goto('/workforce/post-job');
  await page.getByRole('button', { name: 'Publish Job Listing' }).click();
  await expect(toast(page)).toContainText('Validation Error');
  await expect(toast(page)).toContainText('Please fill in all required fields');

  // The owner publishes one job and keeps another as a draft.
  await fillJob(page, 'Olive harvest helpers', estate.name);
  await page.getByRole('button', { name: 'Publish Job Listing' }).click();
  await expect(toast(page)).toContainText('Job listing published successfully');
  await expect(page).toHaveURL(/\/workforce\/my-job-listings$/);

  await page.goto('/workforce/post-job');
  await fillJob(page, 'Olive pruning crew', estate.name);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page)).toContainText('Job listing saved as draft successfully');
  await expect(page).toHaveURL(/\/workforce\/my-job-listings$/);

  // A worker publishes a profile located by an address search.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  const worker = await registerUser(page.request, PRODUCT_URL, newUser('worker'));
  await signInAs(workerPage, PRODUCT_URL, worker);
  await workerPage.goto('/workforce/workers');
  await workerPage.getByRole('button', { name: 'Create your worker profile' }).click();
  await choose(workerPage, /^Skills/, 'Harvesting', 'Pruning');
  await choose(workerPage, /^Experience level/, 'Experienced (3-5 years)');
  await workerPage.getByLabel('Years of experience').fill('4');
  await workerPage.getByLabel('Find your address').fill('Kalamata');
  await workerPage.getByRole('option', { name: 'Kalamata, Messinia, Greece' }).click();
  await expect(workerPage.getByTestId('profile-position')).toContainText('37.0389');
  await workerPage.getByLabel('Bio').fill('Ten harvests in Messinia.');
  await workerPage.getByRole('button', { name: 'Publish profile' }).click();
  await expect(toast(workerPage)).toContainText('Profile saved');
  await expect(workerPage.getByTestId('profile-directory-state')).toHaveText(
    'Published in Find Workers',
  );

  // The worker finds the published job by search; the draft is not listed.
  await workerPage.goto('/workforce/job-listings');
  const searched = workerPage.waitForResponse(
    (response) =>
      response.url().includes('/api/workforce/job-listings?') &&
      response.url().includes('search=Olive') &&
      response.ok(),
  );
  await workerPage.getByLabel('Search').fill('Olive');
  await searched;
  const card = workerPage.getByRole('article').filter({ hasText: 'Olive harvest helpers' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('+1 more'); // the first 3 skills, then the count
  await expect(workerPage.getByText('Olive pruning crew')).toHaveCount(0);
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(workerPage).toHaveURL(/\/workforce\/job-listings\/[0-9a-f]{24}$/);
  await workerPage.getByRole('button', { name: 'Apply Now' }).click();
  await expect(toast(workerPage)).toContainText('Your application has been submitted successfully');
  await expect(workerPage.getByText('You have applied')).toBeVisible();

  // The owner approves it on Received Applications.
  await page.goto('/workforce/applications');
  const application = page.getByRole('article').filter({ hasText: worker.name });
  await expect(application).toContainText('Olive harvest helpers');
  await expect(application).toContainText('Experienced');
  await application.getByRole('button', { name: /^Approve/ }).click();
  await expect(toast(page)).toContainText('Application status updated successfully');
  await expect(application.getByRole('button', { name: /^Reject/ })).toBeVisible();

  // The worker sees it approved under My Applications.
  await workerPage.goto('/workforce/applications?tab=my');
  await expect(
    workerPage.getByRole('article').filter({ hasText: 'Olive harvest helpers' }),
  ).toContainText('Approved');

  // The owner finds the worker under My Workers and rates them.
  await page.goto('/workforce/my-workers');
  const hired = page.getByTestId('hired-worker').filter({ hasText: worker.name });
  await expect(hired).toBeVisible();
  // The fourth star, as a person clicks it (the radio inside is visually hidden).
  await hired.locator('label', { hasText: '4 Stars' }).click();
  await expect(hired.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await hired.getByRole('button', { name: `Submit rating for ${worker.name}` }).click();
  await expect(hired).toContainText('You rated 4/5');

  // Find Workers near the estate lists the worker with the rating.
  await page.goto('/workforce/find-workers');
  await choose(page, /^Near my estate/, estate.name);
  await expect(page.getByTestId('near-label')).toContainText('50 km');
  const found = page.getByRole('article').filter({ hasText: worker.name });
  await expect(found).toBeVisible();
  await expect(found).toContainText('4.0 (1 rating)');
  await expect(found).toContainText('km');

  // Close, then Activate, then Delete with confirmation.
  await page.goto('/workforce/my-job-listings');
  await page.getByRole('button', { name: 'Close Olive harvest helpers' }).click();
  await expect(toast(page)).toContainText('Status Updated');
  await page.getByRole('button', { name: 'Activate Olive harvest helpers' }).click();
  await expect(toast(page)).toContainText('Status Updated');
  await page.getByRole('button', { name: 'Delete Olive harvest helpers' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(toast(page)).toContainText('Job Listing Deleted');
  await expect(page.getByRole('button', { name: 'Delete Olive harvest helpers' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Olive pruning crew' })).toBeVisible();
  expect(owner.email).toContain('@');

  await workerContext.close();
});
