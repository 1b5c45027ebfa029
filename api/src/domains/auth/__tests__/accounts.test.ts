import { decodeJwtPayload } from '../../../test/tokens';
import { registerUser, uniqueEmail } from '../../../test/users';
import { describeApi } from '../../../test/harness';

describeApi('sign-up and sign-in', (api) => {
  const register = (payload: unknown) =>
    api.request({ method: 'POST', url: '/api/auth/register', payload });
  const login = (payload: unknown) =>
    api.request({ method: 'POST', url: '/api/auth/login', payload });

  describe('registering', () => {
    it('creates the account and answers 201 with its id, name and email only', async () => {
      const email = uniqueEmail();
      const response = await register({ name: 'Ada Orchard', email, password: 'secret1' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Ada Orchard',
        email,
      });
    });

    it('trims the name and stores the email trimmed and lower-cased', async () => {
      const email = uniqueEmail('Mixed.Case');
      const response = await register({
        name: '  Ada  ',
        email: `  ${email.toUpperCase()} `,
        password: 'secret1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Ada', email: email.toLowerCase() });
    });

    it('stores an argon2id hash, never the password itself', async () => {
      const email = uniqueEmail();
      await register({ name: 'Ada', email, password: 'plain-text-secret' });
      const [row] = await api.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE email = $1',
        [email],
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain('plain-text-secret');
    });

    it('refuses an email that already has an account, whatever its case, with 409', async () => {
      const email = uniqueEmail();
      expect((await register({ name: 'First', email, password: 'secret1' })).statusCode).toBe(201);
      const response = await register({
        name: 'Second',
        email: email.toUpperCase(),
        password: 'secret2',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'An account with this email already exists',
        code: 'email-taken',
      });
    });

    it.each([
      [{ email: 'a@example.com', password: 'secret1' }, 'name is required'],
      [{ name: '', email: 'a@example.com', password: 'secret1' }, 'name must not be empty'],
      [{ name: '   ', email: 'a@example.com', password: 'secret1' }, 'name must not be empty'],
      [
        { name: 'x'.repeat(101), email: 'a@example.com', password: 'secret1' },
        'name must be at most 100 characters',
      ],
      [{ name: 42, email: 'a@example.com', password: 'secret1' }, 'name must be a string'],
      [{ name: 'Ada', password: 'secret1' }, 'email is required'],
      [
        { name: 'Ada', email: 'not-an-email', password: 'secret1' },
        'email must be a valid email address',
      ],
      [
        { name: 'Ada', email: 'a b@example.com', password: 'secret1' },
        'email must be a valid email address',
      ],
      [
        { name: 'Ada', email: `${'a'.repeat(250)}@x.io`, password: 'secret1' },
        'email must be at most 254 characters',
      ],
      [{ name: 'Ada', email: 'a@example.com' }, 'password is required'],
      [
        { name: 'Ada', email: 'a@example.com', password: '12345' },
        'password must be at least 6 characters',
      ],
      [
        { name: 'Ada', email: 'a@example.com', password: 'x'.repeat(201) },
        'password must be at most 200 characters',
      ],
      [
        { name: 'Ada', email: 'a@example.com', password: 'secret1', role: 'admin' },
        'role is not an allowed field',
      ],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: expect.any(String) });
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '["Ada"]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request body must be a JSON object',
        code: 'body-not-object',
      });
    });
  });

  describe('signing in', () => {
    it('answers an access token for the user and sets the refresh cookie', async () => {
      const user = await registerUser(api.server);
      const response = await login({ email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ accessToken: string }>();
      expect(Object.keys(body)).toEqual(['accessToken']);
      const payload = decodeJwtPayload(body.accessToken);
      expect(payload.userId).toBe(user.id);
      expect(payload.exp).toBe(Number(payload.iat) + 900);

      const cookie = response.cookies.find((candidate) => candidate.name === 'gk_refresh');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeFalsy();
      expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const user = await registerUser(api.server);
      const response = await login({
        email: ` ${user.email.toUpperCase()} `,
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password with 401 "Invalid email or password"', async () => {
      const user = await registerUser(api.server);
      const response = await login({ email: user.email, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Invalid email or password',
        code: 'invalid-credentials',
      });
      expect(response.cookies).toHaveLength(0);
    });

    it('refuses an unknown email with exactly the same answer', async () => {
      const response = await login({ email: uniqueEmail('nobody'), password: 'whatever' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Invalid email or password',
        code: 'invalid-credentials',
      });
    });

    it('spends the password-hashing time for unknown emails too', async () => {
      const user = await registerUser(api.server);
      const time = async (email: string) => {
        const start = process.hrtime.bigint();
        await login({ email, password: 'wrong-password' });
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved rounds, compared by their fastest: load spikes only ever add time.
      for (let round = 0; round < 5; round += 1) {
        known.push(await time(user.email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      // Without the dummy verification an unknown email answers in a millisecond or two.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 2);
    });

    it.each([
      [{ password: 'secret1' }, 'email is required'],
      [{ email: 'a@example.com' }, 'password is required'],
      [{ email: '', password: 'secret1' }, 'email must not be empty'],
      [{ email: 'a@example.com', password: '' }, 'password must not be empty'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: expect.any(String) });
    });

    it('gives every session its own refresh token', async () => {
      const user = await api.user();
      const second = await login({ email: user.email, password: user.password });
      expect(second.cookies[0]?.value).not.toBe(user.refreshToken);
    });
  });
});
