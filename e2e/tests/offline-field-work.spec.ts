import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { createEstate } from '../fixtures/estates';
import { expect, test } from '../fixtures/test';
import { newUser, registerUser } from '../fixtures/users';
import type { TestUser } from '../fixtures/users';
import { PRODUCT_URL } from '../servers';

// Issue 26: a field worker's day without signal reaches the server whole, once, and a
// conflict with the owner's change meanwhile is shown with both values and resolved.

interface ApiTree {
  id: string;
  textCode: string;
  title: string;
  state: string;
  notes: string;
  version: number;
}

interface HistoryRow {
  at: string;
  recordedAt: string;
  action: string;
  actor: { name: string } | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${PRODUCT_URL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The API as one signed-in person, for set-up and for checking what reached the server. */
function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`${PRODUCT_URL}${path}`, { headers });
      expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    send: async (method: 'post' | 'put', path: string, data: unknown) => {
      const response = await request[method](`${PRODUCT_URL}${path}`, { headers, data });
      expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
      return response.json() as Promise<unknown>;
    },
  };
}

/** Resolves once the service worker is active and answers this page's requests. */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The tagging screen's line of this phone's changes: "N changes waiting" or "Synced". */
/** The tagging screen's heading (the header names the page too). */
const tagging = (page: Page) =>
  page.getByRole('main').getByRole('heading', { name: 'Tree Tagging' });

/** The states the worker sets on the five trees, as the API stores them. */
const stateValues = ['sick', 'watered', 'pruned', 'ready_to_harvest', 'burned'];

const phoneChanges = (page: Page) =>
  page.getByRole('region', { name: 'Changes made on this phone' });

/** Types a tree's code on the tagging screen, as a worker whose camera cannot read the tag. */
async function openByCode(field: Page, code: string) {
  const manual = field.getByLabel('Enter QR code or paste QR URL');
  await manual.fill(code);
  await manual.press('Enter');
  await expect(field.getByText('Tree found successfully!')).toBeVisible();
}

test('a field worker tags five trees, adds a photo and a harvest with no signal; all of it reaches the server once, and a conflict is resolved on the Sync page', async ({
  page,
  browser,
  request,
  user: owner,
}) => {
  test.setTimeout(300_000);
  const estate = await createEstate(page, { treeCount: 6, name: 'Offline Grove' });
  const ownerApi = apiAs(request, await tokenOf(request, owner));
  const { trees: listed } = await ownerApi.get<{ trees: ApiTree[] }>(
    `/api/estates/${estate.id}/trees`,
  );
  const trees = listed.slice(0, 5);
  const before = new Map<string, number>();
  for (const tree of trees) {
    before.set(
      tree.id,
      (await ownerApi.get<{ tree: ApiTree }>(`/api/trees/${tree.id}`)).tree.version,
    );
  }
  const [disputed, photographed] = trees as [ApiTree, ApiTree, ...ApiTree[]];

  // The worker joins the team as field staff (invited by the owner, accepting).
  const worker = await registerUser(request, PRODUCT_URL, newUser('field'));
  const workerApi = apiAs(request, await tokenOf(request, worker));
  const invited = (await ownerApi.send('post', `/api/estates/${estate.id}/invitations`, {
    email: worker.email,
    role: 'field_staff',
  })) as { invitation: { url: string } };
  const invitationToken = invited.invitation.url.split('/invitations/')[1] as string;
  await workerApi.send('post', `/api/invitations/${invitationToken}/accept`, {});

  const context = await browser.newContext({
    baseURL: PRODUCT_URL,
    viewport: { width: 390, height: 844 },
  });
  try {
    let field = await context.newPage();
    const workerToken = await tokenOf(context.request, worker);
    await field.goto('/login');
    await field.evaluate((token) => window.localStorage.setItem('accessToken', token), workerToken);

    await test.step('online once: the app installs and the estate is kept on the phone', async () => {
      await field.goto('/tree-tagging');
      await expect(tagging(field)).toBeVisible();
      await workerControls(field);
      // Field staff get their estates stored automatically; the estate page says so.
      await field.goto(`/estates/${estate.id}`);
      await expect(field.getByText(/Available offline: 6 trees/)).toBeVisible({ timeout: 30_000 });
      await field.goto('/tree-tagging');
      await expect(phoneChanges(field).getByRole('link', { name: 'Synced' })).toBeVisible();
    });

    await test.step('offline: the app still opens on reload', async () => {
      await context.setOffline(true);
      await field.reload();
      await expect(tagging(field)).toBeVisible();
    });

    const states = ['Sick', 'Watered', 'Pruned', 'Ready to Harvest', 'Burned'];
    await test.step('offline: five trees by code, each with a new state and a note', async () => {
      for (const [index, tree] of trees.entries()) {
        await openByCode(field, tree.textCode);
        await expect(field.getByText(/No signal: this tree is shown as stored/)).toBeVisible();
        await field.getByRole('combobox', { name: 'State' }).click();
        await field.getByRole('option', { name: states[index] as string, exact: true }).click();
        await field.getByLabel('Notes').fill(`Offline note ${index + 1}`);
        await field.getByRole('button', { name: 'Save & Continue' }).click();
        await expect(field.getByRole('heading', { name: 'Saved on this phone' })).toBeVisible();
        await field.getByRole('button', { name: 'Scan Another' }).click();
      }
      await expect(
        phoneChanges(field).getByRole('link', { name: '5 changes waiting' }),
      ).toBeVisible();
    });

    await test.step('meanwhile the owner, online, changes the state of one of those trees', async () => {
      await ownerApi.send('put', `/api/trees/${disputed.id}`, { state: 'destroyed' });
    });

    await test.step('offline: a photo and a harvest on a tree page', async () => {
      await field.goto(`/trees/${photographed.id}`);
      await expect(field.getByRole('heading', { name: photographed.title })).toBeVisible();
      // The page says what waits for this tree (its new state). The notice comes once the
      // phone's queue is read and moves the tabs down: a click before it could miss the tab.
      await expect(field.getByText('1 change of this tree is waiting to be sent.')).toBeVisible();
      const photosTab = field.getByRole('tab', { name: 'State & Photos' });
      await photosTab.click();
      await expect(photosTab).toHaveAttribute('aria-selected', 'true');
      await expect(field.getByText('Not available offline')).toBeVisible();
      await field.getByRole('button', { name: 'Edit Details' }).click();
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 130, b: 60 } },
      })
        .png()
        .toBuffer();
      await field.getByLabel('Photo file').setInputFiles({
        name: 'offline.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await field.getByLabel('Caption').fill('Taken without signal');
      await field.getByRole('button', { name: 'Upload Photo' }).click();
      await expect(field.getByText('Photo saved on this phone.', { exact: false })).toBeVisible();
      await field.getByRole('button', { name: 'Cancel Editing' }).click();
      await field.getByRole('tab', { name: 'Harvests' }).click();
      await field.getByRole('spinbutton', { name: /^Weight \(kg\)/ }).fill('42.5');
      await field.getByRole('button', { name: 'Add Harvest' }).click();
      await expect(field.getByText('Harvest saved on this phone.', { exact: false })).toBeVisible();
    });

    await test.step('the page is closed and opened again: the queue is still there', async () => {
      await field.close();
      field = await context.newPage();
      await field.goto('/tree-tagging');
      await expect(
        phoneChanges(field).getByRole('link', { name: '7 changes waiting' }),
      ).toBeVisible();
    });

    await test.step('back in range: the changes are sent; the one in conflict waits for the worker', async () => {
      await context.setOffline(false);
      await expect(
        phoneChanges(field).getByRole('link', { name: '1 needs attention' }),
      ).toBeVisible({ timeout: 60_000 });
    });

    await test.step('the worker sees both values on the Sync page and keeps their own', async () => {
      await phoneChanges(field).getByRole('link', { name: '1 needs attention' }).click();
      await expect(field).toHaveURL(/\/sync$/);
      const main = field.getByRole('main');
      await expect(main.getByText(new RegExp(`${owner.name} changed this tree on`))).toBeVisible();
      await expect(main.getByText('Sick').first()).toBeVisible();
      await expect(main.getByText('Destroyed').first()).toBeVisible();
      await main.getByRole('button', { name: 'Keep mine' }).click();
      await expect(main.getByText('Everything is synced')).toBeVisible({ timeout: 30_000 });
    });
  } finally {
    await context.close();
  }

  await test.step('the server has every change exactly once, with device and server times', async () => {
    for (const [index, tree] of trees.entries()) {
      const { tree: now } = await ownerApi.get<{ tree: ApiTree }>(`/api/trees/${tree.id}`);
      expect(now.notes).toBe(`Offline note ${index + 1}`);
      const { history } = await ownerApi.get<{ history: HistoryRow[] }>(
        `/api/trees/${tree.id}/history`,
      );
      const mine = history.filter((row) => row.actor?.name === worker.name);
      // Each change once. The disputed change applied nothing at first; once decided, its
      // undisputed note went from the version it started from and the kept state on its own.
      const updates = mine.filter((row) => row.action === 'updated');
      const disputedTree = tree.id === disputed.id;
      expect(updates).toHaveLength(disputedTree ? 2 : 1);
      const fields = updates.flatMap((row) => row.changes.map((change) => change.field));
      expect(fields.sort()).toEqual(['notes', 'state']);
      for (const row of updates) {
        // Made on the device (offline) before the server recorded it.
        expect(Date.parse(row.at)).toBeLessThan(Date.parse(row.recordedAt));
      }
      expect(now.state).toBe(stateValues[index]);
      const records = tree.id === photographed.id ? 2 : 0; // the photo and the harvest
      const owners = disputedTree ? 1 : 0; // the owner's change meanwhile
      expect(now.version).toBe((before.get(tree.id) as number) + updates.length + records + owners);
      if (tree.id === photographed.id) {
        expect(mine.filter((row) => row.action === 'photo_added')).toHaveLength(1);
        expect(mine.filter((row) => row.action === 'harvest_recorded')).toHaveLength(1);
      }
    }
    const photos = await ownerApi.get<{ photos: { caption: string }[] }>(
      `/api/trees/${photographed.id}/photos`,
    );
    expect(photos.photos.map((photo) => photo.caption)).toEqual(['Taken without signal']);
    const harvests = await ownerApi.get<{ harvests: { weight: number; date: string }[] }>(
      `/api/trees/${photographed.id}/harvests`,
    );
    expect(harvests.harvests).toHaveLength(1);
    expect(harvests.harvests[0]).toMatchObject({ weight: 42.5 });
  });
});
