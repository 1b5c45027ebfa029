import { uniqueEmail } from '../../../test/users';
import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';

describeApi('the profile', (api) => {
  const getProfile = (user: SignedInUser) =>
    api.request({ url: '/api/profile', headers: user.auth });
  const putProfile = (user: SignedInUser, payload: unknown) =>
    api.request({ method: 'PUT', url: '/api/profile', headers: user.auth, payload });

  it('answers every field of a new account, with empty defaults instead of nulls', async () => {
    const user = await api.user({ name: 'Ada Orchard' });
    const response = await getProfile(user);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toEqual({
      id: user.id,
      name: 'Ada Orchard',
      email: user.email,
      phone: '',
      bio: '',
      avatar: '',
      location: '',
      website: '',
      company: '',
      jobTitle: '',
      education: '',
      dateOfBirth: null,
      gender: null,
      timezone: '',
      language: 'en',
      interests: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // No ended rental contract yet (issue 28).
      ratings: { asOwner: { average: 0, count: 0 }, asTenant: { average: 0, count: 0 } },
    });
    expect(Math.abs(Date.parse(profile.createdAt as string) - Date.now())).toBeLessThan(60_000);
  });

  it('never reveals the password hash', async () => {
    const user = await api.user();
    expect((await getProfile(user)).body).not.toMatch(/argon|password/i);
  });

  it('updates every editable field and answers the full updated profile', async () => {
    const user = await api.user();
    const email = uniqueEmail('renamed');
    const changes = {
      name: 'Ada Lovelace',
      email,
      phone: '+30 210 000 0000',
      bio: 'Grows olives.\nAnd lemons.',
      avatar: 'https://example.com/ada.png',
      location: 'Kalamata',
      website: 'https://ada.example.com',
      company: 'Grove Ltd',
      jobTitle: 'Owner',
      education: 'Agronomy',
      dateOfBirth: '1985-03-14',
      gender: 'female',
      timezone: 'Europe/Athens',
      language: 'el',
      interests: ['olives', 'irrigation'],
    };
    const response = await putProfile(user, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...changes,
      id: user.id,
      createdAt: expect.any(String),
      ratings: expect.any(Object),
    });
    expect((await getProfile(user)).json()).toMatchObject(changes);
  });

  it('changes only the fields it is given', async () => {
    const user = await api.user({ name: 'Before' });
    await putProfile(user, { company: 'Grove Ltd', interests: ['figs'] });
    const response = await putProfile(user, { jobTitle: 'Owner' });
    expect(response.json()).toMatchObject({
      name: 'Before',
      company: 'Grove Ltd',
      jobTitle: 'Owner',
      interests: ['figs'],
    });
  });

  it('answers the unchanged profile for an empty update', async () => {
    const user = await api.user();
    const response = await putProfile(user, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('clears the date of birth and the gender with null or an empty string', async () => {
    const user = await api.user();
    await putProfile(user, { dateOfBirth: '1990-01-01', gender: 'other' });
    expect((await putProfile(user, { dateOfBirth: '', gender: '' })).json()).toMatchObject({
      dateOfBirth: null,
      gender: null,
    });
    await putProfile(user, { dateOfBirth: '1990-01-01', gender: 'prefer-not-to-say' });
    expect((await putProfile(user, { dateOfBirth: null, gender: null })).json()).toMatchObject({
      dateOfBirth: null,
      gender: null,
    });
  });

  it('trims text, lower-cases the email, and tidies the interests', async () => {
    const user = await api.user();
    const email = uniqueEmail('Tidy');
    const response = await putProfile(user, {
      name: '  Ada  ',
      email: ` ${email.toUpperCase()} `,
      location: ' Kalamata ',
      interests: [' olives ', '', '   ', 'figs'],
    });
    expect(response.json()).toMatchObject({
      name: 'Ada',
      email: email.toLowerCase(),
      location: 'Kalamata',
      interests: ['olives', 'figs'],
    });
  });

  it('lets the user sign in with a changed email', async () => {
    const user = await api.user();
    const email = uniqueEmail('moved');
    await putProfile(user, { email });
    const login = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an email that belongs to another account with 409', async () => {
    const owner = await api.user();
    const user = await api.user();
    const response = await putProfile(user, { email: owner.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'An account with this email already exists',
      code: 'email-taken',
    });
    expect((await getProfile(user)).json()).toMatchObject({ email: user.email });
  });

  it('accepts the user keeping their own email', async () => {
    const user = await api.user();
    expect((await putProfile(user, { email: user.email, name: 'Same' })).statusCode).toBe(200);
  });

  describe('between two users', () => {
    it("always answers the caller's own profile", async () => {
      const alice = await api.user({ name: 'Alice' });
      const bob = await api.user({ name: 'Bob' });
      await putProfile(alice, { bio: 'Alice private notes' });
      const bobsView = await getProfile(bob);
      expect(bobsView.json()).toMatchObject({ id: bob.id, name: 'Bob', email: bob.email });
      expect(bobsView.body).not.toContain('Alice');
    });

    it("gives no way to change another user's profile", async () => {
      const alice = await api.user({ name: 'Alice' });
      const bob = await api.user({ name: 'Bob' });
      const attempt = await putProfile(bob, { id: alice.id, name: 'Hijacked' });
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json()).toEqual({
        error: 'id is not an allowed field',
        code: 'field-not-allowed',
      });

      await putProfile(bob, { name: 'Bob Two' });
      expect((await getProfile(alice)).json()).toMatchObject({ id: alice.id, name: 'Alice' });
      expect((await getProfile(bob)).json()).toMatchObject({ id: bob.id, name: 'Bob Two' });
    });
  });

  it('refuses callers without a valid token', async () => {
    const noToken = await api.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'X' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({
      error: 'Authentication required',
      code: 'authentication-required',
    });
  });

  it('treats the token of a deleted account as an ended session', async () => {
    const user = await api.user();
    await api.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const response = await getProfile(user);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
  });
});
