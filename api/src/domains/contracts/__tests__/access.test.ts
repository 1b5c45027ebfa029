import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import {
  approvedDeal,
  draftContract,
  fromApplicationUrl,
  pendingContract,
  SIGNATURE,
  termsBody,
} from './fixtures';

type Role = 'owner' | 'tenant' | 'stranger';

interface Case {
  route: string;
  method: 'GET' | 'PUT' | 'POST';
  /** The contract's state the request is made in. */
  state: 'application' | 'draft' | 'pending_signature';
  url: (ids: { contract: string; application: string }) => string;
  body?: unknown;
  answers: Record<Role, [number, string | null]>;
}

const NOT_FOUND: [number, string] = [404, 'Contract not found'];

const CASES: Case[] = [
  {
    route: 'POST /from-application/:applicationId',
    method: 'POST',
    state: 'application',
    url: ({ application }) => fromApplicationUrl(application),
    body: {},
    answers: {
      owner: [201, null],
      tenant: [403, 'Only the owner of the listing can create a contract'],
      stranger: [404, 'Application not found'],
    },
  },
  {
    route: 'GET /:id',
    method: 'GET',
    state: 'draft',
    url: ({ contract }) => `/api/rental-contracts/${contract}`,
    answers: { owner: [200, null], tenant: [200, null], stranger: NOT_FOUND },
  },
  {
    route: 'PUT /:id/terms',
    method: 'PUT',
    state: 'draft',
    url: ({ contract }) => `/api/rental-contracts/${contract}/terms`,
    body: termsBody(),
    answers: {
      owner: [200, null],
      tenant: [403, 'Only the owner can change the contract terms'],
      stranger: NOT_FOUND,
    },
  },
  {
    route: 'PUT /:id/submit',
    method: 'PUT',
    state: 'draft',
    url: ({ contract }) => `/api/rental-contracts/${contract}/submit`,
    answers: {
      owner: [200, null],
      tenant: [403, 'Only the owner can submit the contract for signature'],
      stranger: NOT_FOUND,
    },
  },
  {
    route: 'PUT /:id/sign',
    method: 'PUT',
    state: 'pending_signature',
    url: ({ contract }) => `/api/rental-contracts/${contract}/sign`,
    body: SIGNATURE,
    answers: { owner: [200, null], tenant: [200, null], stranger: NOT_FOUND },
  },
  {
    route: 'GET /:id/pdf',
    method: 'GET',
    state: 'pending_signature',
    url: ({ contract }) => `/api/rental-contracts/${contract}/pdf`,
    answers: { owner: [200, null], tenant: [200, null], stranger: NOT_FOUND },
  },
];

const ROWS = CASES.flatMap((testCase) =>
  (['owner', 'tenant', 'stranger'] as const).map(
    (role) => [testCase.route, role, testCase.answers[role][0], testCase] as const,
  ),
);

describeApi('who may use each rental contract route', (api) => {
  let stranger: SignedInUser;
  beforeAll(async () => {
    stranger = await api.user({ name: 'Stranger' });
  });

  it.each(ROWS)('%s as the %s answers %i', async (_route, role, status, testCase) => {
    let ids: { contract: string; application: string };
    let users: Record<Role, SignedInUser>;
    if (testCase.state === 'application') {
      const deal = await approvedDeal(api);
      ids = { contract: '', application: deal.applicationId };
      users = { owner: deal.owner, tenant: deal.tenant, stranger };
    } else {
      const make = testCase.state === 'draft' ? draftContract : pendingContract;
      const deal = await make(api);
      ids = { contract: deal.contract.id, application: deal.applicationId };
      users = { owner: deal.owner, tenant: deal.tenant, stranger };
    }
    const before = ids.contract ? await snapshot(ids.contract) : null;

    const response = await api
      .as(users[role])
      .call(testCase.method, testCase.url(ids), testCase.body);
    expect(response.statusCode).toBe(status);
    const error = testCase.answers[role][1];
    if (error !== null) {
      expect(response.json()).toEqual({ error, code: expect.any(String) });
      // A refused request changes nothing.
      if (before) expect(await snapshot(ids.contract)).toEqual(before);
    }
  });

  it('answers 401 on every route without a token', async () => {
    const { contract } = await draftContract(api);
    const urls: [string, string][] = [
      ['GET', '/api/rental-contracts/my'],
      ['GET', '/api/rental-contracts/pending-signature'],
      ...CASES.map(
        (testCase) =>
          [
            testCase.method,
            testCase.url({ contract: contract.id, application: contract.applicationId ?? '' }),
          ] as [string, string],
      ),
    ];
    for (const [method, url] of urls) {
      const response = await api.request({ method, url });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  /** Everything a request could change about a contract. */
  async function snapshot(contractId: string) {
    const [contract] = await api.db.query(
      `SELECT status, terms_hash, special_terms, submitted_at, signed_at FROM contracts WHERE id = $1`,
      [contractId],
    );
    const counts = await api.db.query(
      `SELECT (SELECT count(*)::int FROM contract_signatures WHERE contract_id = $1) AS signatures,
              (SELECT count(*)::int FROM domain_events WHERE subject_id = $1) AS events`,
      [contractId],
    );
    return { contract, counts };
  }
});
