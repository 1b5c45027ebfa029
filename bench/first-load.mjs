// First load of the dashboard for the demo owner of a first start (SEED_DEMO=true: two
// estates, a few hundred trees, harvests, rentals and jobs, as a newcomer sees it): the JavaScript the browser downloads
// (as served, and gzip -6 of the same bytes), and how many copies of React the page ran.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, printTable, signInDemo, startProduct } from './lib.mjs';

// Counts React renderers: every react-dom copy registers itself with this hook.
const COUNT_RENDERERS = () => {
  let renderers = 0;
  window.__GK_RENDERERS__ = () => renderers;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      renderers += 1;
      this.renderers.set(renderers, renderer);
      return renderers;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

export async function benchFirstLoad() {
  const product = await startProduct(4390, { SEED_DEMO: 'true' });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const user = await signInDemo(product.url);
    const context = await browser.newContext();
    await context.addInitScript(COUNT_RENDERERS);
    await context.addInitScript((token) => {
      window.localStorage.setItem('accessToken', token);
    }, user.accessToken);
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      const response = await request.response();
      const body = response ? await response.body() : Buffer.alloc(0);
      scripts.push({
        url: request.url(),
        transferred: sizes.responseBodySize,
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
      });
    });
    const started = Date.now();
    await page.goto(`${product.url}/`);
    await page.getByTestId('header-title').waitFor();
    await page
      .locator('main')
      .getByText(/Dashboard|Estates|Welcome/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    const loadMs = Date.now() - started;
    const reactCopies = await page.evaluate(() => window.__GK_RENDERERS__());
    const sharedCopies = await page.evaluate(() => globalThis.__GROVEKEEPER_SHARED_INSTANCES__);
    const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    printTable('First dashboard load (demo owner, empty cache)', [
      ['JavaScript files', String(scripts.length)],
      ['JavaScript, uncompressed', kb(sum('raw'))],
      ['JavaScript, gzip -6', kb(sum('gzip')), '< 200 KB'],
      ['JavaScript, as transferred (server compression)', kb(sum('transferred'))],
      ['copies of React (react-dom renderers)', String(reactCopies), '1'],
      ['copies of @grovekeeper/shared', String(sharedCopies), '1'],
      ['time to dashboard + network idle (loopback)', `${loadMs} ms`],
    ]);
    return { gzipBytes: sum('gzip'), reactCopies };
  } finally {
    await browser?.close();
    product.stop();
  }
}
