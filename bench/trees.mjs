// Tree reads on the embedded database: GET /api/trees/:id and GET /api/trees/qr/:code at
// 20 concurrent connections (what field staff scanning tags hit), in an estate of 1,000 trees,
// by the owner and by a field-staff member of the estate (issue 25: a member's read may cost
// at most 10% more than the owner's, one extra indexed lookup at most).
import autocannon from 'autocannon';
import { boundary } from './estates.mjs';
import { printTable, signUp, startWithEstate } from './lib.mjs';

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: 8 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measure(url, path, headers) {
  const check = await fetch(`${url}${path}`, { headers });
  if (!check.ok) throw new Error(`${path}: ${check.status}`);
  const result = await load(`${url}${path}`, headers);
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} failed answers`);
  return result;
}

const describe = (result) =>
  `${result.latency.p99} ms / ${result.latency.p50} ms / ${result.requests.average.toFixed(0)}`;

/** A new user invited to the estate as field staff by its owner, who accepts. */
async function joinAsFieldStaff(url, ownerHeaders, estateId) {
  const member = await signUp(url, 'trees-staff');
  const invited = await fetch(`${url}/api/estates/${estateId}/invitations`, {
    method: 'POST',
    headers: { ...ownerHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, role: 'field_staff' }),
  });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status}`);
  const { invitation } = await invited.json();
  const token = invitation.url.split('/invitations/')[1];
  const accepted = await fetch(`${url}/api/invitations/${token}/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  if (!accepted.ok) throw new Error(`accept: ${accepted.status}`);
  return member;
}

export async function benchTrees() {
  const { product, user, estate } = await startWithEstate(4396, 'trees', {
    name: 'Tag Grove',
    address: 'Kalamata, Greece',
    treeCount: 1000,
    boundaries: boundary(),
  });
  try {
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const page = await (
      await fetch(`${product.url}/api/estates/${estate.id}/trees?limit=1&offset=500`, { headers })
    ).json();
    const tree = page.trees[0];
    const member = await joinAsFieldStaff(product.url, headers, estate.id);
    const memberHeaders = { authorization: `Bearer ${member.accessToken}` };
    const rows = [];
    for (const [name, path, byMember] of [
      ['GET /api/trees/:id', `/api/trees/${tree.id}`, true],
      ['GET /api/trees/qr/:code', `/api/trees/qr/${tree.qrCode}`, true],
      ['GET /api/estates/:id/trees', `/api/estates/${estate.id}/trees?limit=100`, true],
      ['GET /api/public/trees/:id/tag', `/api/public/trees/${tree.id}/tag`, false],
    ]) {
      const owner = await measure(product.url, path, headers);
      rows.push([
        `${name} by the owner, 20 connections: p99 / p50 / req/s`,
        describe(owner),
        name.includes('public') ? '' : 'p99 < 20 ms',
      ]);
      if (!byMember) continue;
      const staff = await measure(product.url, path, memberHeaders);
      const extra = (owner.requests.average / staff.requests.average - 1) * 100;
      rows.push([
        `${name} by field staff: p99 / p50 / req/s (cost over the owner's)`,
        `${describe(staff)} (${extra >= 0 ? '+' : ''}${extra.toFixed(1)}%)`,
        'at most +10%',
      ]);
    }
    printTable('Tree reads (embedded PGlite, estate of 1,000 trees)', rows);
  } finally {
    product.stop();
  }
}
