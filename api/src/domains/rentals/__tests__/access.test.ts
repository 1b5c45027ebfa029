import { describeApi } from '../../../test/harness';
import type { HarnessEstate, UserClient } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { apply, athensDay, createListing } from './fixtures';

type Role = 'owner' | 'applicant' | 'stranger';
type State = 'draft' | 'available' | 'rented';

interface Target {
  rentalId: string;
  applicationId: string;
}

interface Route {
  name: string;
  call: (client: UserClient, target: Target) => Promise<TestResponse>;
  /** Expected status per listing state and role: 'status' or 'status error'. */
  expected: Record<State, Record<Role, string>>;
}

const NOT_FOUND = '404 Rental not found';
const same = (value: string): Record<Role, string> => ({
  owner: value,
  applicant: value,
  stranger: value,
});

/**
 * Every id route, for a listing in every state, called by its owner, by someone who
 * applied to it (while it was available) and by a stranger.
 */
const ROUTES: Route[] = [
  {
    name: 'GET /api/rentals/:id',
    call: (client, { rentalId }) => client.get(`/api/rentals/${rentalId}`),
    expected: {
      draft: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
      available: same('200'),
      rented: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
    },
  },
  {
    name: 'PUT /api/rentals/:id',
    call: (client, { rentalId }) => client.put(`/api/rentals/${rentalId}`, { price: 10 }),
    expected: {
      draft: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
      available: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
      rented: {
        owner: '409 A rented listing cannot be edited',
        applicant: NOT_FOUND,
        stranger: NOT_FOUND,
      },
    },
  },
  {
    name: 'DELETE /api/rentals/:id',
    call: (client, { rentalId }) => client.delete(`/api/rentals/${rentalId}`),
    expected: {
      draft: { owner: '204', applicant: NOT_FOUND, stranger: NOT_FOUND },
      available: { owner: '204', applicant: NOT_FOUND, stranger: NOT_FOUND },
      rented: { owner: '204', applicant: NOT_FOUND, stranger: NOT_FOUND },
    },
  },
  {
    name: 'POST /api/rentals/:id/apply',
    call: (client, { rentalId }) =>
      client.post(`/api/rentals/${rentalId}/apply`, { startDate: athensDay(4) }),
    expected: {
      draft: {
        owner: '403 You cannot apply to your own property',
        applicant: NOT_FOUND,
        stranger: NOT_FOUND,
      },
      available: {
        owner: '403 You cannot apply to your own property',
        applicant: '409 You already have a pending application for this rental',
        stranger: '201',
      },
      rented: {
        owner: '403 You cannot apply to your own property',
        applicant: NOT_FOUND,
        stranger: NOT_FOUND,
      },
    },
  },
  {
    name: 'GET /api/rentals/applications/received?rentalId=',
    call: (client, { rentalId }) =>
      client.get(`/api/rentals/applications/received?rentalId=${rentalId}`),
    expected: {
      draft: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
      available: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
      rented: { owner: '200', applicant: NOT_FOUND, stranger: NOT_FOUND },
    },
  },
  {
    name: 'PUT /api/rentals/applications/:id',
    call: (client, { applicationId }) =>
      client.put(`/api/rentals/applications/${applicationId}`, { status: 'approved' }),
    expected: {
      draft: {
        owner: '200',
        applicant: '403 Only the listing owner can decide on an application',
        stranger: '404 Application not found',
      },
      available: {
        owner: '200',
        applicant: '403 Only the listing owner can decide on an application',
        stranger: '404 Application not found',
      },
      rented: {
        owner: '200',
        applicant: '403 Only the listing owner can decide on an application',
        stranger: '404 Application not found',
      },
    },
  },
];

const CASES = ROUTES.flatMap((route) =>
  (['draft', 'available', 'rented'] as const).flatMap((state) =>
    (['owner', 'applicant', 'stranger'] as const).map(
      (role) => [route.name, state, role, route.expected[state][role], route] as const,
    ),
  ),
);

describeApi('who may call each rentals id route', (api) => {
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
    const listing = await createListing(api, users.owner, {}, estate);
    const application = await apply(api, users.applicant, listing.id);
    if (state !== 'available') {
      await api.db.query('UPDATE rentals SET status = $2 WHERE id = $1', [listing.id, state]);
    }
    return { rentalId: listing.id, applicationId: application._id };
  }

  it('covers 6 routes x 3 listing states x 3 callers', () => {
    expect(CASES).toHaveLength(54);
  });

  it.each(CASES)('%s on a %s listing, called by the %s, answers %s', async (...args) => {
    const [, state, role, expected, route] = args;
    const target = await targetIn(state);
    const response = await route.call(api.as(users[role]), target);
    const [status, ...words] = expected.split(' ');
    expect(response.statusCode).toBe(Number(status));
    if (words.length > 0)
      expect(response.json()).toEqual({ error: words.join(' '), code: expect.any(String) });
  });
});
