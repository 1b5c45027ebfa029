import { describeApi } from '../../../../test/harness';
import type { HarnessEstate, UserClient } from '../../../../test/harness';
import type { TestResponse } from '../../../../test/http';
import type { SignedInUser } from '../../../../test/users';
import { apply, createJob, jobBody, outcome, setListing } from '../../__tests__/fixtures';

type Role = 'owner' | 'applicant' | 'stranger';
/** A listing's status, or an active listing made private. */
type State = 'draft' | 'active' | 'closed' | 'private';

interface Target {
  jobId: string;
  applicationId: string;
  estateId: string;
}

interface Route {
  name: string;
  call: (client: UserClient, target: Target) => Promise<TestResponse>;
  /** Expected answer per listing state and role: 'status' or 'status error'. */
  expected: Record<State, Record<Role, string>>;
}

const NOT_FOUND = '404 Job listing not found';
const OWN = '403 You cannot apply to your own job listing';
const ownerOnly = (answer: string): Record<Role, string> => ({
  owner: answer,
  applicant: NOT_FOUND,
  stranger: NOT_FOUND,
});
const decide = {
  owner: '200',
  applicant: '403 Only the employer can approve or reject an application',
  stranger: '404 Application not found',
};

/**
 * Every id route, for a listing in every state, called by its owner, by a worker who
 * applied to it (while it was active and public) and by a stranger.
 */
const ROUTES: Route[] = [
  {
    name: 'GET /api/workforce/job-listings/:id',
    call: (client, { jobId }) => client.get(`/api/workforce/job-listings/${jobId}`),
    expected: {
      draft: { owner: '200', applicant: '200', stranger: NOT_FOUND },
      active: { owner: '200', applicant: '200', stranger: '200' },
      closed: { owner: '200', applicant: '200', stranger: NOT_FOUND },
      private: { owner: '200', applicant: '200', stranger: NOT_FOUND },
    },
  },
  {
    name: 'PUT /api/workforce/job-listings/:id',
    call: (client, { jobId, estateId }) =>
      client.put(`/api/workforce/job-listings/${jobId}`, {
        ...jobBody(estateId, { title: 'Edited' }),
        status: undefined,
      }),
    expected: {
      draft: ownerOnly('200'),
      active: ownerOnly('200'),
      closed: ownerOnly('200'),
      private: ownerOnly('200'),
    },
  },
  {
    name: 'DELETE /api/workforce/job-listings/:id',
    call: (client, { jobId }) => client.delete(`/api/workforce/job-listings/${jobId}`),
    expected: {
      draft: ownerOnly('204'),
      active: ownerOnly('204'),
      closed: ownerOnly('204'),
      private: ownerOnly('204'),
    },
  },
  {
    name: 'POST /api/workforce/job-listings/:id/apply',
    call: (client, { jobId }) =>
      client.post(`/api/workforce/job-listings/${jobId}/apply`, { message: 'Interested' }),
    expected: {
      draft: {
        owner: OWN,
        applicant: '409 This job listing is not accepting applications',
        stranger: NOT_FOUND,
      },
      active: {
        owner: OWN,
        applicant: '409 You have already applied for this job',
        stranger: '201',
      },
      closed: {
        owner: OWN,
        applicant: '409 This job listing is not accepting applications',
        stranger: NOT_FOUND,
      },
      private: {
        owner: OWN,
        applicant: '409 You have already applied for this job',
        stranger: NOT_FOUND,
      },
    },
  },
  {
    name: 'PUT /api/workforce/applications/:id',
    call: (client, { applicationId }) =>
      client.put(`/api/workforce/applications/${applicationId}`, { status: 'approved' }),
    expected: { draft: decide, active: decide, closed: decide, private: decide },
  },
];

const STATES: State[] = ['draft', 'active', 'closed', 'private'];
const ROLES: Role[] = ['owner', 'applicant', 'stranger'];

const CASES = ROUTES.flatMap((route) =>
  STATES.flatMap((state) =>
    ROLES.map((role) => [route.name, state, role, route.expected[state][role], route] as const),
  ),
);

describeApi('who may call each workforce id route', (api) => {
  const users = {} as Record<Role, SignedInUser>;
  let estate: HarnessEstate;

  beforeAll(async () => {
    users.owner = await api.user({ name: 'Owner' });
    users.applicant = await api.user({ name: 'Applicant' });
    users.stranger = await api.user({ name: 'Stranger' });
    estate = await api.estate(users.owner);
  });

  /** A listing in `state` with a pending application of the applicant. */
  async function targetIn(state: State): Promise<Target> {
    const job = await createJob(api, users.owner, {}, estate);
    const application = await apply(api, users.applicant, job.id);
    if (state === 'private') await setListing(api, job.id, { visibility: 'private' });
    else if (state !== 'active') await setListing(api, job.id, { status: state });
    return { jobId: job.id, applicationId: application.id, estateId: estate.id };
  }

  it('covers 5 routes x 4 listing states x 3 callers', () => {
    expect(CASES).toHaveLength(60);
  });

  it.each(CASES)('%s on a %s listing, called by the %s, answers %s', async (...args) => {
    const [, state, role, expected, route] = args;
    const target = await targetIn(state);
    expect(outcome(await route.call(api.as(users[role]), target))).toBe(expected);
  });

  it('answers 404 for ids that are malformed or unknown', async () => {
    const client = api.as(users.owner);
    for (const id of ['nope', '0'.repeat(24)]) {
      expect(outcome(await client.get(`/api/workforce/job-listings/${id}`))).toBe(NOT_FOUND);
      expect(outcome(await client.delete(`/api/workforce/job-listings/${id}`))).toBe(NOT_FOUND);
      expect(
        outcome(await client.post(`/api/workforce/job-listings/${id}/apply`, { message: 'Hi' })),
      ).toBe(NOT_FOUND);
      expect(
        outcome(await client.put(`/api/workforce/applications/${id}`, { status: 'approved' })),
      ).toBe('404 Application not found');
    }
  });

  it('answers 401 without an access token', async () => {
    const response = await api.request({ url: '/api/workforce/job-listings' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
  });
});
