import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GATEWAY_SRV,
  REMOTE_PAGES,
  deployRemote,
  installedVersion,
} from '../fixtures/gateway-deploy';
import { expect, test } from '../fixtures/test';
import { ROOT, TMP } from '../servers';

// Runs only through the production shape's gateway (scripts/e2e-gateway.mjs, GK_E2E_GATEWAY),
// alone: it swaps mf-rentals' files under GK_GATEWAY_SRV, which other specs would meet.
//
// The promise: a remote built against a shared version the shell cannot provide is refused
// with a clear console message and its unavailable card, not a blank page or a crash.
//
// How the incompatible remote is made: a copy of mf-rentals' real build whose mf-manifest.json
// declares another version (version and requiredVersion) of one shared package. That
// declaration is exactly what the shell's check reads (shell/src/features/remotes/loader/
// shared-versions.ts, on the manifest, before the remote's entry script is fetched), so to the
// shell this is what a build against that version is; React 20 cannot be installed here to
// build against it for real. Its JavaScript is still the good build's: without the check,
// federation only warns and the page loads, and this test fails.

const REMOTE = 'mf-rentals';
const FEDERATION_NAME = 'mf_rentals';

const CASES = [
  // Another major of a third-party singleton.
  { pkg: 'react', declared: '20.0.0' },
  // A newer minor of the shared package while it is 0.x (a breaking change, as semver has it).
  { pkg: '@grovekeeper/shared', declared: '0.2.0' },
];

/** A copy of the remote's dist whose manifest declares `declared` for every module of `pkg`. */
function declaringVersion(workDir: string, pkg: string, declared: string): string {
  const dist = path.join(workDir, `${REMOTE}-${pkg.replace(/\W+/g, '-')}`);
  cpSync(path.join(ROOT, REMOTE, 'dist'), dist, {
    recursive: true,
    // The gateway serves a precompressed sibling when there is one (gzip_static): the
    // rewritten manifest must have none that still says the old versions.
    filter: (file) => !/mf-manifest\.json\.(gz|br)$/.test(file),
  });
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  let rewritten = 0;
  for (const entry of manifest.shared) {
    if (entry.name !== pkg && !entry.name.startsWith(`${pkg}/`)) continue;
    entry.version = declared;
    entry.requiredVersion = entry.requiredVersion.replace(/\d+\.\d+\.\d+/, declared);
    rewritten += 1;
  }
  expect(rewritten, `${REMOTE}'s manifest shares ${pkg}`).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify(manifest));
  return dist;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

test.describe.configure({ mode: 'serial' });

test('a remote built against a shared version the shell cannot provide is refused with a console message and its card; the good build back recovers on Retry', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  expect(GATEWAY_SRV, 'GK_GATEWAY_SRV names the gateway file tree').not.toBe('');
  expect(user.email).toContain('@');
  const rentals = REMOTE_PAGES.find((remote) => remote.name === REMOTE);
  const contracts = REMOTE_PAGES.find((remote) => remote.name === 'mf-contracts');
  if (!rentals || !contracts) throw new Error('mf-rentals or mf-contracts missing');

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Refused before any of its code runs: the remote's entry script is never fetched.
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/remotes/${REMOTE}/remoteEntry.js`) {
      entryRequests.push(request.url());
    }
  });

  const workDir = path.join(TMP, `shared-versions-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  try {
    for (const { pkg, declared } of CASES) {
      const provided = installedVersion(pkg);
      const previous = deployRemote(REMOTE, declaringVersion(workDir, pkg, declared));
      try {
        consoleErrors.length = 0;
        entryRequests.length = 0;
        await page.goto(rentals.url);
        const card = page.getByTestId('remote-unavailable');
        await expect(card, `${pkg} ${declared} refused`).toBeVisible({ timeout: 15_000 });
        await expect(card).toContainText('This section is unavailable');
        await expect
          .poll(() => consoleErrors.find((text) => text.includes(`"${FEDERATION_NAME}" refused`)))
          .toMatch(
            // The range of whichever of the package's modules the manifest lists first.
            new RegExp(
              `${escape(pkg)}: the remote needs [\\^~]?${escape(declared)}, the shell provides ${escape(provided)}`,
            ),
          );
        expect(entryRequests, 'no script of the refused remote was fetched').toEqual([]);

        // The rest of the app works: the sidebar takes the user to another remote and back.
        const sidebar = page.getByRole('navigation', { name: 'Main' });
        await sidebar.getByRole('link', { name: 'Rental Contracts' }).click();
        await contracts.ready(page);
        await sidebar.getByRole('link', { name: 'Rental Listings' }).click();
        await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
      } finally {
        deployRemote(REMOTE, previous);
      }
      // The good build back: Retry loads it in place.
      await page.getByRole('button', { name: 'Retry' }).click();
      await rentals.ready(page);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
});
