import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES, patternMatches, remoteForPath } from '../utils/route-table';

describe('remoteForPath', () => {
  it.each([
    ['/estates/e1/trees/add', 'mf_trees'],
    ['/estates/e1/trees/location', 'mf_trees'],
    ['/estates/e1/trees/t1', 'mf_trees'],
    ['/estates/e1/trees/t1/location', 'mf_trees'],
    ['/trees/t1', 'mf_trees'],
    ['/trees/t1/tag', 'mf_trees'],
    ['/trees/t1/location', 'mf_trees'],
    ['/trees/t1/print', 'mf_trees'],
    ['/tag/abc/location', 'mf_trees'],
    ['/tree-tagging', 'mf_trees'],
    ['/', 'mf_estates'],
    ['/estates', 'mf_estates'],
    ['/estates/e1', 'mf_estates'],
    ['/estates/e1/print', 'mf_estates'],
    ['/wizard', 'mf_estates'],
    ['/location-picker', 'mf_estates'],
    ['/map', 'mf_estates'],
    ['/rentals', 'mf_rentals'],
    ['/rentals/applications', 'mf_rentals'],
    ['/rentals/r1/edit', 'mf_rentals'],
    ['/rental-contracts', 'mf_contracts'],
    ['/rental-contracts/c1', 'mf_contracts'],
    ['/workforce/workers', 'mf_workforce'],
    ['/workforce/post-job', 'mf_workforce'],
  ])('sends %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('prefers the trees remote for trees nested under an estate', () => {
    expect(remoteForPath('/estates/e1/trees')).toBe('mf_trees');
    expect(remoteForPath('/estates/e1')).toBe('mf_estates');
  });

  it.each(['/nowhere', '/map/extra', '/wizard/step-2', '/estatesx', '/rentalsx', '/workforce-x'])(
    'finds no remote for %s, so the shell shows NotFound',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );

  it('accepts a trailing slash on exact routes', () => {
    expect(remoteForPath('/map/')).toBe('mf_estates');
    expect(remoteForPath('/tree-tagging/')).toBe('mf_trees');
  });

  it('matches exactly as React Router would, for every pattern of the table', () => {
    const paths = [
      '/',
      '//',
      '/estates',
      '/ESTATES/e1',
      '/estates/e1/trees',
      '/estates//trees',
      '/estates/e1/trees/',
      '/trees',
      '/trees/',
      '/trees/t1/tag',
      '/tag',
      '/tag/x',
      '/tree-tagging',
      '/tree-tagging/x',
      '/wizard/',
      '/map',
      '/rentals/a/b/c',
      '/rental-contracts',
      '/workforce',
      '/workforce/x',
      '/estates/caf%C3%A9',
      '/nowhere',
      '/estates/e1/trees/t1/location',
    ];
    for (const { pattern } of REMOTE_ROUTES) {
      for (const path of paths) {
        expect([pattern, path, patternMatches(pattern, path)]).toEqual([
          pattern,
          path,
          matchPath(pattern, path) !== null,
        ]);
      }
    }
  });
});
