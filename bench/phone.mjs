// The field pages on a mid-range phone (issue 27): the dashboard, a tree page, tree tagging
// (the demo owner signed in) and the public tag page a printed code opens (signed out), served
// as `npm start` serves them. Each page at a desk (no throttling) and on Lighthouse's mobile
// profile, cold (a new browser context: empty cache, no service worker) and warm (the app
// opened again in the same context, once the service worker the first visit installed
// controls it): the largest contentful paint, median of BENCH_RUNS, and the JavaScript the
// cold visit ran (gzip -6 of its scripts) beside what the warm one fetched over the network.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { LARGEST_CONTENTFUL_PAINT, median } from './first-load.mjs';
import { CHROMIUM_ARGS, chromiumPath, signInDemo, startProduct } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);

/**
 * Lighthouse's mobile profile ("Slow 4G", its `mobileSlow4G` throttling): 150 ms round trip,
 * 1,638.4 kbps down, 750 kbps up, the CPU slowed 4×. Applied through DevTools with these
 * values as they are (the figures Lighthouse's simulated method models), not its
 * `--throttling-method=devtools` variant, which pads each request to 562.5 ms and trims the
 * throughput by 10 % to imitate packet-level delays.
 */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;
/** Lighthouse's emulated phone (a Moto G Power): its screen and user agent. */
const PHONE_DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

const PROFILES = [
  { name: 'desk', device: {}, network: null },
  { name: 'phone', device: PHONE_DEVICE, network: PHONE_NETWORK },
];

/**
 * DevTools throttles the requests of the target it is sent to: a page's throttling does not
 * reach its service worker, whose own fetches (network-first config, manifests, entries)
 * would then take no time. Every service worker that starts gets the network conditions of
 * the profile being measured (through a browser session, as Lighthouse does for its targets).
 */
async function throttleServiceWorkers(browser) {
  const session = await browser.newBrowserCDPSession();
  const state = { network: null };
  let id = 0;
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || !state.network) return;
    const network = state.network;
    void (async () => {
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      });
      const send = (method, params) =>
        session.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: ++id, method, params }),
        });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', network);
    })().catch(() => undefined);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  return state;
}

/** One visit of `url` in a new page of `context`: its LCP and the scripts it ran. */
async function visit(context, url, profile) {
  const page = await context.newPage();
  if (profile.network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const network = !response.fromServiceWorker() && response.status() !== 304;
        const sizes = await response.request().sizes();
        scripts.push({
          gzip: gzipSync(body, { level: 6 }).length,
          // A body from the HTTP cache or the service worker crossed no network.
          transferred: network ? Math.max(0, sizes.responseBodySize) : 0,
        });
      })(),
    );
  });
  await page.goto(url);
  await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(LARGEST_CONTENTFUL_PAINT);
  await Promise.all(pending);
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { page, lcp, gzip: sum('gzip'), transferred: sum('transferred') };
}

/** Waits until the service worker the page registers (after its load) controls it. */
async function serviceWorkerInstalled(page) {
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no service worker')), 120_000);
        const controlled = () => {
          clearTimeout(timer);
          resolve();
        };
        void navigator.serviceWorker.ready.then(() => {
          if (navigator.serviceWorker.controller) controlled();
          else navigator.serviceWorker.addEventListener('controllerchange', controlled);
        });
      }),
  );
}

async function measure(browser, workers, { url, token }, profile) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(profile.device);
    if (token) {
      await context.addInitScript((accessToken) => {
        window.localStorage.setItem('accessToken', accessToken);
      }, token);
    }
    workers.network = profile.network;
    const first = await visit(context, url, profile);
    cold.push(first);
    await serviceWorkerInstalled(first.page);
    await first.page.close();
    const again = await visit(context, url, profile);
    warm.push(again);
    await context.close();
  }
  const m = (list, key) => median(list.map((entry) => entry[key]));
  return {
    lcpCold: m(cold, 'lcp'),
    lcpWarm: m(warm, 'lcp'),
    gzipCold: m(cold, 'gzip'),
    networkWarm: m(warm, 'transferred'),
  };
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const load = async () => (await import('node:os')).loadavg()[0].toFixed(2);

export async function benchPhone() {
  const started = Date.now();
  const product = await startProduct(4399, { SEED_DEMO: 'true' });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const workers = await throttleServiceWorkers(browser);
    const user = await signInDemo(product.url);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const { estates } = await (await fetch(`${product.url}/api/estates`, { headers: auth })).json();
    const estate = estates.find((candidate) => candidate.treeCount > 0) ?? estates[0];
    const { trees } = await (
      await fetch(`${product.url}/api/trees?limit=1&estateId=${estate.id}`, { headers: auth })
    ).json();
    const tree = trees[0].id;
    const pages = [
      ['dashboard `/`', { url: `${product.url}/`, token: user.accessToken }, 2500],
      [
        'a tree page `/trees/:id`',
        { url: `${product.url}/trees/${tree}`, token: user.accessToken },
        2500,
      ],
      [
        'tree tagging `/tree-tagging`',
        { url: `${product.url}/tree-tagging`, token: user.accessToken },
        2500,
      ],
      [
        'public tag page `/trees/:id/tag` (signed out)',
        { url: `${product.url}/trees/${tree}/tag` },
        1500,
      ],
    ];
    const rows = [];
    for (const [name, target, goal] of pages) {
      const loadBefore = await load();
      const desk = await measure(browser, workers, target, PROFILES[0]);
      const phone = await measure(browser, workers, target, PROFILES[1]);
      rows.push({ name, goal, desk, phone, load: `${loadBefore}–${await load()}` });
    }
    console.log(
      `\n## Phone: LCP on a desk and on Lighthouse's mobile profile (CPU ÷${PHONE_CPU_SLOWDOWN}, ` +
        `150 ms RTT, 1.6 Mbps down, 750 kbps up), median of ${RUNS}\n`,
    );
    console.log(
      '| page | desk, cold | desk, warm | phone, cold | phone, warm | goal (phone cold / warm) | JS gzip, cold | JS over the network, warm | load average |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const { name, goal, desk, phone, load: loadAverage } of rows) {
      console.log(
        `| ${name} | ${seconds(desk.lcpCold)} | ${seconds(desk.lcpWarm)} | **${seconds(phone.lcpCold)}** | **${seconds(phone.lcpWarm)}** | ${seconds(goal)} / 1.00 s | ${kb(phone.gzipCold)} | ${kb(phone.networkWarm)} | ${loadAverage} |`,
      );
    }
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s in all)`);
    return rows;
  } finally {
    await browser?.close();
    product.stop();
  }
}
