// The API killed in the middle of a write, on the production shape: creating an estate with
// 10,000 generated trees, signing a contract, and uploading a photo. A table lock held by a psql session stops
// the API's transaction half way (after its first writes, before its commit); the API is then
// killed with SIGKILL. After a restart nothing of the half-done write may remain, and the
// same request, retried, succeeds once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startCluster } from '../scripts/cluster-lib.mjs';
import {
  bucketKeys,
  call,
  estateBody,
  holdTableLock,
  pngImage,
  psql,
  signedInUser,
  treeForPhotos,
  uploadPhoto,
  waitForLockedStatement,
  waitUntil,
} from './lib.mjs';

/** Abandoned photo uploads are swept after 2 s here (10 minutes by default). */
const GRACE_SECONDS = 2;

let cluster;
let base;

before(async () => {
  cluster = await startCluster({
    log: (line) => console.log(`# ${line}`),
    env: { PHOTO_UPLOAD_GRACE_SECONDS: String(GRACE_SECONDS) },
  });
  base = cluster.url;
});

after(async () => {
  await cluster?.stop();
});

/** Sends a request to one replica without waiting: the replica dies before it answers. */
function inFlight(api, method, url, token, body) {
  return call(api.url, method, url, { token, body, timeoutMs: 60_000 });
}

describe('a replica killed in the middle of a write', () => {
  it('leaves no half estate when creating an estate with 10,000 generated trees, and the retry creates it whole', async () => {
    const { token } = await signedInUser(base, 'estate');
    const [api] = cluster.apis;
    const name = `Half Grove ${Date.now()}`;
    const body = estateBody(name, { treeCount: 10_000, autoGenerateTrees: true, landArea: 20.5 });

    const lock = await holdTableLock(cluster.postgres.url, 'trees');
    const answer = inFlight(api, 'POST', '/api/estates', token, body);
    // The estate row is written; its trees wait for the lock.
    await waitForLockedStatement(cluster.postgres.url, '%INSERT INTO trees%');
    await api.kill('SIGKILL');
    assert.equal((await answer).status, 0, 'the killed replica cannot have answered');
    await lock.release();
    await api.start();

    const estates = await psql(
      cluster.postgres.url,
      `SELECT count(*) FROM estates WHERE name = '${name}'`,
    );
    assert.equal(estates, '0', 'a half estate remained');
    const orphans = await psql(
      cluster.postgres.url,
      'SELECT count(*) FROM trees t LEFT JOIN estates e ON e.id = t.estate_id WHERE e.id IS NULL',
    );
    assert.equal(orphans, '0');

    // The client retries (through the gateway): one whole estate.
    const retried = await call(base, 'POST', '/api/estates', { token, body, timeoutMs: 60_000 });
    assert.equal(retried.status, 201, retried.text);
    const trees = await psql(
      cluster.postgres.url,
      `SELECT count(*) FROM trees WHERE estate_id = '${retried.json.id}'`,
    );
    assert.equal(trees, '10000');
  });

  it('records no signature of a contract whose signing was cut, and the retry signs once', async () => {
    const owner = await signedInUser(base, 'owner');
    const tenant = await signedInUser(base, 'tenant');
    const estate = await call(base, 'POST', '/api/estates', {
      token: owner.token,
      body: estateBody('Contract Grove'),
    });
    assert.equal(estate.status, 201, estate.text);
    const listing = await call(base, 'POST', '/api/rentals', {
      token: owner.token,
      body: {
        estate: estate.json.id,
        allowedCrops: ['olives'],
        price: 1250.5,
        priceType: 'monthly',
        duration: 12,
        durationType: 'months',
        startDate: '2030-09-01',
        description: 'Terraced olive grove with a well',
        status: 'available',
      },
    });
    assert.equal(listing.status, 201, listing.text);
    const applied = await call(base, 'POST', `/api/rentals/${listing.json.id}/apply`, {
      token: tenant.token,
      body: { startDate: '2030-10-01', message: 'I would like to rent it' },
    });
    assert.equal(applied.status, 201, applied.text);
    const approved = await call(base, 'PUT', `/api/rentals/applications/${applied.json.id}`, {
      token: owner.token,
      body: { status: 'approved' },
    });
    assert.equal(approved.status, 200, approved.text);
    const drawn = await call(
      base,
      'POST',
      `/api/rental-contracts/from-application/${applied.json.id}`,
      { token: owner.token, body: {} },
    );
    assert.equal(drawn.status, 201, drawn.text);
    const contractId = drawn.json.id;
    const submitted = await call(base, 'PUT', `/api/rental-contracts/${contractId}/submit`, {
      token: owner.token,
    });
    assert.equal(submitted.status, 200, submitted.text);

    const signature = { signatureData: 'I agree to the contract terms. 2030-08-01T10:00:00Z' };
    const url = `/api/rental-contracts/${contractId}/sign`;
    const [, api] = cluster.apis;
    // The signature row is written; the contract's event waits for the lock.
    const lock = await holdTableLock(cluster.postgres.url, 'domain_events');
    const answer = inFlight(api, 'PUT', url, owner.token, signature);
    await waitForLockedStatement(cluster.postgres.url, '%INSERT INTO domain_events%');
    await api.kill('SIGKILL');
    assert.equal((await answer).status, 0);
    await lock.release();
    await api.start();

    const count = () =>
      psql(
        cluster.postgres.url,
        `SELECT count(*) FROM contract_signatures WHERE contract_id = '${contractId}'`,
      );
    assert.equal(await count(), '0', 'the cut signature was recorded');
    const contract = await call(base, 'GET', `/api/rental-contracts/${contractId}`, {
      token: owner.token,
    });
    assert.equal(contract.json.status, 'pending_signature');

    const signed = await call(base, 'PUT', url, { token: owner.token, body: signature });
    assert.equal(signed.status, 200, signed.text);
    const again = await call(base, 'PUT', url, { token: owner.token, body: signature });
    assert.equal(again.status, 409, again.text);
    assert.ok(again.json?.error, 'the refusal says why');
    assert.equal(await count(), '1');
  });

  it('leaves no orphan photo file when an upload is cut after its files were written, and the retry stores one photo', async () => {
    const { token, treeId } = await treeForPhotos(base, 'photo');
    const png = await pngImage();
    const upload = (target) => uploadPhoto(target, token, treeId, png).then((r) => r.status);
    // The files are in the bucket the replicas share (scripts/cluster-lib.mjs).
    const files = () => bucketKeys(cluster, 'photos/');

    const [api] = cluster.apis;
    // The files are written; the photo's row waits for the lock.
    const lock = await holdTableLock(cluster.postgres.url, 'tree_photos');
    const answer = upload(api.url);
    await waitForLockedStatement(cluster.postgres.url, '%INSERT INTO tree_photos%');
    assert.equal(
      (await files()).length,
      2,
      'the photo and its thumbnail were written before the kill',
    );
    await api.kill('SIGKILL');
    assert.equal(await answer, 0);
    await lock.release();
    await api.start();

    // No photo was recorded, and the sweep deletes the two files once the upload is stale.
    const photos = await psql(
      cluster.postgres.url,
      `SELECT count(*) FROM tree_photos WHERE tree_id = '${treeId}'`,
    );
    assert.equal(photos, '0');
    await waitUntil(
      async () => (await files()).length === 0,
      'the orphan photo files deleted',
      20_000,
    );
    assert.equal(await psql(cluster.postgres.url, 'SELECT count(*) FROM photo_uploads'), '0');

    assert.equal(await upload(base), 201);
    assert.equal((await files()).length, 2);
    assert.equal(
      await psql(
        cluster.postgres.url,
        `SELECT count(*) FROM tree_photos WHERE tree_id = '${treeId}'`,
      ),
      '1',
    );
  });
});
