import { decodeJwtPayload, decodeUserId } from '../decode-token';

function token(payload: unknown): string {
  // JWTs are base64url of UTF-8 bytes; btoa only takes one byte per character.
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('decodeUserId', () => {
  it('reads userId first', () => {
    expect(decodeUserId(token({ userId: 'a', user_id: 'b', id: 'c' }))).toBe('a');
  });

  it('falls back to user_id, then id', () => {
    expect(decodeUserId(token({ user_id: 'b', id: 'c' }))).toBe('b');
    expect(decodeUserId(token({ id: 'c' }))).toBe('c');
  });

  it('skips empty or non-text claims and moves on to the next', () => {
    expect(decodeUserId(token({ userId: '', user_id: null, id: 'c' }))).toBe('c');
    expect(decodeUserId(token({ userId: { nested: true }, id: 'c' }))).toBe('c');
  });

  it('turns a numeric id into text', () => {
    expect(decodeUserId(token({ id: 42 }))).toBe('42');
  });

  it('returns null when no claim names the user', () => {
    expect(decodeUserId(token({ sub: 'x' }))).toBeNull();
  });

  it('returns null without a token, and null plus a log line for an undecodable one', () => {
    expect(decodeUserId(null)).toBeNull();
    expect(decodeUserId('')).toBeNull();
    expect(warn).not.toHaveBeenCalled();

    expect(decodeUserId('not-a-jwt')).toBeNull();
    expect(decodeUserId('a.%%%.c')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('decodes payloads with non-ASCII text', () => {
    expect(decodeUserId(token({ userId: 'Ελένη' }))).toBe('Ελένη');
  });
});

describe('decodeJwtPayload', () => {
  it('rejects a payload that is not an object', () => {
    expect(decodeJwtPayload(token([1, 2]))).toBeNull();
    expect(decodeJwtPayload(token('text'))).toBeNull();
  });
});
