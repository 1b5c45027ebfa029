import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { WORKER_SKILLS } from '../../constants';
import type { WorkerProfile } from '../../workers/schemas';
import { eventActions, idsOf, profileBody, workersPage } from '../../__tests__/workers-fixtures';

const PROFILE = '/api/workforce/profile';

describeApi('worker profiles', (api) => {
  let worker: SignedInUser;
  let other: SignedInUser;
  let viewer: SignedInUser;

  const save = (user: SignedInUser, body: unknown) => api.as(user).put(PROFILE, body);
  const profileOf = async (user: SignedInUser) =>
    (await api.as(user).get(PROFILE)).json<{ profile: WorkerProfile | null }>().profile;
  const listed = async (user: SignedInUser) =>
    idsOf((await workersPage(api, viewer, { limit: 100 })).workers).includes(user.id);

  beforeAll(async () => {
    worker = await api.user({ name: 'Eleni Worker' });
    other = await api.user({ name: 'Other Worker' });
    viewer = await api.user({ name: 'Estate Owner' });
  });

  it('answers a null profile to a user who has none', async () => {
    const response = await api.as(viewer).get(PROFILE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile: null });
  });

  it('creates a published profile that appears in the directory with the worker name', async () => {
    const response = await save(worker, profileBody());
    expect(response.statusCode).toBe(200);
    const { profile } = response.json<{ profile: WorkerProfile }>();
    expect(profile).toEqual({
      ...profileBody(),
      rating: { average: 0, count: 0 },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await profileOf(worker)).toEqual(profile);
    const page = await workersPage(api, viewer, { limit: 100 });
    expect(page.workers.find((entry) => entry.id === worker.id)).toMatchObject({
      _id: worker.id,
      name: 'Eleni Worker',
      skills: ['harvesting', 'pruning'],
      location: 'Kalamata, Messinia',
      coordinates: { lat: 37.04, lng: 22.11 },
    });
    expect(await eventActions(api, worker.id)).toEqual(['published']);
  });

  it('updates only the fields sent and keeps the others', async () => {
    const response = await save(worker, { availability: 'busy', bio: '  Also pruning.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ profile: WorkerProfile }>().profile).toMatchObject({
      ...profileBody(),
      availability: 'busy',
      bio: 'Also pruning.',
    });
    expect((await eventActions(api, worker.id)).at(-1)).toBe('updated');
  });

  it('writes nothing and records no event when a save changes nothing', async () => {
    const before = await profileOf(worker);
    const events = await eventActions(api, worker.id);
    expect((await save(worker, { availability: 'busy' })).statusCode).toBe(200);
    expect(await profileOf(worker)).toEqual(before);
    expect(await eventActions(api, worker.id)).toEqual(events);
  });

  it('hides a profile from the directory and publishes it again', async () => {
    expect(await listed(worker)).toBe(true);
    const hidden = await save(worker, { published: false });
    expect(hidden.json<{ profile: WorkerProfile }>().profile.published).toBe(false);
    expect(await listed(worker)).toBe(false);
    expect((await profileOf(worker))?.published).toBe(false);
    expect((await save(worker, { published: true })).statusCode).toBe(200);
    expect(await listed(worker)).toBe(true);
    expect((await eventActions(api, worker.id)).slice(-2)).toEqual(['hidden', 'published']);
  });

  it("shows each user their own profile and never changes another's", async () => {
    expect(await profileOf(other)).toBeNull();
    const response = await save(other, profileBody({ skills: ['irrigation'], location: 'Sparta' }));
    expect(response.statusCode).toBe(200);
    expect((await profileOf(other))?.location).toBe('Sparta');
    expect((await profileOf(worker))?.location).toBe('Kalamata, Messinia');
    expect(await profileOf(viewer)).toBeNull();
  });

  it('deletes the profile, removes it from the directory, and answers 404 the second time', async () => {
    const response = await api.as(other).delete(PROFILE);
    expect(response.statusCode).toBe(204);
    expect(await profileOf(other)).toBeNull();
    expect(await listed(other)).toBe(false);
    const again = await api.as(other).delete(PROFILE);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'You have no worker profile',
      code: 'worker-no-profile',
    });
    expect((await eventActions(api, other.id)).at(-1)).toBe('deleted');
  });

  it('creates a hidden profile without skills, but refuses to publish one', async () => {
    const user = await api.user();
    const hidden = await save(user, { skills: [], published: false, location: 'Chania' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<{ profile: WorkerProfile }>().profile).toMatchObject({
      skills: [],
      published: false,
      experience: 'beginner',
      yearsOfExperience: 0,
      availability: 'available',
      coordinates: null,
    });
    const refused = await save(user, { published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Add at least one skill before publishing your profile',
      code: 'worker-publish-needs-skill',
    });
    expect((await profileOf(user))?.published).toBe(false);
  });

  it('creates one profile and one event when the first save is sent twice at once', async () => {
    const user = await api.user();
    const responses = await Promise.all([save(user, profileBody()), save(user, profileBody())]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await api.db.query(`SELECT user_id FROM worker_profiles WHERE user_id = $1`, [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(await eventActions(api, user.id)).toEqual(['published']);
  });

  it('refuses to remove the last skill of a published profile', async () => {
    const response = await save(worker, { skills: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Add at least one skill before publishing your profile',
      code: 'worker-publish-needs-skill',
    });
    expect((await profileOf(worker))?.skills).toEqual(['harvesting', 'pruning']);
  });

  it('drops repeated skills instead of refusing them', async () => {
    const skills = ['pruning', 'pruning', 'harvesting', 'pruning'];
    const response = await save(worker, { skills });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ profile: WorkerProfile }>().profile.skills).toEqual([
      'pruning',
      'harvesting',
    ]);
  });

  it('accepts every skill at once and the bounds of years, coordinates and texts', async () => {
    const user = await api.user();
    const body = profileBody({
      skills: [...WORKER_SKILLS],
      yearsOfExperience: 80,
      coordinates: { lat: -90, lng: 180 },
      location: 'x'.repeat(200),
      bio: 'y'.repeat(2000),
    });
    const response = await save(user, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ profile: WorkerProfile }>().profile).toMatchObject(body);
  });

  it('ignores the read-only rating and updatedAt when a client sends them back', async () => {
    const current = await profileOf(worker);
    const response = await save(worker, { ...current, rating: { average: 5, count: 99 } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ profile: WorkerProfile }>().profile.rating).toEqual({
      average: 0,
      count: 0,
    });
  });

  it.each([
    [
      'an unknown skill',
      { skills: ['harvesting', 'juggling'] },
      /^skills\[1\] must be one of harvesting, pruning/,
    ],
    ['skills that are not a list', { skills: 'harvesting' }, /^skills must be a list$/],
    [
      'an unknown experience level',
      { experience: 'guru' },
      /^experience must be one of beginner, intermediate/,
    ],
    ['negative years', { yearsOfExperience: -1 }, /^yearsOfExperience must be at least 0$/],
    ['more than 80 years', { yearsOfExperience: 81 }, /^yearsOfExperience must be at most 80$/],
    ['fractional years', { yearsOfExperience: 2.5 }, /^yearsOfExperience must be a whole number$/],
    [
      'an unknown availability',
      { availability: 'sometimes' },
      /^availability must be one of available, busy, unavailable$/,
    ],
    [
      'a location of 201 characters',
      { location: 'x'.repeat(201) },
      /^location must be at most 200 characters$/,
    ],
    ['a location that is not text', { location: 7 }, /^location must be a string$/],
    [
      'a bio of 2001 characters',
      { bio: 'x'.repeat(2001) },
      /^bio must be at most 2000 characters$/,
    ],
    ['published that is not a boolean', { published: 'yes' }, /^published must be true or false$/],
    [
      'a latitude above 90',
      { coordinates: { lat: 91, lng: 0 } },
      /^coordinates\.lat must be a number between -90 and 90$/,
    ],
    [
      'a latitude given as text',
      { coordinates: { lat: '37', lng: 0 } },
      /^coordinates\.lat must be a number between -90/,
    ],
    [
      'a longitude below -180',
      { coordinates: { lat: 0, lng: -181 } },
      /^coordinates\.lng must be a number between -180/,
    ],
    [
      'coordinates without lng',
      { coordinates: { lat: 1 } },
      /^coordinates must be null or an object with lat and lng$/,
    ],
    [
      'coordinates given as text',
      { coordinates: 'Kalamata' },
      /^coordinates must be null or an object with lat and lng$/,
    ],
    ['an unknown field', { hourlyRate: 12 }, /^hourlyRate is not an allowed field$/],
  ])('refuses %s with a message naming the field', async (_case, change, message) => {
    const before = await profileOf(worker);
    const response = await save(worker, { ...profileBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await profileOf(worker)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const response = await api.request({ method: 'GET', url: PROFILE });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });

  it('documents every route of profiles, the directory and ratings in the OpenAPI document', async () => {
    const response = await api.request({ url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    }>();
    const expected: [string, string, string][] = [
      ['/api/workforce/profile', 'get', '200'],
      ['/api/workforce/profile', 'put', '200'],
      ['/api/workforce/profile', 'delete', '204'],
      ['/api/workforce/workers', 'get', '200'],
      ['/api/workforce/applications/{id}/rating', 'post', '201'],
    ];
    for (const [path, method, status] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags).toEqual(['workforce']);
      expect(Object.keys(operation?.responses ?? {})).toContain(status);
    }
  });
});
