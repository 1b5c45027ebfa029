import { redirectTarget } from '../redirect-target';

describe('redirectTarget', () => {
  it('returns the remembered path with its query and hash', () => {
    const from = { pathname: '/estates/e1', search: '?tab=trees', hash: '#map' };
    expect(redirectTarget({ from })).toBe('/estates/e1?tab=trees#map');
  });

  it('returns the remembered path when it has no query or hash', () => {
    expect(redirectTarget({ from: { pathname: '/profile' } })).toBe('/profile');
  });

  it.each([
    ['no state', null],
    ['undefined state', undefined],
    ['state without from', { other: 1 }],
    ['a from without a pathname', { from: { search: '?x' } }],
    ['a string from', { from: '/profile' }],
    ['a protocol-relative path', { from: { pathname: '//evil.example/x' } }],
    ['a relative path', { from: { pathname: 'profile' } }],
    ['the login page itself', { from: { pathname: '/login' } }],
    ['the register page', { from: { pathname: '/register' } }],
  ])('falls back to the dashboard for %s', (_case, state) => {
    expect(redirectTarget(state)).toBe('/');
  });
});
