// The production shape, run here (scripts/cluster-lib.mjs): PostgreSQL, Redis, an S3 store,
// two API replicas, the nginx gateway configured from deploy/nginx.conf. What it must survive:
// a replica killed under load, PostgreSQL restarted under load. Files are shared through the
// bucket: a photo uploaded through one replica is served by the other.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REMOTES, startCluster } from '../scripts/cluster-lib.mjs';
import {
  bucketKeys,
  call,
  estateBody,
  pngImage,
  signedInUser,
  sleep,
  steadyLoad,
  treeForPhotos,
  uploadPhoto,
  waitUntil,
} from './lib.mjs';

let cluster;
let base;
/** What the cluster logged, as `npm run cluster` prints it. */
const logged = [];

before(async () => {
  cluster = await startCluster({
    log: (line) => {
      logged.push(line);
      console.log(`# ${line}`);
    },
  });
  base = cluster.url;
});

after(async () => {
  await cluster?.stop();
});

const inside = (k) => ({
  lat: 37.0005 + (k % 40) * 0.00008,
  lng: 22.1005 + Math.floor(k / 40) * 0.00008,
});

async function estateWithTrees(token, name, trees) {
  const created = await call(base, 'POST', '/api/estates', { token, body: estateBody(name) });
  assert.equal(created.status, 201, created.text);
  const estateId = created.json.id;
  const ids = [];
  for (let k = 0; k < trees; k++) {
    const tree = await call(base, 'POST', `/api/estates/${estateId}/trees`, {
      token,
      body: { title: `T${k}`, category: 'olive', coordinates: inside(k) },
    });
    assert.equal(tree.status, 201, tree.text);
    ids.push(tree.json.tree.id);
  }
  return { estateId, treeIds: ids };
}

describe('the gateway (deploy/nginx.conf) in front of two replicas', () => {
  it('serves the shell, every remote, the runtime configuration and the API on one origin', async () => {
    const shell = await fetch(`${base}/`);
    assert.equal(shell.status, 200);
    assert.match(await shell.text(), /<div id="root"|<html/i);
    // A deep link is the shell's route.
    assert.equal((await fetch(`${base}/estates/42`)).status, 200);
    for (const remote of REMOTES) {
      const manifest = await fetch(`${base}/remotes/${remote}/mf-manifest.json`);
      assert.equal(manifest.status, 200, remote);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache', remote);
    }
    const config = await call(base, 'GET', '/config/app.json');
    assert.equal(config.status, 200);
    assert.ok(config.json && typeof config.json === 'object');
    const health = await call(base, 'GET', '/api/health');
    assert.equal(health.status, 200);
  });

  it('loses no idempotent request and no committed write when a replica is killed under load, and the replica rejoins', async () => {
    const { token } = await signedInUser(base, 'load');
    const workers = 8;
    const { estateId, treeIds } = await estateWithTrees(token, 'Load Grove', workers);
    let stop = false;
    const load = steadyLoad(
      workers,
      async (worker, i) => {
        const tree = treeIds[worker];
        switch (i % 4) {
          case 0:
            return {
              kind: 'GET estate',
              ...(await call(base, 'GET', `/api/estates/${estateId}`, { token })),
            };
          case 1:
            return {
              kind: 'GET tree',
              ...(await call(base, 'GET', `/api/trees/${tree}`, { token })),
            };
          case 2: {
            const notes = `w${worker}-${i}`;
            const answer = await call(base, 'PUT', `/api/trees/${tree}`, {
              token,
              body: { notes },
            });
            return { kind: 'PUT tree', notes, tree, ...answer };
          }
          default: {
            const answer = await call(base, 'POST', `/api/estates/${estateId}/trees`, {
              token,
              body: {
                title: `w${worker}-${i}`,
                category: 'olive',
                coordinates: inside(workers + worker * 50 + (i % 50)),
              },
            });
            return { kind: 'POST tree', ...answer };
          }
        }
      },
      () => stop,
    );
    const [first, second] = cluster.apis;
    await sleep(1500);
    await first.kill('SIGKILL');
    await sleep(2500);
    await first.start();
    // nginx keeps a failed server out for fail_timeout (2 s, counted in whole seconds, so up
    // to ~4 s) after its last failed attempt; the load goes on past that so the restarted
    // replica is tried again and taken back before the other one is killed below.
    await sleep(5000);
    stop = true;
    const results = await load;

    const idempotent = results.filter((r) => r.kind !== 'POST tree');
    const failed = idempotent.filter((r) => r.status !== 200);
    assert.deepEqual(
      failed.map((r) => `${r.kind} -> ${r.status} ${r.text.slice(0, 120)}`),
      [],
      'an idempotent request failed while a replica died',
    );
    assert.ok(idempotent.length > 100, `only ${idempotent.length} requests ran`);

    // Every acknowledged write is there: the created trees, and each tree's last notes (a
    // later, unacknowledged attempt may have landed too).
    const created = results.filter((r) => r.kind === 'POST tree' && r.status === 201);
    assert.ok(created.length > 10, `only ${created.length} trees created`);
    for (const r of created) {
      const tree = await call(base, 'GET', `/api/trees/${r.json.tree.id}`, { token });
      assert.equal(tree.status, 200, `acknowledged tree ${r.json.tree.id} is gone`);
    }
    for (let worker = 0; worker < workers; worker++) {
      const puts = results.filter((r) => r.kind === 'PUT tree' && r.worker === worker);
      const lastAcknowledged = puts.findLastIndex((r) => r.status === 200);
      const allowed = puts.slice(lastAcknowledged).map((r) => r.notes);
      const tree = await call(base, 'GET', `/api/trees/${treeIds[worker]}`, { token });
      assert.ok(
        allowed.includes(tree.json.tree.notes),
        `tree ${worker}: ${tree.json.tree.notes} not in ${allowed}`,
      );
    }
    // POSTs are not retried by nginx (not idempotent): those cut by the kill fail as a 502.
    const lostPosts = results.filter((r) => r.kind === 'POST tree' && r.status !== 201);
    for (const r of lostPosts) {
      assert.ok([502, 504].includes(r.status), `POST answered ${r.status}`);
      // The gateway's own refusal is the API's shape, a sentence the client shows.
      assert.match(r.json?.error ?? '', /Please try again in a moment\./, r.text);
    }
    console.log(
      `# ${results.length} requests in the window: ${idempotent.length} idempotent (0 failed), ${created.length} trees created, ${lostPosts.length} POSTs cut by the kill`,
    );

    // The restarted replica takes requests again: with the other one down, all succeed.
    await second.kill('SIGKILL');
    try {
      for (let k = 0; k < 20; k++) {
        const answer = await call(base, 'GET', `/api/estates/${estateId}`, { token });
        assert.equal(
          answer.status,
          200,
          `replica 1 did not rejoin: ${answer.status} ${answer.text}`,
        );
      }
    } finally {
      await second.start();
    }
  });

  it('answers 503 with a readable error while PostgreSQL restarts, and recovers by itself', async () => {
    const { token } = await signedInUser(base, 'pg');
    const { estateId } = await estateWithTrees(token, 'Restart Grove', 1);
    assert.equal((await call(base, 'GET', `/api/estates/${estateId}`, { token })).status, 200);

    cluster.postgres.stop();
    const down = await call(base, 'POST', `/api/estates`, {
      token,
      body: estateBody('While Down'),
    });
    assert.equal(down.status, 503, down.text);
    assert.match(down.json?.error ?? '', /database is not answering\)\. Please try again/);
    const health = await call(base, 'GET', '/api/health');
    assert.equal(health.status, 503);

    cluster.postgres.start();
    // No API restart: each replica's pool reconnects on its own.
    for (const api of cluster.apis) {
      await waitUntil(
        async () =>
          (await call(api.url, 'GET', `/api/estates/${estateId}`, { token })).status === 200,
        `${api.name} recovering after PostgreSQL restarted`,
      );
    }
    const after = await call(base, 'POST', `/api/estates`, {
      token,
      body: estateBody('After Restart'),
    });
    assert.equal(after.status, 201, after.text);
  });
});

describe('a replica that dies by itself', () => {
  it("is started again on its port, as compose's restart policy does, says so, and takes requests again", async () => {
    const { token } = await signedInUser(base, 'restart');
    const { estateId } = await estateWithTrees(token, 'Restart Policy Grove', 1);
    const [first, second] = cluster.apis;
    const dead = first.child;
    const since = logged.length;
    const lines = () => logged.slice(since);
    // Not through `first.kill()` (a deliberate stop, which stays down): from outside, as
    // `kill -9 <pid>` by hand or the OOM killer would.
    process.kill(dead.pid, 'SIGKILL');
    const back = () => lines().some((line) => line.startsWith(`API ${first.name} restarted`));
    await waitUntil(
      async () =>
        back() &&
        first.child !== dead &&
        (await call(first.url, 'GET', '/api/health')).status === 200,
      `${first.name} restarted by itself`,
    );
    assert.notEqual(first.child.pid, dead.pid);
    assert.ok(
      lines().some((line) =>
        line.startsWith(`API ${first.name} (pid ${dead.pid}) killed by SIGKILL: restarting it`),
      ),
      `no log line of the restart in:\n${logged.join('\n')}`,
    );
    assert.ok(
      lines().some((line) =>
        line.startsWith(`API ${first.name} restarted (pid ${first.child.pid})`),
      ),
      `no log line of the restarted replica in:\n${logged.join('\n')}`,
    );

    // The gateway uses it again: with the other replica down, every request succeeds.
    await second.kill('SIGKILL');
    try {
      for (let k = 0; k < 20; k++) {
        const answer = await call(base, 'GET', `/api/estates/${estateId}`, { token });
        assert.equal(answer.status, 200, `the restarted replica: ${answer.status} ${answer.text}`);
      }
    } finally {
      await second.start();
    }
  });
});

describe('the gateway with no replica answering', () => {
  it("answers the API's { error } shape, not nginx's HTML page, and serves again once a replica is back", async () => {
    await Promise.all(cluster.apis.map((api) => api.kill('SIGKILL')));
    try {
      const answer = await call(base, 'GET', '/api/estates');
      assert.equal(answer.status, 502, answer.text);
      assert.match(answer.contentType ?? '', /^application\/json/);
      assert.match(answer.json?.error ?? '', /did not answer.*Please try again in a moment\./);
      // The shell is files: it is still served, and shows that sentence.
      assert.equal((await fetch(`${base}/`)).status, 200);
    } finally {
      await Promise.all(cluster.apis.map((api) => api.start()));
    }
    await waitUntil(
      async () => (await call(base, 'GET', '/api/health')).status === 200,
      'the gateway serving the API again',
    );
  });
});

describe('files shared by the replicas through the S3 store', () => {
  it('serves a photo uploaded through replica 1 from replica 2 and through the gateway', async () => {
    assert.ok(
      logged.some((line) => line.startsWith('S3 store: s3rver')),
      'says which S3 server it runs',
    );
    const [first, second] = cluster.apis;
    const { token, treeId } = await treeForPhotos(first.url, 'shared-photo');
    const png = await pngImage(40, 30);
    const response = await uploadPhoto(first.url, token, treeId, png);
    assert.equal(response.status, 201);
    const { photo } = await response.json();
    const key = photo.url.slice(photo.url.lastIndexOf('/') + 1);
    assert.ok((await bucketKeys(cluster, 'photos/')).includes(`photos/${key}`), 'in the bucket');
    const bodies = [];
    for (const target of [second.url, base]) {
      const image = await fetch(`${target}${photo.url}`);
      assert.equal(image.status, 200, target);
      assert.equal(image.headers.get('content-type'), 'image/png', target);
      bodies.push(Buffer.from(await image.arrayBuffer()));
    }
    assert.ok(bodies[0].length > 0 && bodies[0].equals(bodies[1]), 'the same bytes both ways');
  });
});
