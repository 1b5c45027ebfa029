// Jobs that survive a replica (issue 29), on the production shape: an AI detection on an
// estate's orthophoto starts as a job through replica A; A is killed with SIGKILL while the
// job runs; its lease runs out, pg-boss puts the job back, replica B runs it to the end, and
// GET /api/jobs/:id says done with the detection.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../scripts/lib.mjs';
import { startCluster } from '../scripts/cluster-lib.mjs';
import { call, estateBody, psql, signedInUser, SQUARE, waitUntil } from './lib.mjs';

/** A job whose replica stops renewing it is retried elsewhere after this (30 s by default). */
const LEASE_SECONDS = 6;
const METRES_PER_DEGREE = 111_320;

let cluster;

before(async () => {
  cluster = await startCluster({
    log: (line) => console.log(`# ${line}`),
    env: { JOBS_LEASE_SECONDS: String(LEASE_SECONDS), JOBS_POLL_SECONDS: '1' },
  });
});

after(async () => {
  await cluster?.stop();
});

/**
 * A north-up PNG of a synthetic olive grove (the API's own scene generator, from its build)
 * over the 20 ha square with 20 m of margin, at 0.2 m a pixel: large enough that detecting
 * its trees takes a while on this machine.
 */
async function orchardOrthophoto() {
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(ROOT, 'api', 'package.json'));
  const sharp = require('sharp');
  const { generateOrchard } = require(
    path.join(ROOT, 'api', 'dist', 'domains', 'detection', 'synthetic', 'orchard.js'),
  );
  const metresPerPixel = 0.2;
  const marginM = 20;
  const cos = Math.cos((SQUARE[0].lat * Math.PI) / 180);
  const north = SQUARE[2].lat + marginM / METRES_PER_DEGREE;
  const south = SQUARE[0].lat - marginM / METRES_PER_DEGREE;
  const west = SQUARE[0].lng - marginM / (METRES_PER_DEGREE * cos);
  const east = SQUARE[1].lng + marginM / (METRES_PER_DEGREE * cos);
  const widthPx = Math.ceil(((east - west) * METRES_PER_DEGREE * cos) / metresPerPixel);
  const heightPx = Math.ceil(((north - south) * METRES_PER_DEGREE) / metresPerPixel);
  const scene = generateOrchard(2929, {
    widthPx,
    heightPx,
    metresPerPixel,
    spacingM: 7,
    angleDeg: 12,
    missingRate: 0.05,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
  });
  const png = await sharp(Buffer.from(scene.rgb), {
    raw: { width: scene.width, height: scene.height, channels: 3 },
  })
    .png()
    .toBuffer();
  // The edges of the image as generated (its size was rounded up to whole pixels).
  return {
    png,
    bounds: {
      north,
      south: north - (scene.height * metresPerPixel) / METRES_PER_DEGREE,
      east: west + (scene.width * metresPerPixel) / (METRES_PER_DEGREE * cos),
      west,
    },
  };
}

async function uploadOrthophoto(base, token, estateId) {
  const { png, bounds } = await orchardOrthophoto();
  const form = new FormData();
  for (const [edge, value] of Object.entries(bounds)) form.append(edge, String(value));
  form.append('file', new Blob([png], { type: 'image/png' }), 'grove.png');
  const response = await fetch(`${base}/api/estates/${estateId}/orthophoto`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(response.status, 200, await response.text());
}

describe('a job whose replica is killed', () => {
  it('completes on the other replica: started through A, A killed while it runs, done through B', async () => {
    const { token } = await signedInUser(cluster.url, 'jobs');
    const [replicaA, replicaB] = cluster.apis;
    const estate = await call(cluster.url, 'POST', '/api/estates', {
      token,
      body: estateBody('Job Grove'),
    });
    assert.equal(estate.status, 201, estate.text);
    await uploadOrthophoto(replicaA.url, token, estate.json.id);

    const started = await fetch(`${replicaA.url}/api/estates/${estate.json.id}/detect-trees`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'respond-async',
      },
      body: '{}',
    });
    assert.equal(started.status, 202);
    const { job } = await started.json();
    assert.equal(job.state, 'queued');

    // Whichever replica claimed it (A, which was told at once, almost always) is killed.
    let runner = '';
    await waitUntil(async () => {
      runner = await psql(
        cluster.postgres.url,
        `SELECT runner FROM jobs WHERE id = '${job.id}' AND state = 'running'`,
      );
      return runner !== '';
    }, 'the job running');
    const pid = Number(runner.split(':').pop());
    const [dying, surviving] =
      replicaA.child.pid === pid ? [replicaA, replicaB] : [replicaB, replicaA];
    assert.equal(dying.child.pid, pid, `the runner ${runner} is one of the replicas`);
    console.log(`# the job runs on ${dying.name}: killing it`);
    await dying.kill('SIGKILL');

    let answer;
    await waitUntil(
      async () => {
        answer = await call(surviving.url, 'GET', `/api/jobs/${job.id}`, { token });
        assert.equal(answer.status, 200, answer.text);
        assert.notEqual(answer.json.job.state, 'failed', answer.json.job.error);
        return answer.json.job.state === 'done';
      },
      'the job done on the surviving replica',
      240_000,
    );
    assert.equal(answer.json.job.progress, 100);
    assert.ok(answer.json.job.result.treesInBoundary > 100, 'the grove was detected');
    assert.match(answer.json.job.result.runId, /^[0-9a-f-]{36}$/);
    const [attempt, lastRunner] = (
      await psql(cluster.postgres.url, `SELECT attempt, runner FROM jobs WHERE id = '${job.id}'`)
    ).split('|');
    assert.equal(attempt, '2', 'retried once');
    assert.equal(Number(lastRunner.split(':').pop()), surviving.child.pid);
    // And through the gateway, as the page reads it.
    const viaGateway = await call(cluster.url, 'GET', `/api/jobs/${job.id}`, { token });
    assert.equal(viaGateway.json.job.state, 'done');
    await dying.start();
  });
});
