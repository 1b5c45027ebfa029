import { startEarlyGet } from '@grovekeeper/shared/early-gets';
import { startEarlyReads } from '../early-reads';

jest.mock('@grovekeeper/shared/early-gets');

const reads = () => jest.mocked(startEarlyGet).mock.calls;

beforeEach(() => {
  jest.mocked(startEarlyGet).mockReset();
});

describe('the data a page opened from a link reads while its code downloads', () => {
  it("reads a tree page's tree with the stored token", () => {
    startEarlyReads('', '/trees/0123456789abcdef01234567', 'a-token');
    startEarlyReads('', '/estates/e1/trees/0123456789abcdef01234568', 'a-token');

    expect(reads()).toEqual([
      ['http://localhost/api/trees/0123456789abcdef01234567', 'a-token'],
      ['http://localhost/api/trees/0123456789abcdef01234568', 'a-token'],
    ]);
  });

  it("reads the public tag page's tag signed out, from the configured API", () => {
    startEarlyReads('https://api.example.test/', '/trees/0123456789abcdef01234567/tag', null);

    expect(reads()).toEqual([
      ['https://api.example.test/api/public/trees/0123456789abcdef01234567/tag', null],
    ]);
  });

  it("reads the dashboard's estates, rentals and what waits for the user", () => {
    startEarlyReads('', '/', 'a-token');

    expect(reads().map(([url]) => url)).toEqual([
      'http://localhost/api/estates',
      'http://localhost/api/rental-contracts/my?role=all',
      'http://localhost/api/notifications/actions',
    ]);
  });

  it('reads nothing for other pages, nor for a signed-out visitor of a private page', () => {
    startEarlyReads('', '/tree-tagging', 'a-token');
    startEarlyReads('', '/trees/0123456789abcdef01234567', null);
    startEarlyReads('', '/', null);

    expect(reads()).toEqual([]);
  });
});
