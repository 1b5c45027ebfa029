import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { apply, athensDay, createListing } from './fixtures';

describeApi('rentals under concurrent requests, and in the OpenAPI document', (api) => {
  let owner: SignedInUser;
  let applicant: SignedInUser;

  beforeAll(async () => {
    owner = await api.user();
    applicant = await api.user();
  });

  it('accepts one of two simultaneous applications by the same person and answers 409 to the other', async () => {
    const listing = await createListing(api, owner);
    const body = { startDate: athensDay(6) };
    const responses = await Promise.all([
      api.as(applicant).post(`/api/rentals/${listing.id}/apply`, body),
      api.as(applicant).post(`/api/rentals/${listing.id}/apply`, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: 'You already have a pending application for this rental',
      code: 'duplicate-application',
    });
    const rows = await api.db.query('SELECT id FROM rental_applications WHERE rental_id = $1', [
      listing.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('decides a double-clicked approval once and answers 409 to the second click', async () => {
    const listing = await createListing(api, owner);
    const application = await apply(api, applicant, listing.id);
    const url = `/api/rentals/applications/${application._id}`;
    const responses = await Promise.all([
      api.as(owner).put(url, { status: 'approved' }),
      api.as(owner).put(url, { status: 'approved' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    // Which one depends on timing: seen after the first committed, or lost the guarded update.
    expect([
      'This application has already been approved',
      'This application was changed by someone else just now. Reload it and try again.',
    ]).toContain(refused?.json<{ error: string }>().error);
    const events = await api.db.query(
      `SELECT id FROM domain_events WHERE subject_id = $1 AND action = 'approved'`,
      [application._id],
    );
    expect(events).toHaveLength(1);
  });

  it('publishes a draft once when asked twice at the same moment', async () => {
    const listing = await createListing(api, owner, { status: 'draft' });
    const url = `/api/rentals/${listing.id}`;
    const responses = await Promise.all([
      api.as(owner).put(url, { status: 'available' }),
      api.as(owner).put(url, { status: 'available' }),
    ]);
    // The second sees an available listing and only edits it (nothing to change), or lost
    // the guarded update: never a second 'published' event.
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const events = await api.db.query(
      `SELECT id FROM domain_events WHERE subject_id = $1 AND action = 'published'`,
      [listing.id],
    );
    expect(events).toHaveLength(1);
  });

  it('documents every rentals route with its schemas in the OpenAPI document', async () => {
    const response = await api.request({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    }>();
    const expected: [string, string][] = [
      ['/api/rentals/available', 'get'],
      ['/api/rentals/my', 'get'],
      ['/api/rentals/{id}', 'get'],
      ['/api/rentals', 'post'],
      ['/api/rentals/{id}', 'put'],
      ['/api/rentals/{id}', 'delete'],
      ['/api/rentals/{id}/apply', 'post'],
      ['/api/rentals/applications/received', 'get'],
      ['/api/rentals/applications/sent', 'get'],
      ['/api/rentals/applications/{id}', 'put'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags).toEqual(['rentals']);
      expect(Object.keys(operation?.responses ?? {})).toContain(
        method === 'post' ? '201' : method === 'delete' ? '204' : '200',
      );
    }
  });
});
