import { randomBytes } from 'node:crypto';
import type { TestServer } from './app';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface SignedInUser extends TestUser {
  accessToken: string;
  refreshToken: string;
  /** Headers carrying the access token. */
  auth: { authorization: string };
}

/** An email no other test uses, so suites can share one database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export async function registerUser(
  server: TestServer,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = {
    name: 'Olive Grower',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: user.name, email: user.email, password: user.password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { ...user, id: response.json<{ id: string }>().id };
}

export async function signIn(
  server: TestServer,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return {
    accessToken: response.json<{ accessToken: string }>().accessToken,
    refreshToken: refreshCookieOf(response),
  };
}

export async function createSignedInUser(
  server: TestServer,
  overrides: Partial<TestUser> = {},
): Promise<SignedInUser> {
  const user = await registerUser(server, overrides);
  const session = await signIn(server, user);
  return { ...user, ...session, auth: { authorization: `Bearer ${session.accessToken}` } };
}

/** The value of the gk_refresh cookie a response sets ('' when it clears it). */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'gk_refresh');
  if (!cookie) throw new Error('no gk_refresh cookie in the response');
  return cookie.value;
}
