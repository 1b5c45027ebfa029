// The field pages on a mid-range phone (issue 27): the dashboard, a tree page, tree tagging
// (the demo owner signed in) and the public tag page a printed code opens (signed out), served
// as `npm start` serves them. Each page at a desk (no throttling) and on Lighthouse's mobile
// profile, cold (a new browser context: empty cache, no service worker) and warm (the app
// opened again in the same context, once the service worker the first visit installed
// controls it): the largest contentful paint, median of BENCH_RUNS, and the JavaScript the
// cold visit ran (gzip -6 of its scripts) beside what the warm one fetched over the network.
import { loadavg } from 'node:os';
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
export async function throttleServiceWorkers(browser) {
  const session = await browser.newBrowserCDPSession();
  const attached = new Set();
  let id = 0;
  const send = (sessionId, method, params) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  // `network`: the conditions to apply; `bytes`: what the service workers received from the
  // network since it was last zeroed.
  const state = {
    network: null,
    bytes: 0,
    /** (Again) the conditions on every worker: one set while a worker starts can be lost. */
    async apply() {
      const conditions = state.network ?? {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      };
      for (const sessionId of attached) {
        await send(sessionId, 'Network.emulateNetworkConditions', conditions).catch(
          () => undefined,
        );
      }
    },
  };
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { method, params } = JSON.parse(message);
    if (method === 'Network.loadingFinished') state.bytes += params.encodedDataLength;
  });
  session.on('Target.detachedFromTarget', ({ sessionId }) => attached.delete(sessionId));
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      });
      attached.add(sessionId);
      await send(sessionId, 'Network.enable', {});
      await state.apply();
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
  // The scripts the page ran; what crossed the network (a body from the HTTP cache or the
  // service worker did not: the worker's own downloads are counted by its session).
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const network = !response.fromServiceWorker() && response.status() !== 304;
        // A script that arrives as the page closes has no sizes left to read.
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        scripts.push({
          gzip: gzipSync(body, { level: 6 }).length,
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
export async function serviceWorkerInstalled(page) {
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

/** One run of `page` on `profile`: a cold visit, then the app opened again once installed. */
async function run(browser, workers, { url, token }, profile) {
  const context = await browser.newContext(profile.device);
  try {
    if (token) {
      await context.addInitScript((accessToken) => {
        window.localStorage.setItem('accessToken', accessToken);
      }, token);
    }
    workers.network = profile.network;
    const cold = await visit(context, url, profile);
    await serviceWorkerInstalled(cold.page);
    await cold.page.close();
    await workers.apply();
    workers.bytes = 0;
    const warm = await visit(context, url, profile);
    return { cold, warm: { ...warm, transferred: warm.transferred + workers.bytes } };
  } finally {
    await context.close();
  }
}

/** The demo owner's token and the pages measured, on one started product. */
async function pagesOf(product) {
  const user = await signInDemo(product.url);
  const auth = { authorization: `Bearer ${user.accessToken}` };
  const { estates } = await (await fetch(`${product.url}/api/estates`, { headers: auth })).json();
  const estate = estates.find((candidate) => candidate.treeCount > 0) ?? estates[0];
  const { trees } = await (
    await fetch(`${product.url}/api/trees?limit=1&estateId=${estate.id}`, { headers: auth })
  ).json();
  const tree = trees[0].id;
  const signedIn = (path) => ({ url: `${product.url}${path}`, token: user.accessToken });
  return {
    dashboard: signedIn('/'),
    tree: signedIn(`/trees/${tree}`),
    tagging: signedIn('/tree-tagging'),
    tag: { url: `${product.url}/trees/${tree}/tag`, token: null },
  };
}

const PAGES = [
  { key: 'dashboard', name: 'dashboard `/`', goal: 2500 },
  { key: 'tree', name: 'a tree page `/trees/:id`', goal: 2500 },
  { key: 'tagging', name: 'tree tagging `/tree-tagging`', goal: 2500 },
  { key: 'tag', name: 'public tag page `/trees/:id/tag` (signed out)', goal: 1500 },
];

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const loadAverage = () => loadavg()[0].toFixed(2);

/**
 * BENCH_RUNS (default 3) runs of each page; BENCH_PAGES (`dashboard,tree,tagging,tag`) and
 * BENCH_PROFILES (`desk,phone`) pick some. BENCH_BEFORE_APPS=<folder holding shell/dist and
 * each remote's mf-<domain>/dist of another build> also serves that build and measures both, run by
 * run in turn, so a noisy machine weighs on both alike; its rows are marked "before".
 */
export async function benchPhone() {
  const started = Date.now();
  const wantedPages = (process.env.BENCH_PAGES || 'dashboard,tree,tagging,tag').split(',');
  const wantedProfiles = (process.env.BENCH_PROFILES || 'desk,phone').split(',');
  const builds = [{ label: '', port: 4399, env: {} }];
  if (process.env.BENCH_BEFORE_APPS) {
    builds.unshift({
      label: 'before',
      port: 4400,
      env: { APPS_DIR: process.env.BENCH_BEFORE_APPS },
    });
  }
  let browser;
  try {
    for (const build of builds) {
      build.product = await startProduct(build.port, { SEED_DEMO: 'true', ...build.env });
      build.pages = await pagesOf(build.product);
    }
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const workers = await throttleServiceWorkers(browser);
    const rows = [];
    for (const page of PAGES.filter(({ key }) => wantedPages.includes(key))) {
      const loads = [loadAverage()];
      const results = builds.map(() => ({}));
      for (const profile of PROFILES.filter(({ name }) => wantedProfiles.includes(name))) {
        for (const result of results) result[profile.name] = [];
        for (let i = 0; i < RUNS; i++) {
          for (const [index, build] of builds.entries()) {
            results[index][profile.name].push(
              await run(browser, workers, build.pages[page.key], profile),
            );
          }
        }
      }
      loads.push(loadAverage());
      for (const [index, build] of builds.entries()) {
        rows.push({ ...page, build: build.label, runs: results[index], load: loads.join('–') });
      }
    }
    printPhoneTable(rows);
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s in all)`);
    return rows;
  } finally {
    await browser?.close();
    for (const build of builds) build.product?.stop();
  }
}

function printPhoneTable(rows) {
  console.log(
    `\n## Phone: largest contentful paint at a desk and on Lighthouse's mobile profile ` +
      `(CPU ÷${PHONE_CPU_SLOWDOWN}, 150 ms RTT, 1.6 Mbps down, 750 kbps up), median of ${RUNS}\n`,
  );
  console.log(
    '| page | desk, cold | desk, warm | phone, cold | phone, warm | goal, phone (cold / warm) | JS gzip, cold | network, warm (scripts, the worker’s fetches) | load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const m = (list = [], pick) => (list.length ? median(list.map(pick)) : Number.NaN);
  for (const { name, goal, build, runs, load } of rows) {
    const { desk, phone } = runs;
    const any = phone ?? desk;
    console.log(
      [
        `${name}${build ? ` (${build})` : ''}`,
        seconds(m(desk, (r) => r.cold.lcp)),
        seconds(m(desk, (r) => r.warm.lcp)),
        `**${seconds(m(phone, (r) => r.cold.lcp))}**`,
        `**${seconds(m(phone, (r) => r.warm.lcp))}**`,
        `${seconds(goal)} / 1.00 s`,
        kb(m(any, (r) => r.cold.gzip)),
        kb(m(any, (r) => r.warm.transferred)),
        load,
      ]
        .join(' | ')
        .replace(/^/, '| ') + ' |',
    );
  }
}
