import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from './app';

/**
 * Hand-made JWTs for the refusal tests (expired, tampered, other algorithms), built
 * without the server's signer so the tests do not trust the code they check.
 */
export function makeJwt(
  payload: Record<string, unknown>,
  options: { alg?: string; secret?: string } = {},
): string {
  const { alg = 'HS256', secret = TEST_JWT_SECRET } = options;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  const digest = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg];
  if (!digest) throw new Error(`unsupported test algorithm ${alg}`);
  return `${unsigned}.${createHmac(digest, secret).update(unsigned).digest('base64url')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
