import { parseCoordinate } from '../../common/utils/parse-coordinate';
import { safeReturnTo } from '../../common/utils/safe-return-to';
import { treePagePath } from '../utils/tree-page-path';

describe('safeReturnTo', () => {
  it.each([
    '/estates/abc',
    '/estates/abc/trees/add',
    '/estates/abc?tab=map',
    '/trees/abc/tag#photos',
    '/',
  ])('accepts the same-app path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/estates\\..\\x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'estates/abc'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/estates\n/x'],
  ])('refuses %s', (_what, candidate) => {
    expect(safeReturnTo(candidate)).toBeNull();
  });
});

describe('treePagePath', () => {
  it('returns to the estate-scoped tree page from the estate route', () => {
    expect(treePagePath({ estateId: 'e1', treeId: 't1' })).toBe('/estates/e1/trees/t1');
  });

  it('returns to the tree page from /trees/:treeId/location', () => {
    expect(treePagePath({ treeId: 't1' })).toBe('/trees/t1');
  });

  it('returns to the tag page from /tag/:guid/location', () => {
    expect(treePagePath({ guid: 'g1' })).toBe('/trees/g1/tag');
  });
});

describe('parseCoordinate', () => {
  it('reads decimal degrees written with a point or a comma', () => {
    expect(parseCoordinate('37.052', 90)).toBe(37.052);
    expect(parseCoordinate(' 22,003 ', 180)).toBe(22.003);
    expect(parseCoordinate('-33.9', 90)).toBe(-33.9);
    expect(parseCoordinate('+.5', 90)).toBe(0.5);
  });

  it('accepts the limits themselves and refuses anything beyond them', () => {
    expect(parseCoordinate('90', 90)).toBe(90);
    expect(parseCoordinate('-180', 180)).toBe(-180);
    expect(parseCoordinate('90.000001', 90)).toBeNull();
    expect(parseCoordinate('181', 180)).toBeNull();
  });

  it.each(['', '   ', 'abc', '37.0.1', '1e3', 'Infinity', '37°', '0x10'])('refuses %p', (text) => {
    expect(parseCoordinate(text, 180)).toBeNull();
  });
});
