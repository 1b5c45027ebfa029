// First load of three pages for the demo owner of a first start (SEED_DEMO=true: two
// estates, a few hundred trees, harvests, rentals and jobs, as a newcomer sees it): the
// dashboard, an estate page and a tree page. For each, cold (a new browser profile: empty
// cache) and warm (the same page reloaded: scripts from the HTTP cache): the JavaScript the
// browser downloads (raw, gzip -6 and brotli of the same bytes, as a CDN would serve them),
// its number of files, the first and the largest contentful paint, as medians of RUNS loads. It also checks that the page ran one React and one shared package.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, printTable, signInDemo, startProduct } from './lib.mjs';

const RUNS = Number(process.env.FIRST_LOAD_RUNS || 5);

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

export const LARGEST_CONTENTFUL_PAINT = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(Number.NaN), 2000);
  });

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One load of `url` in `page`: its scripts, FCP and LCP (once the page's heading is shown). */
async function load(page, url, reload) {
  const scripts = [];
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({
          url: response.url(),
          // A body served from the HTTP cache, or a 304 answer, has no network body.
          transferred: Math.max(0, sizes.responseBodySize),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          brotli: brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }).length,
        });
      })(),
    );
  };
  page.on('response', onResponse);
  if (reload) await page.reload();
  else await page.goto(url);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(LARGEST_CONTENTFUL_PAINT);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await Promise.all(pending);
  page.off('response', onResponse);
  const network = scripts.filter((script) => script.transferred > 0);
  const sum = (list, key) => list.reduce((total, script) => total + script[key], 0);
  return {
    files: scripts.length,
    downloaded: network.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    brotli: sum(scripts, 'brotli'),
    transferred: sum(network, 'transferred'),
    lcp,
    fcp,
  };
}

async function measurePage(browser, accessToken, url) {
  const cold = [];
  const warm = [];
  let reactCopies = 0;
  let sharedCopies = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    await context.addInitScript(COUNT_RENDERERS);
    await context.addInitScript((token) => {
      window.localStorage.setItem('accessToken', token);
    }, accessToken);
    const page = await context.newPage();
    cold.push(await load(page, url, false));
    reactCopies = Math.max(reactCopies, await page.evaluate(() => window.__GK_RENDERERS__()));
    sharedCopies = Math.max(
      sharedCopies,
      await page.evaluate(() => globalThis.__GROVEKEEPER_SHARED_INSTANCES__ ?? 0),
    );
    warm.push(await load(page, url, true));
    await context.close();
  }
  return { cold, warm, reactCopies, sharedCopies };
}

export async function benchFirstLoad() {
  const product = await startProduct(4390, { SEED_DEMO: 'true' });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const user = await signInDemo(product.url);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const { estates } = await (await fetch(`${product.url}/api/estates`, { headers: auth })).json();
    const estate = estates.find((candidate) => candidate.treeCount > 0) ?? estates[0];
    const { trees } = await (
      await fetch(`${product.url}/api/trees?limit=1&estateId=${estate.id}`, { headers: auth })
    ).json();
    const pages = [
      ['dashboard', `${product.url}/`],
      ['estate page', `${product.url}/estates/${estate.id}`],
      ['tree page', `${product.url}/trees/${trees[0].id}`],
    ];
    const rows = [];
    const results = {};
    for (const [name, url] of pages) {
      const { cold, warm, reactCopies, sharedCopies } = await measurePage(
        browser,
        user.accessToken,
        url,
      );
      const first = cold[0];
      const m = (list, key) => median(list.map((entry) => entry[key]));
      rows.push(
        [`${name}: JavaScript, cold (files)`, `${first.files} files, ${kb(first.raw)} raw`],
        [
          `${name}: JavaScript gzip / brotli, cold`,
          `${kb(first.gzip)} / ${kb(first.brotli)}`,
          name === 'dashboard' ? '≤ 170 KB gzip' : '',
        ],
        [
          `${name}: LCP cold / warm (median of ${RUNS})`,
          `${Math.round(m(cold, 'lcp'))} ms / ${Math.round(m(warm, 'lcp'))} ms`,
          '< 800 ms',
        ],
        [
          `${name}: FCP cold / warm (the HTML's app shell)`,
          `${Math.round(m(cold, 'fcp'))} ms / ${Math.round(m(warm, 'fcp'))} ms`,
        ],
        [
          `${name}: scripts with a body sent again, warm`,
          `${m(warm, 'downloaded')} of ${warm[0].files} files, ${kb(m(warm, 'transferred'))}`,
        ],
        [
          `${name}: copies of React / of @grovekeeper/shared`,
          `${reactCopies} / ${sharedCopies}`,
          '1 / 1',
        ],
      );
      results[name] = { gzipBytes: first.gzip, lcpCold: m(cold, 'lcp'), lcpWarm: m(warm, 'lcp') };
    }
    printTable('First load, signed in as the demo owner (loopback, headless Chromium)', rows);
    return results;
  } finally {
    await browser?.close();
    product.stop();
  }
}
