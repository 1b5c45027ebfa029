import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../request-language';
import type { Language } from '../request-language';

const USER = 'a'.repeat(24);

function fakeRequest(options: {
  userId?: string;
  acceptLanguage?: string;
  saved?: (userId: string) => Promise<Language | null>;
  authorization?: string;
  verify?: (token: string) => unknown;
}): FastifyRequest {
  return {
    userId: options.userId ?? '',
    headers: {
      ...(options.acceptLanguage !== undefined && { 'accept-language': options.acceptLanguage }),
      ...(options.authorization !== undefined && { authorization: options.authorization }),
    },
    server: {
      savedLanguage: options.saved,
      ...(options.verify && { jwt: { verify: options.verify } }),
    },
    log: { warn: jest.fn() },
  } as unknown as FastifyRequest;
}

describe('requestLanguage', () => {
  it("answers the signed-in user's saved language over Accept-Language, read once per request", async () => {
    const saved = jest.fn(async () => 'el' as const);
    const request = fakeRequest({ userId: USER, acceptLanguage: 'en-US', saved });
    expect(await requestLanguage(request)).toBe('el');
    expect(await requestLanguage(request)).toBe('el');
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledWith(USER);
  });

  it('answers Accept-Language for a signed-out request, without reading any saved language', async () => {
    const saved = jest.fn(async () => 'en' as const);
    expect(await requestLanguage(fakeRequest({ acceptLanguage: 'el-GR,el;q=0.9', saved }))).toBe(
      'el',
    );
    expect(await requestLanguage(fakeRequest({ acceptLanguage: 'fr', saved }))).toBe('en');
    expect(await requestLanguage(fakeRequest({ saved }))).toBe('en');
    expect(saved).not.toHaveBeenCalled();
  });

  it('reads the user of a valid Bearer token on routes without authenticate', async () => {
    const saved = jest.fn(async () => 'el' as const);
    const verify = jest.fn((token: string) => {
      if (token !== 'good') throw new Error('bad token');
      return { userId: USER };
    });
    const request = (authorization: string) =>
      fakeRequest({ authorization, acceptLanguage: 'en', saved, verify });
    expect(await requestLanguage(request('Bearer good'))).toBe('el');
    expect(await requestLanguage(request('Bearer forged'))).toBe('en');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('falls back to Accept-Language when the user has no saved language or it cannot be read', async () => {
    const unknown = fakeRequest({ userId: USER, acceptLanguage: 'el', saved: async () => null });
    expect(await requestLanguage(unknown)).toBe('el');
    const down = fakeRequest({
      userId: USER,
      acceptLanguage: 'el',
      saved: () => Promise.reject(new Error('connection refused')),
    });
    expect(await requestLanguage(down)).toBe('el');
    expect(down.log.warn).toHaveBeenCalled();
  });
});
