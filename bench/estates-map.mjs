// The estate locations map with 5,000 estates in headless Chromium: time until the page
// says 'Showing 5000 estates' and the map holds all 5,000 canvas markers.
// Seeding: a few accounts through the API, then 5,500 estates (1,000 the viewer's, 4,500
// of four other owners, 4,000 of them listed for rent) in set-based SQL on the stopped
// server's PGlite folder; the server is started again on it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, printTable, signUp, startProduct } from './lib.mjs';

const PORT = 4393;
const OWN = 1000;
const OTHERS = 4500;
const LISTED = 4000;
const SHOWN = OWN + LISTED;

async function stopAndWait(product) {
  product.stop();
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`${product.url}/api/health`);
    } catch {
      // Refused: gone. Give PGlite a moment to have closed its files.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The product server did not stop');
}

/** 5,500 estates across Greece: the viewer's, then the other owners', 4,000 of them listed. */
async function seed(dataDir, viewerEmail, otherEmails) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `WITH owners AS (
         SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email = ANY($2)
       ), spots AS (
         SELECT g, 35.0 + (g % 97) * 0.05 + (g % 7) * 0.003 AS lat,
                21.0 + ((g / 97) % 57) * 0.1 + (g % 5) * 0.004 AS lng
           FROM generate_series(1, $3::int + $4::int) g
       )
       INSERT INTO estates (id, owner_id, name, address, tree_count, land_area, tree_types,
                            lat, lng, boundaries)
       SELECT substr(md5('estate' || g), 1, 24),
              CASE WHEN g <= $3 THEN (SELECT id FROM users WHERE email = $1)
                   ELSE (SELECT id FROM owners WHERE n = 1 + g % 4) END,
              'Estate ' || lpad(g::text, 5, '0'),
              (ARRAY['Kalamata', 'Sparta', 'Chania', 'Volos', 'Nafplio'])[1 + g % 5] || ', Greece',
              20 + g % 400, 1 + g % 30,
              CASE g % 3 WHEN 0 THEN ARRAY['olive'] WHEN 1 THEN ARRAY['orange', 'lemon'] ELSE ARRAY['olive', 'fig'] END,
              lat + 0.001, lng + 0.001,
              jsonb_build_array(
                jsonb_build_object('lat', lat, 'lng', lng),
                jsonb_build_object('lat', lat, 'lng', lng + 0.002),
                jsonb_build_object('lat', lat + 0.002, 'lng', lng + 0.002),
                jsonb_build_object('lat', lat + 0.002, 'lng', lng))
         FROM spots`,
      [viewerEmail, otherEmails, OWN, OTHERS],
    );
    await db.query(
      `INSERT INTO rentals (id, owner_id, estate_id, land_area, available_trees, price_cents,
                           duration, start_date, status)
       SELECT substr(md5('rental' || e.id), 1, 24), e.owner_id, e.id, e.land_area,
              e.tree_count, 10000 + (row_number() OVER (ORDER BY e.id)) % 90000, 2,
              current_date + 30, 'available'
         FROM estates e JOIN users u ON u.id = e.owner_id
        WHERE u.email = ANY($1)
        ORDER BY e.id
        LIMIT $2`,
      [otherEmails, LISTED],
    );
  } finally {
    await db.close();
  }
}

/** Records when the count and all the markers are shown (ms since navigation start). */
function recordMilestone(expected) {
  window.__mapReady = null;
  const check = () => {
    if (window.__mapReady) return;
    const count = document.querySelector('[data-testid="estates-map:count"]');
    const map = document.querySelector(`[data-testid="estates-map"] [data-marker-count]`);
    if (
      count?.textContent === `Showing ${expected} estates` &&
      map?.getAttribute('data-marker-count') === String(expected) &&
      map.querySelector('canvas')
    ) {
      const dom = performance.now();
      window.__mapReady = { dom };
      requestAnimationFrame(() =>
        setTimeout(() => (window.__mapReady.frame = performance.now()), 0),
      );
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-marker-count'],
  });
}

export async function benchEstatesMap() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gk-bench-map-'));
  let product = await startProduct(PORT, { DATA_DIR: dataDir });
  let browser;
  try {
    const viewer = await signUp(product.url, 'mapviewer');
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await signUp(product.url, `mapowner${i}`));
    await stopAndWait(product);
    const seedStart = performance.now();
    await seed(
      dataDir,
      viewer.email,
      others.map((other) => other.email),
    );
    const seedMs = Math.round(performance.now() - seedStart);
    product = await startProduct(PORT, { DATA_DIR: dataDir });

    const apiStart = performance.now();
    const answer = await fetch(`${product.url}/api/maps/estates`, {
      headers: { authorization: `Bearer ${viewer.accessToken}` },
    });
    const body = await answer.json();
    const apiMs = Math.round(performance.now() - apiStart);
    if (body.estates?.length !== SHOWN)
      throw new Error(`expected ${SHOWN} estates, got ${body.estates?.length}`);

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((token) => {
      window.localStorage.setItem('accessToken', token);
    }, viewer.accessToken);
    await context.addInitScript(recordMilestone, SHOWN);
    const rows = [[`GET /api/maps/estates (${SHOWN} estates, first call)`, `${apiMs} ms`, '']];
    for (const run of ['cold', 'warm']) {
      const page = await context.newPage();
      await page.goto(`${product.url}/map`);
      const handle = await page.waitForFunction(() => window.__mapReady?.frame, null, {
        timeout: 60_000,
        polling: 50,
      });
      const ms = Math.round(await handle.jsonValue());
      const fetched = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .find((one) => one.name.includes('/api/maps/estates'));
        return entry ? [Math.round(entry.startTime), Math.round(entry.responseEnd)] : null;
      });
      if (fetched) {
        rows.push([
          `/map, the estates' answer requested → received (${run} cache)`,
          `${fetched[0]} → ${fetched[1]} ms`,
          '',
        ]);
      }
      rows.push([
        `/map, 'Showing ${SHOWN} estates' and markers drawn (${run} cache)`,
        `${ms} ms`,
        '< 2000 ms',
      ]);
      await page.close();
    }
    rows.push([`seeding ${OWN + OTHERS} estates and ${LISTED} listings (SQL)`, `${seedMs} ms`, '']);
    printTable(
      `Estate locations map with ${SHOWN} estates (headless Chromium, loopback, PGlite; ms from navigation start)`,
      rows,
    );
  } finally {
    await browser?.close();
    product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchEstatesMap();
}
