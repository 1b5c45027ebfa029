import { renameSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGES as REMOTES } from '../fixtures/gateway-deploy';
import { expect, test } from '../fixtures/test';
import { registerUser, signInAs } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

// Runs only through the production shape's gateway (scripts/e2e-gateway.mjs, GK_E2E_GATEWAY):
// nginx serves each remote from GK_GATEWAY_SRV/remotes/<name>, which this spec takes away
// (the remote is stopped: its files answer 404) and puts back, one remote after the other.
const srv = process.env.GK_GATEWAY_SRV ?? '';

test.describe.configure({ mode: 'serial' });

test('each of the five remotes stopped in turn: its unavailable card, the others work, Retry recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(srv, 'GK_GATEWAY_SRV names the gateway file tree').not.toBe('');
  const user = await registerUser(request, PRODUCT_URL);
  await signInAs(page, PRODUCT_URL, user);

  for (const remote of REMOTES) {
    const live = path.join(srv, 'remotes', remote.name);
    const stopped = `${live}.stopped`;
    renameSync(live, stopped);
    try {
      await page.goto(remote.url);
      const card = page.getByTestId('remote-unavailable');
      await expect(card, `${remote.name} stopped`).toBeVisible({ timeout: 15_000 });
      await expect(card).toContainText('This section is unavailable');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // Every other remote still loads.
      for (const other of REMOTES.filter((candidate) => candidate !== remote)) {
        await page.goto(other.url);
        await other.ready(page);
      }
      await page.goto(remote.url);
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
    } finally {
      renameSync(stopped, live);
    }
    // Back: Retry loads it in place.
    await page.getByRole('button', { name: 'Retry' }).click();
    await remote.ready(page);
  }
});
