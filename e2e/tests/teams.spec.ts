import sharp from 'sharp';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';
import { newUser } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

// Issue 25: an owner invites a field worker, who joins from the link and works on a tree; the
// owner sees it in the tree's history, then removes the worker, who is refused at once.
test('an owner invites a field worker, who registers from the link, tags a tree and adds a photo; the owner sees it in the history and removes the worker', async ({
  page,
  browser,
  user: owner,
}) => {
  test.setTimeout(240_000);
  const estate = await createEstate(page, { treeCount: 2, name: 'Team Grove' });
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const { trees } = (await (
    await page.request.get(`/api/estates/${estate.id}/trees`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { trees: { id: string; title: string }[] };
  const tree = trees[0] as { id: string; title: string };
  const worker = newUser('worker');
  let invitationUrl = '';

  await test.step('the owner invites the worker as field staff from the Team tab', async () => {
    await page.goto(`/estates/${estate.id}`);
    await page.getByRole('tab', { name: 'Team' }).click();
    // The Details tab's Recent changes name the owner too: look in the Team panel only.
    const team = page.getByRole('tabpanel', { name: 'Team' });
    await expect(team.getByText(owner.name)).toBeVisible();
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/E-mail address/).fill(worker.email);
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    const link = dialog.getByTestId('invitation-link');
    await expect(link).toHaveValue(/\/invitations\/.+/);
    invitationUrl = await link.inputValue();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(worker.email)).toBeVisible();
  });

  const workerContext = await browser.newContext({ baseURL: PRODUCT_URL });
  const field = await workerContext.newPage();
  try {
    await test.step('the worker registers from the link, signs in and accepts', async () => {
      await field.goto(new URL(invitationUrl).pathname);
      await expect(field).toHaveURL(/\/login$/);
      await field.getByRole('link', { name: 'Create one' }).click();
      await field.getByLabel(/^Full Name/).fill(worker.name);
      await field.getByLabel(/^Email/).fill(worker.email);
      await field.getByLabel(/^Password/).fill(worker.password);
      await field.getByRole('button', { name: 'Create Account' }).click();
      await expect(field).toHaveURL(/\/login$/);
      await field.getByLabel(/^Email/).fill(worker.email);
      await field.getByLabel(/^Password/).fill(worker.password);
      await field.getByRole('button', { name: 'Sign In' }).click();
      await expect(field).toHaveURL(/\/invitations\//);
      await expect(
        field.getByText(`${owner.name} invites you to join Team Grove as Field staff.`),
      ).toBeVisible();
      await field.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(field).toHaveURL(new RegExp(`/estates/${estate.id}$`));
      // Field staff do not get the owner's controls.
      await expect(field.getByRole('link', { name: /Olive Tree/ }).first()).toBeVisible();
      await expect(field.getByRole('button', { name: 'Print QR Codes' })).toHaveCount(0);
      await expect(field.getByRole('button', { name: 'Rename estate' })).toHaveCount(0);
    });

    await test.step('the worker sees the estate with their role on the dashboard, Tree Tagging first', async () => {
      await field.goto('/');
      const card = field.getByTestId('estate-card').filter({ hasText: 'Team Grove' });
      await expect(card).toBeVisible();
      await expect(card.getByText('Your role: Field staff')).toBeVisible();
      await expect(card.getByRole('button', { name: /Delete estate/ })).toHaveCount(0);
      const nav = field.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link').first()).toHaveText('Tree Tagging');
    });

    await test.step("the worker scans the tree's tag (typed URL) and sets its state", async () => {
      await field.goto('/tree-tagging');
      const manual = field.getByLabel('Enter QR code or paste QR URL');
      await manual.fill(`${PRODUCT_URL}/trees/${tree.id}/tag`);
      await manual.press('Enter');
      await expect(field.getByText('Tree found successfully!')).toBeVisible();
      await field.getByRole('combobox', { name: 'State' }).click();
      await field.getByRole('option', { name: 'Sick' }).click();
      await field.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(field.getByText('Tree updated successfully.')).toBeVisible();
    });

    await test.step('the worker adds a photo on the tree page', async () => {
      await field.goto(`/trees/${tree.id}`);
      await field.getByRole('tab', { name: 'State & Photos' }).click();
      await field.getByRole('button', { name: 'Edit Details' }).click();
      const png = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 130, b: 60 } },
      })
        .png()
        .toBuffer();
      await field.getByLabel('Photo file').setInputFiles({
        name: 'sick.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await field.getByLabel('Caption').fill('Yellow leaves');
      await field.getByRole('button', { name: 'Upload Photo' }).click();
      await expect(field.getByRole('img', { name: 'Yellow leaves' })).toBeVisible();
    });

    await test.step("the owner sees the worker's changes in the tree's history", async () => {
      await page.goto(`/trees/${tree.id}`);
      await page.getByRole('tab', { name: 'History' }).click();
      const rows = page.getByTestId('history-entry');
      await expect(rows.first()).toContainText(`${worker.name} added a photo`);
      await expect(
        rows.filter({ hasText: `${worker.name} set the state from Healthy to Sick` }),
      ).toHaveCount(1);
    });

    await test.step('the owner removes the worker, whose next action is refused', async () => {
      // The worker has the tree open, ready to change its notes.
      await field.getByRole('tab', { name: 'Details' }).click();
      await field.getByRole('textbox', { name: 'Notes' }).fill('Needs spraying');

      await page.goto(`/estates/${estate.id}?tab=team`);
      await page.getByRole('button', { name: `Remove ${worker.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText(worker.email)).toHaveCount(0);

      await field.getByRole('button', { name: 'Save Changes' }).click();
      await expect(field.getByText('Tree not found')).toBeVisible();
      await field.goto('/');
      await expect(field.getByTestId('estate-card').filter({ hasText: 'Team Grove' })).toHaveCount(
        0,
      );
    });
  } finally {
    await workerContext.close();
  }
});
