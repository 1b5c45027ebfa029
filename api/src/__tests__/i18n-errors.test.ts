import { describeApi } from '../test/harness';
import type { SignedInUser } from '../test/users';
import { uniqueEmail } from '../test/users';

/**
 * Issue 23: every error answers `{ error, code }` in the request's language: the
 * signed-in user's saved language, else Accept-Language, else English.
 */
describeApi('errors in the request language', (api) => {
  const GREEK = { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' };
  const ENGLISH = { 'accept-language': 'en-US,el;q=0.5' };

  const setLanguage = async (user: SignedInUser, language: string) => {
    const response = await api.as(user).put('/api/profile', { language });
    expect(response.statusCode).toBe(200);
  };

  describe('the same bad request', () => {
    const shortPassword = (headers: Record<string, string>) =>
      api.request({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { name: 'Eleni', email: uniqueEmail(), password: 'abc' },
      });

    it('is answered in Greek for Accept-Language el, in English for en, with one code', async () => {
      const greek = await shortPassword(GREEK);
      const english = await shortPassword(ENGLISH);
      expect(greek.statusCode).toBe(400);
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        error: 'password must be at least 6 characters',
        code: 'field-too-short',
      });
      expect(greek.json()).toEqual({
        error: 'Το πεδίο password πρέπει να έχει τουλάχιστον 6 χαρακτήρες',
        code: 'field-too-short',
      });
      expect(greek.headers['content-language']).toBe('el');
      expect(english.headers['content-language']).toBe('en');
    });

    it('is answered in English without Accept-Language, and for languages the product lacks', async () => {
      const cases: Record<string, string>[] = [{}, { 'accept-language': 'fr-FR,de;q=0.8' }];
      for (const headers of cases) {
        const response = await shortPassword(headers);
        expect(response.json()).toEqual({
          error: 'password must be at least 6 characters',
          code: 'field-too-short',
        });
        expect(response.headers['content-language']).toBe('en');
      }
    });

    it("of a signed-in user is answered in the user's saved language", async () => {
      const badEstate = (user: SignedInUser) =>
        api.as(user).post('/api/estates', {
          name: '   ',
          address: 'Kalamata',
          treeCount: 1,
          landArea: 1,
          coordinates: { lat: 37, lng: 22 },
          boundaries: [
            { lat: 37.0, lng: 22.1 },
            { lat: 37.0, lng: 22.105 },
            { lat: 37.004, lng: 22.105 },
          ],
          treeTypes: ['olive'],
        });
      const user = await api.user();
      const english = await badEstate(user);
      await setLanguage(user, 'el');
      const greek = await badEstate(user);
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        error: 'Estate name cannot be empty',
        code: 'estate-name-empty',
      });
      expect(greek.json()).toEqual({
        error: 'Το όνομα του κτήματος δεν μπορεί να είναι κενό',
        code: 'estate-name-empty',
      });
      expect(greek.headers['content-language']).toBe('el');
    });
  });

  describe("the signed-in user's saved language", () => {
    it('wins over Accept-Language, both ways', async () => {
      const greekUser = await api.user();
      await setLanguage(greekUser, 'el');
      const englishUser = await api.user();
      await setLanguage(englishUser, 'en');
      const missing = '/api/estates/000000000000000000000000';

      const greek = await api.request({ url: missing, headers: { ...greekUser.auth, ...ENGLISH } });
      expect(greek.statusCode).toBe(404);
      expect(greek.json()).toEqual({ error: 'Το κτήμα δεν βρέθηκε', code: 'estate-not-found' });
      expect(greek.headers['content-language']).toBe('el');

      const english = await api.request({
        url: missing,
        headers: { ...englishUser.auth, ...GREEK },
      });
      expect(english.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
      expect(english.headers['content-language']).toBe('en');
    });

    it('also answers an unknown URL of a signed-in user (no route, so no authenticate hook)', async () => {
      const user = await api.user();
      await setLanguage(user, 'el');
      const response = await api.request({ url: '/api/no-such-thing', headers: user.auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Δεν βρέθηκε', code: 'not-found' });
    });
  });

  describe('a signed-out request', () => {
    it('uses Accept-Language (a wrong password, a missing token)', async () => {
      const user = await api.user();
      const wrongPassword = (headers: Record<string, string>) =>
        api.request({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: user.email, password: 'not the password' },
        });
      expect((await wrongPassword(GREEK)).json()).toEqual({
        error: 'Λάθος email ή κωδικός',
        code: 'invalid-credentials',
      });
      expect((await wrongPassword(ENGLISH)).json()).toEqual({
        error: 'Invalid email or password',
        code: 'invalid-credentials',
      });

      const signedOut = await api.request({ url: '/api/profile', headers: GREEK });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({
        error: 'Απαιτείται σύνδεση',
        code: 'authentication-required',
      });
    });

    it('answers framework errors (malformed JSON) in its language too', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...GREEK, 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Το αίτημα δεν είναι έγκυρο JSON',
        code: 'invalid-json',
      });
    });
  });

  describe('the profile language', () => {
    it('is en or el; anything else is refused with a readable message', async () => {
      const user = await api.user();
      expect((await api.as(user).get('/api/profile')).json()).toMatchObject({ language: 'en' });
      const greek = await api.as(user).put('/api/profile', { language: 'EL' });
      expect(greek.json()).toMatchObject({ language: 'el' });
      for (const language of ['fr', '', 'greek', 'el-GR']) {
        const response = await api.as(user).put('/api/profile', { language });
        expect(response.statusCode).toBe(400);
        // The user reads Greek now: the refusal is in Greek, its code the same.
        expect(response.json()).toEqual({
          error: 'Η γλώσσα πρέπει να είναι en ή el',
          code: 'invalid-language',
        });
      }
      await setLanguage(user, 'en');
      const english = await api.as(user).put('/api/profile', { language: 'fr' });
      expect(english.json()).toEqual({
        error: 'Language must be en or el',
        code: 'invalid-language',
      });
      expect((await api.as(user).get('/api/profile')).json()).toMatchObject({ language: 'en' });
    });

    it('is taken at registration from the body, else from Accept-Language', async () => {
      const register = async (payload: Record<string, unknown>, headers = {}) => {
        const email = uniqueEmail('lang');
        const response = await api.request({
          method: 'POST',
          url: '/api/auth/register',
          headers,
          payload: { name: 'Eleni', email, password: 'correct horse battery', ...payload },
        });
        expect(response.statusCode).toBe(201);
        const [row] = await api.db.query<{ language: string }>(
          'SELECT language FROM users WHERE email = $1',
          [email],
        );
        return row?.language;
      };
      expect(await register({}, GREEK)).toBe('el');
      expect(await register({}, ENGLISH)).toBe('en');
      expect(await register({})).toBe('en');
      expect(await register({ language: 'el' }, ENGLISH)).toBe('el');
      expect(await register({ language: 'en' }, GREEK)).toBe('en');

      const refused = await api.request({
        method: 'POST',
        url: '/api/auth/register',
        headers: GREEK,
        payload: { name: 'Eleni', email: uniqueEmail(), password: 'correct horse', language: 'fr' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Το πεδίο language πρέπει να είναι ένα από: en, el',
        code: 'field-not-one-of',
      });
    });
  });
});
