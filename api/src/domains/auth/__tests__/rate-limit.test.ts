import { registerUser, uniqueEmail } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import type { HarnessOptions } from '../../../test/harness';
import { tooManyAttemptsMessage } from '../rate-limit';

const TOO_MANY = {
  error: 'Too many attempts. Please try again in 15 minutes.',
  code: 'too-many-attempts',
};

// Three attempts per address and per email; each test uses addresses and emails of its
// own (through X-Forwarded-For, trusted here), so the counters never mix.
const options: HarnessOptions = {
  config: { authRateLimit: { ipMax: 3, emailMax: 3, windowSeconds: 900 }, trustProxy: true },
};

describeApi('rate limits on sign-in and sign-up', options, (api) => {
  const login = (ip: string, email: string, password = 'wrong-password') =>
    api.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip },
      payload: { email, password },
    });
  const register = (ip: string, email = uniqueEmail()) =>
    api.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': ip },
      payload: { name: 'Ada', email, password: 'secret1' },
    });

  it('refuses a client address after too many attempts with 429, Retry-After and a readable message', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('203.0.113.1', uniqueEmail())).statusCode).toBe(401);
    }
    const refused = await login('203.0.113.1', uniqueEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);

    // Another address is unaffected.
    expect((await login('203.0.113.2', uniqueEmail())).statusCode).toBe(401);
  });

  it('refuses an email after too many attempts, from any address and in any letter case', async () => {
    const email = uniqueEmail();
    expect((await register('198.51.100.1', email)).statusCode).toBe(201);
    expect((await login('198.51.100.2', email)).statusCode).toBe(401);
    expect((await login('198.51.100.3', email.toUpperCase())).statusCode).toBe(401);

    // Even the right password is refused now: the limit counts attempts, not failures.
    const refused = await login('198.51.100.4', ` ${email} `, 'secret1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toBeDefined();

    // Other accounts can still be used from those addresses.
    expect((await login('198.51.100.2', uniqueEmail())).statusCode).toBe(401);
  });

  it('counts successful attempts too', async () => {
    const user = await registerUser(api.server); // the first attempt for this email
    expect((await login('192.0.2.1', user.email, user.password)).statusCode).toBe(200);
    expect((await login('192.0.2.2', user.email, user.password)).statusCode).toBe(200);
    expect((await login('192.0.2.3', user.email, user.password)).statusCode).toBe(429);
  });

  it('limits sign-up as well, sharing the address counter with sign-in', async () => {
    expect((await register('192.0.2.50')).statusCode).toBe(201);
    expect((await login('192.0.2.50', uniqueEmail())).statusCode).toBe(401);
    expect((await register('192.0.2.50')).statusCode).toBe(201);
    const refused = await register('192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it('counts malformed attempts against the address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const malformed = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '192.0.2.99' },
        payload: { email: 42 },
      });
      expect(malformed.statusCode).toBe(400);
    }
    expect((await login('192.0.2.99', uniqueEmail())).statusCode).toBe(429);
  });

  it('does not limit the session routes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'x-forwarded-for': '192.0.2.200' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the rate-limit message', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 minute.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
  ])('reads naturally for %i seconds', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
