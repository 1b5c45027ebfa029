// Live notifications (issue 28) on the production shape (scripts/cluster-lib.mjs: nginx, two
// API replicas, PostgreSQL, Redis):
// a) latency: two users hold their stream (GET /api/notifications/stream) open directly on
//    replica 2 while the other acts through replica 1, so every notification crosses replicas
//    (PostgreSQL LISTEN/NOTIFY). One applies to the other's listing (the owner is told), the
//    owner rejects it (the applicant is told), and again: LIVE_SAMPLES (default 200) samples,
//    each from just before the request is sent to the event's arrival on the stream. Then the
//    same through the gateway (streams and requests both through nginx).
// b) load: the load bench's user mix (bench/load.mjs, 100 users) through the gateway for
//    LOAD_SECONDS (default 60), without and then with 100 open live streams through the
//    gateway (one per simulated user, as each of their tabs holds one), after a 10 s warm-up
//    that is not counted. PASS when no request fails, no stream drops, and the p99 with the
//    streams is at most 10% above the p99 without.
import { readFileSync } from 'node:fs';
import { NGINX_CONF, ensureClusterPackages } from '../scripts/cluster-lib.mjs';
import {
  allLatencies,
  call,
  must,
  percentile,
  prepareLoad,
  printLoad,
  runLoad,
  signUp,
  startLoadCluster,
} from './load.mjs';

const SAMPLES = Number(process.env.LIVE_SAMPLES ?? 200);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STREAMS = 100;

/**
 * Opens `GET /api/notifications/stream` as `token` on `base`; resolves once the server
 * answered (from then on every new notification is sent). `onEvent(notification, at)` gets
 * each event with its arrival time; `stream.failure` is set when it ends without `close()`.
 */
async function openStream(base, token, onEvent = () => {}) {
  const controller = new AbortController();
  const stream = { events: 0, failure: null, closed: false };
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  stream.close = () => {
    stream.closed = true;
    controller.abort();
  };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const at = performance.now();
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (!lines.includes('event: notification')) continue;
        const data = lines.find((line) => line.startsWith('data: '));
        stream.events += 1;
        onEvent(JSON.parse(data.slice(6)), at);
      }
    }
    if (!stream.closed) stream.failure = 'the server ended the stream';
  })().catch((error) => {
    if (!stream.closed) stream.failure = String(error.message ?? error);
  });
  return stream;
}

/** Waits for the next event of one stream, with a timeout. */
function nextEvent(waiters, key, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no live event within ${timeoutMs} ms`)),
      timeoutMs,
    );
    waiters.set(key, (notification, at) => {
      clearTimeout(timer);
      resolve({ notification, at });
    });
  });
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const fmt = (p) => percentile(sorted, p).toFixed(1);
  return `| ${sorted.length} | ${fmt(0.5)} | ${fmt(0.95)} | ${fmt(0.99)} | ${sorted.at(-1).toFixed(1)} |`;
}

/**
 * An owner with a listing and an applicant, both with a stream open on `streamBase`; the
 * requests go to `actBase`. Alternates apply (owner told) and reject (applicant told).
 */
async function latency(actBase, streamBase, samples) {
  const owner = await signUp(actBase, 'live-owner');
  const applicant = await signUp(actBase, 'live-applicant');
  const boundaries = [
    { lat: 37.5, lng: 22.5 },
    { lat: 37.5, lng: 22.505 },
    { lat: 37.504, lng: 22.505 },
    { lat: 37.504, lng: 22.5 },
  ];
  const estate = must(
    await call(actBase, 'POST', '/api/estates', owner, {
      name: 'Live Grove',
      address: 'Kalamata, Messinia, Greece',
      treeCount: 1,
      landArea: 2,
      coordinates: boundaries[0],
      boundaries,
      treeTypes: ['olive'],
      autoGenerateTrees: true,
      aiDetectionEnabled: false,
    }),
    201,
    'estate',
  );
  const listing = must(
    await call(actBase, 'POST', '/api/rentals', owner, {
      estate: estate.id,
      allowedCrops: ['olives'],
      price: 900,
      priceType: 'monthly',
      duration: 12,
      durationType: 'months',
      startDate: '2030-09-01',
      description: 'Olive grove for rent',
      status: 'available',
    }),
    201,
    'listing',
  );
  const waiters = new Map();
  const deliver = (who) => (notification, at) => {
    const waiter = waiters.get(who);
    waiters.delete(who);
    waiter?.(notification, at);
  };
  const streams = [
    await openStream(streamBase, owner, deliver('owner')),
    await openStream(streamBase, applicant, deliver('applicant')),
  ];
  const times = [];
  try {
    let applicationId = null;
    for (let i = 0; i < samples; i++) {
      const applying = applicationId === null;
      const told = nextEvent(waiters, applying ? 'owner' : 'applicant');
      const started = performance.now();
      const answer = applying
        ? await call(actBase, 'POST', `/api/rentals/${listing.id}/apply`, applicant, {
            startDate: '2030-10-01',
            message: 'Live bench',
          })
        : await call(actBase, 'PUT', `/api/rentals/applications/${applicationId}`, owner, {
            status: 'rejected',
          });
      const body = must(answer, applying ? 201 : 200, applying ? 'apply' : 'reject');
      const { notification, at } = await told;
      const expected = applying ? 'rental_application_received' : 'rental_application_rejected';
      if (notification.kind !== expected)
        throw new Error(`expected ${expected}, the stream sent ${notification.kind}`);
      times.push(at - started);
      applicationId = applying ? (body.id ?? body._id) : null;
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  for (const stream of streams)
    if (stream.failure) throw new Error(`a stream failed: ${stream.failure}`);
  return times;
}

export async function benchLive() {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const streamBlock = conf.match(/location = \/api\/notifications\/stream \{[^}]*\}/)?.[0] ?? '';
  const settings = ['proxy_buffering off', 'proxy_read_timeout'].map(
    (setting) => `${setting}: ${streamBlock.includes(setting) ? 'yes' : 'MISSING'}`,
  );
  console.log(
    `\n## Live notifications\n\ndeploy/nginx.conf stream location: ${settings.join(', ')}`,
  );

  ensureClusterPackages((line) => console.log(line));
  const cluster = await startLoadCluster();
  try {
    const [replica1, replica2] = cluster.apis;
    const direct = await latency(replica1.url, replica2.url, SAMPLES);
    const gateway = await latency(cluster.url, cluster.url, SAMPLES);
    console.log(
      '\nFrom just before the request that causes it to the event on the stream (apply: the owner is told; reject: the applicant is told).\n',
    );
    console.log('| path | samples | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| request on replica 1, stream on replica 2 ${summary(direct)}`);
    console.log(`| both through the gateway ${summary(gateway)}`);

    // Load without, then with, 100 open streams (each run on a fresh world of the same shape),
    // after a short unprinted warm-up so the first measured run does not pay for cold caches.
    await runLoad(await prepareLoad(cluster.url, 100), Math.min(10, LOAD_SECONDS));
    const quiet = await runLoad(await prepareLoad(cluster.url, 100), LOAD_SECONDS);
    printLoad('through the gateway, no live streams', quiet);

    const prepared = await prepareLoad(cluster.url, 100);
    const streams = [];
    for (let i = 0; i < STREAMS; i++)
      streams.push(await openStream(cluster.url, prepared.tokens[i % prepared.tokens.length]));
    const busy = await runLoad(prepared, LOAD_SECONDS);
    const failures = streams.filter((stream) => stream.failure);
    const events = streams.reduce((sum, stream) => sum + stream.events, 0);
    for (const stream of streams) stream.close();
    printLoad(`through the gateway, with ${STREAMS} live streams open`, busy);

    const p99Quiet = percentile(allLatencies(quiet), 0.99);
    const p99Busy = percentile(allLatencies(busy), 0.99);
    const ratio = p99Busy / p99Quiet;
    const requests = (result) => allLatencies(result).length;
    console.log('\n| run | requests | errors | p99 ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| without streams | ${requests(quiet)} | ${quiet.errors.length} | ${p99Quiet.toFixed(1)} |`,
    );
    console.log(
      `| with ${STREAMS} streams | ${requests(busy)} | ${busy.errors.length} | ${p99Busy.toFixed(1)} |`,
    );
    console.log(
      `\np99 ratio with/without: ${ratio.toFixed(3)}; streams: ${STREAMS} open, ${failures.length} dropped or failed` +
        `${failures.length ? ` (${failures[0].failure})` : ''}, ${events} notifications received on them`,
    );
    const pass =
      quiet.errors.length === 0 && busy.errors.length === 0 && !failures.length && ratio <= 1.1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: no error, no stream dropped, and p99 with the streams <= +10%`,
    );
  } finally {
    await cluster.stop();
  }
}
