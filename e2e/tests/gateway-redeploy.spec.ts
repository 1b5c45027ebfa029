import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  GATEWAY_SRV,
  REMOTE_PAGES,
  buildRemoteCopy,
  deployRemote,
  replaceText,
  sha256,
  treeDigest,
} from '../fixtures/gateway-deploy';
import { expect, test } from '../fixtures/test';
import { TMP } from '../servers';

// Runs only through the production shape's gateway (scripts/e2e-gateway.mjs, GK_E2E_GATEWAY),
// alone: it swaps mf-rentals' (then mf-trees') files under GK_GATEWAY_SRV, which other specs
// would meet.
//
// The promise: a remote rebuilt and redeployed alone (a new folder with a new
// mf-manifest.json under its path) shows its change on a reload, with the shell and the other
// remotes untouched. The new build is a real webpack production build of mf-rentals from a
// copy of its sources with one visible change (its page subtitle's English text), so the shell and the
// other remotes are not rebuilt, and no tracked file is edited.

const REMOTE = 'mf-rentals';
// The page's English subtitle lives in the remote's own texts (its listings part), so the
// changed text reaches the browser only through the redeployed remote's build.
const TEXTS_FILE = path.join('src', 'i18n', 'parts', 'listings', 'en.json');
const SUBTITLE = 'Publish your land for rent and browse available listings';

test.describe.configure({ mode: 'serial' });

test('mf-rentals rebuilt and redeployed alone: a reload shows the change, the shell and the other remotes untouched', async ({
  page,
  request,
  user,
}) => {
  // A production build of one remote: ~15-30 s alone, more beside the other engineer's jobs.
  test.setTimeout(420_000);
  expect(GATEWAY_SRV, 'GK_GATEWAY_SRV names the gateway file tree').not.toBe('');
  expect(user.email).toContain('@');
  const others = REMOTE_PAGES.filter((remote) => remote.name !== REMOTE);
  const rentals = REMOTE_PAGES.find((remote) => remote.name === REMOTE);
  if (!rentals) throw new Error(`${REMOTE} is not among REMOTE_PAGES`);

  // What is live before the deploy: the files, and what the gateway serves for the shell.
  const shellFiles = treeDigest(path.join(GATEWAY_SRV, 'shell'));
  const otherFiles = others.map((remote) =>
    treeDigest(path.join(GATEWAY_SRV, 'remotes', remote.name)),
  );
  const served = async (url: string) => {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    return sha256(await response.body());
  };
  const shellServed = [await served('/'), await served('/main.js')];
  const otherManifests = await Promise.all(
    others.map((remote) => served(`/remotes/${remote.name}/mf-manifest.json`)),
  );
  const oldManifest = await served(`/remotes/${REMOTE}/mf-manifest.json`);

  await page.goto(rentals.url);
  await rentals.ready(page);
  await expect(page.getByText(SUBTITLE)).toBeVisible();

  // The second deploy: the same remote, built again with a visible change.
  const changed = `Redeployed alone, build ${Date.now().toString(36)}`;
  const workDir = path.join(TMP, `redeploy-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const dist = await buildRemoteCopy(REMOTE, workDir, replaceText(TEXTS_FILE, SUBTITLE, changed));

  // Which of the remote's scripts the browser fetches after the deploy.
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/${REMOTE}/`) && pathname.endsWith('.js')) {
      remoteScripts.push(path.basename(pathname));
    }
  });

  const previous = deployRemote(REMOTE, dist);
  try {
    const newManifest = await served(`/remotes/${REMOTE}/mf-manifest.json`);
    expect(newManifest, 'a new mf-manifest.json is live').not.toBe(oldManifest);

    await page.reload();
    await rentals.ready(page);
    await expect(page.getByText(changed)).toBeVisible();
    await expect(page.getByText(SUBTITLE)).toHaveCount(0);
    // The page's code came from the new build: its exposed module is named in the new manifest.
    const manifest = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
    const exposed = remoteScripts.filter((file) => file.startsWith('__federation_expose_'));
    expect(exposed.length, 'the exposed routes module was fetched').toBeGreaterThan(0);
    for (const file of exposed) expect(manifest).toContain(file);

    // The shell and the other remotes: the same files, served the same, still working.
    expect([await served('/'), await served('/main.js')]).toEqual(shellServed);
    expect(treeDigest(path.join(GATEWAY_SRV, 'shell'))).toBe(shellFiles);
    for (const [index, remote] of others.entries()) {
      expect(treeDigest(path.join(GATEWAY_SRV, 'remotes', remote.name)), remote.name).toBe(
        otherFiles[index],
      );
      expect(await served(`/remotes/${remote.name}/mf-manifest.json`), remote.name).toBe(
        otherManifests[index],
      );
      await page.goto(remote.url);
      await remote.ready(page);
    }
    await page.goto(rentals.url);
    await expect(page.getByText(changed)).toBeVisible();
  } finally {
    deployRemote(REMOTE, previous);
    rmSync(workDir, { recursive: true, force: true });
  }

  // Rolling back is the same move: the previous build is live again on the next load.
  await page.reload();
  await rentals.ready(page);
  await expect(page.getByText(SUBTITLE)).toBeVisible();
});

// The installed app (issue 26): its service worker keeps the remotes' entries and chunks for
// offline starts, yet a remote redeployed alone must reach it on the next online start, never
// the copy the worker stored before.
const TAGGING_TEXTS = path.join('src', 'i18n', 'parts', 'tree-tagging', 'en.json');
const TAGGING_SUBTITLE = "Scan a tree's QR tag to check and update it in the field";

test('a redeployed remote reaches an installed app: mf-trees rebuilt, the next online start shows it, and so does the next offline one', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(420_000);
  expect(user.email).toContain('@');
  const trees = REMOTE_PAGES.find((remote) => remote.name === 'mf-trees');
  if (!trees) throw new Error('mf-trees is not among REMOTE_PAGES');

  // Installed: the worker controls the page and has stored mf-trees.
  await page.goto(trees.url);
  await trees.ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByText(TAGGING_SUBTITLE)).toBeVisible();

  const changed = `Redeployed to installed apps, build ${Date.now().toString(36)}`;
  const workDir = path.join(TMP, `redeploy-installed-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const dist = await buildRemoteCopy(
    'mf-trees',
    workDir,
    replaceText(TAGGING_TEXTS, TAGGING_SUBTITLE, changed),
  );
  const previous = deployRemote('mf-trees', dist);
  try {
    await page.reload();
    await trees.ready(page);
    await expect(page.getByText(changed)).toBeVisible();
    await expect(page.getByText(TAGGING_SUBTITLE)).toHaveCount(0);

    // What the worker keeps for the next offline start is the new build too.
    await context.setOffline(true);
    try {
      await page.reload();
      await trees.ready(page);
      await expect(page.getByText(changed)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  } finally {
    deployRemote('mf-trees', previous);
    rmSync(workDir, { recursive: true, force: true });
  }

  // Rolled back: the next online start shows the previous build again.
  await page.reload();
  await trees.ready(page);
  await expect(page.getByText(TAGGING_SUBTITLE)).toBeVisible();
});
