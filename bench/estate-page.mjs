// The estate detail page of an estate with 10,000 trees in headless Chromium: time until
// the trees list is shown, and until the map tab has drawn its markers (list and map).
import { chromium } from '@playwright/test';
import { boundary } from './estates.mjs';
import { CHROMIUM_ARGS, chromiumPath, printTable, signUp, startProduct } from './lib.mjs';

async function createEstateWithTrees(url, token) {
  const response = await fetch(`${url}/api/estates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ten Thousand Grove',
      address: 'Messini, Greece',
      treeCount: 10000,
      landArea: 20,
      boundaries: boundary(),
      treeTypes: ['olive', 'fig'],
      autoGenerateTrees: true,
      aiDetectionEnabled: false,
    }),
  });
  if (response.status !== 201) throw new Error(`create estate: ${response.status}`);
  return response.json();
}

export async function benchEstatePage() {
  const product = await startProduct(4392);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const user = await signUp(product.url, 'page');
    const estate = await createEstateWithTrees(product.url, user.accessToken);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((token) => {
      window.localStorage.setItem('accessToken', token);
    }, user.accessToken);
    const page = await context.newPage();
    // Warm the HTTP cache once, as a returning user would have it.
    await page.goto(`${product.url}/estates/${estate.id}`);
    await page.getByRole('heading', { name: 'Trees (10000)' }).waitFor({ timeout: 30_000 });

    const rows = [];
    for (const run of ['cold', 'warm']) {
      const fresh = run === 'cold' ? await context.browser().newContext() : context;
      if (run === 'cold') {
        await fresh.addInitScript((token) => {
          window.localStorage.setItem('accessToken', token);
        }, user.accessToken);
      }
      const tab = await fresh.newPage();
      let started = Date.now();
      await tab.goto(`${product.url}/estates/${estate.id}`);
      await tab.getByRole('heading', { name: 'Trees (10000)' }).waitFor({ timeout: 30_000 });
      await tab.locator(`main a[href*="/estates/${estate.id}/trees/"]`).first().waitFor();
      const listMs = Date.now() - started;
      started = Date.now();
      await tab.goto(`${product.url}/estates/${estate.id}?tab=map`);
      await tab.getByText('10000 trees.').waitFor({ timeout: 30_000 });
      await tab.locator('[data-testid="map"] canvas').first().waitFor({ timeout: 30_000 });
      // Interactive: the main thread answers within a frame after the markers are drawn.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
      const mapMs = Date.now() - started;
      rows.push([`estate detail, trees list shown (${run} cache)`, `${listMs} ms`, '< 2000 ms']);
      rows.push([
        `estate map tab, 10,000 markers drawn (${run} cache)`,
        `${mapMs} ms`,
        '< 2000 ms',
      ]);
      await tab.close();
    }
    printTable('Estate detail page with 10,000 trees (headless Chromium, loopback)', rows);
  } finally {
    await browser.close();
    product.stop();
  }
}
