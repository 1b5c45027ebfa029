import { decodeJwtPayload, makeJwt, nowSeconds } from '../../../test/tokens';
import { createSignedInUser, refreshCookieOf } from '../../../test/users';
import { describeApi } from '../../../test/harness';

const SESSION_EXPIRED = {
  error: 'Session expired. Please sign in again.',
  code: 'session-expired',
};

describeApi('sessions and tokens', (api) => {
  const profileWith = (headers: Record<string, string>) =>
    api.request({ url: '/api/profile', headers });
  const refresh = (token?: string) =>
    api.request({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: token === undefined ? {} : { cookie: `gk_refresh=${token}` },
    });
  const logout = (token?: string) =>
    api.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: token === undefined ? {} : { cookie: `gk_refresh=${token}` },
    });

  describe('access tokens', () => {
    it('let the signed-in user reach protected routes', async () => {
      const user = await api.user();
      const response = await profileWith(user.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, email: user.email });
    });

    it('are required: no Authorization header answers 401 "Authentication required"', async () => {
      const response = await profileWith({});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Authentication required',
        code: 'authentication-required',
      });
    });

    it('are refused once expired', async () => {
      const user = await api.user();
      const expired = makeJwt({
        userId: user.id,
        iat: nowSeconds() - 1000,
        exp: nowSeconds() - 100,
      });
      const response = await profileWith({ authorization: `Bearer ${expired}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });

    it('are refused once expired even after they were accepted (remembered tokens keep their expiry)', async () => {
      const user = await api.user();
      const shortLived = makeJwt({ userId: user.id, iat: nowSeconds(), exp: nowSeconds() + 2 });
      const headers = { authorization: `Bearer ${shortLived}` };
      expect((await profileWith(headers)).statusCode).toBe(200);
      expect((await profileWith(headers)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      const response = await profileWith(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });

    it('are refused when their payload was tampered with', async () => {
      const victim = await api.user();
      const attacker = await api.user();
      const [header, , signature] = attacker.accessToken.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ userId: victim.id, iat: nowSeconds(), exp: nowSeconds() + 900 }),
      ).toString('base64url');
      const response = await profileWith({
        authorization: `Bearer ${header}.${forgedPayload}.${signature}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });

    it.each([
      ['signed with another secret', { secret: 'some-other-secret-of-decent-length-0123456789' }],
      ['signed with HS512 instead of HS256', { alg: 'HS512' }],
      ['unsigned (alg "none")', { alg: 'none' }],
    ])('are refused when %s', async (_label, options) => {
      const user = await api.user();
      const token = makeJwt(
        { userId: user.id, iat: nowSeconds(), exp: nowSeconds() + 900 },
        options,
      );
      const response = await profileWith({ authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });

    it.each([
      ['a token without a user id', makeJwt({ iat: nowSeconds(), exp: nowSeconds() + 900 })],
      ['a user id that is not an id', makeJwt({ userId: 'admin', exp: nowSeconds() + 900 })],
      ['garbage', 'not.a.jwt'],
    ])('are refused for %s', async (_label, token) => {
      const response = await profileWith({ authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });

    it('are refused in any scheme but Bearer', async () => {
      const user = await api.user();
      const response = await profileWith({ authorization: `Token ${user.accessToken}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'invalid-token' });
    });
  });

  describe('refreshing', () => {
    it('answers a new access token and rotates the refresh cookie', async () => {
      const user = await api.user();
      const response = await refresh(user.refreshToken);
      expect(response.statusCode).toBe(200);
      const { accessToken } = response.json<{ accessToken: string }>();
      expect((await profileWith({ authorization: `Bearer ${accessToken}` })).json()).toMatchObject({
        id: user.id,
      });
      const rotated = refreshCookieOf(response);
      expect(rotated).not.toBe(user.refreshToken);
      expect(response.cookies[0]).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect((await refresh(rotated)).statusCode).toBe(200);
    });

    it('refuses a refresh token that was already used, and ends that whole session', async () => {
      const user = await api.user();
      const first = refreshCookieOf(await refresh(user.refreshToken));
      const second = refreshCookieOf(await refresh(first));

      // The original token comes back, as a thief holding a copy would present it.
      const replay = await refresh(user.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(SESSION_EXPIRED);
      expect(refreshCookieOf(replay)).toBe('');

      // The legitimate, latest token of that family is now revoked as well.
      const afterTheft = await refresh(second);
      expect(afterTheft.statusCode).toBe(401);
      expect(afterTheft.json()).toEqual(SESSION_EXPIRED);
    });

    it("leaves the same user's other sessions alone when one session is revoked", async () => {
      const user = await api.user();
      const otherDevice = refreshCookieOf(
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        }),
      );
      await refresh(user.refreshToken);
      await refresh(user.refreshToken);
      expect((await refresh(otherDevice)).statusCode).toBe(200);
    });

    it('stores only a hash of each refresh token', async () => {
      const user = await api.user();
      const rows = await api.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.token_hash).not.toContain(user.refreshToken);
    });

    it.each([
      ['no cookie', undefined],
      ['an empty cookie', ''],
      ['an unknown token', 'bm90LWEtcmVhbC10b2tlbg'],
    ])('answers 401 "Session expired" for %s', async (_label, token) => {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    });

    it('answers 401 "Session expired" once the refresh token has expired', async () => {
      const user = await api.user();
      await api.db.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [user.id],
      );
      const response = await refresh(user.refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    });

    it('accepts a bodiless request that still declares a JSON content type', async () => {
      const user = await api.user();
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: `gk_refresh=${user.refreshToken}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('signing out', () => {
    it('revokes the session, clears the cookie and answers 204', async () => {
      const user = await api.user();
      const rotated = refreshCookieOf(await refresh(user.refreshToken));
      const response = await logout(rotated);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.cookies[0]).toMatchObject({
        name: 'gk_refresh',
        value: '',
        maxAge: 0,
        path: '/api/auth',
      });
      expect((await refresh(rotated)).json()).toEqual(SESSION_EXPIRED);
    });

    it('answers 204 without a cookie too', async () => {
      const response = await logout();
      expect(response.statusCode).toBe(204);
    });
  });

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secureServer = await api.startServer({ cookieSecure: true });
    const user = await createSignedInUser(secureServer);
    const response = await secureServer.request({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `gk_refresh=${user.refreshToken}` },
    });
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it('issues access tokens with the configured lifetime', async () => {
    const shortLived = await api.startServer({ accessTokenTtlSeconds: 60 });
    const user = await createSignedInUser(shortLived);
    const { iat, exp } = decodeJwtPayload(user.accessToken);
    expect(Number(exp) - Number(iat)).toBe(60);
  });
});
