import { headerTitleFor } from '../header-title';

describe('headerTitleFor', () => {
  it.each([
    ['/', 'Dashboard', "Welcome back! Here's what's happening with your estates today."],
    ['/estates', 'Estates Overview', 'Manage and monitor all your agricultural estates'],
    ['/map', 'Map View', 'Visualize estates and trees on the map'],
    ['/wizard', 'Add Estate', 'Create a new estate and set up its properties'],
    ['/location-picker', 'Draw Estate Boundaries', 'Define your property boundaries on the map'],
  ])('gives %s the title %s with its subtitle', (path, title, subtitle) => {
    expect(headerTitleFor(path)).toEqual({ title, subtitle });
  });

  it.each([
    ['/rentals', 'Rental Listings'],
    ['/rentals/applications', 'Rental Applications'],
    ['/workforce/workers', 'For Workers'],
    ['/workforce/owners', 'For Estate Owners'],
    ['/workforce/job-listings', 'Browse Jobs'],
    ['/workforce/find-workers', 'Find Workers'],
  ])('gives %s the title %s and no subtitle', (path, title) => {
    expect(headerTitleFor(path)).toEqual({ title });
  });

  it.each([
    ['/estates/64b7f0c2a1b2c3d4e5f60718', 'Estate Details'],
    ['/estates/64b7f0c2a1b2c3d4e5f60718/print', 'Estate Details'],
    ['/estates/64b7f0c2a1b2c3d4e5f60718/trees/add', 'Estate Details'],
    ['/estates/e1/trees/t1/location', 'Estate Details'],
    ['/trees/64b7f0c2a1b2c3d4e5f60718', 'Tree Details'],
    ['/trees/t1/tag', 'Tree Details'],
    ['/trees/t1/location', 'Tree Details'],
    ['/trees/t1/print', 'Tree Details'],
    ['/rentals/64b7f0c2a1b2c3d4e5f60718', 'Rental Details'],
    ['/rentals/r1/edit', 'Rental Details'],
    ['/rentals/r1/applications', 'Rental Details'],
  ])('gives the detail path %s the prefix title %s', (path, title) => {
    expect(headerTitleFor(path)).toEqual({ title });
  });

  it('keeps /rentals/applications out of the Rental Details prefix', () => {
    expect(headerTitleFor('/rentals/applications').title).toBe('Rental Applications');
  });

  it.each(['/rentals/create', '/rentals/legacy', '/rentals/edit/r1', '/rentals/applications/x'])(
    'treats %s as a page of its own, not a rental id, and shows the product name',
    (path) => {
      expect(headerTitleFor(path)).toEqual({ title: 'Grovekeeper' });
    },
  );

  it.each([
    '/profile',
    '/settings',
    '/reports',
    '/tree-tagging',
    '/rental-contracts',
    '/rental-contracts/c1',
    '/workforce/post-job',
    '/workforce/my-job-listings',
    '/workforce/my-workers',
    '/workforce/applications',
    '/workforce/job-listings/j1',
    '/tag/abc/location',
    '/somewhere/else',
  ])('shows the product name on %s, which the spec gives no title', (path) => {
    expect(headerTitleFor(path)).toEqual({ title: 'Grovekeeper' });
  });

  it('ignores a trailing slash', () => {
    expect(headerTitleFor('/estates/').title).toBe('Estates Overview');
    expect(headerTitleFor('/rentals/applications/').title).toBe('Rental Applications');
    expect(headerTitleFor('/trees/t1/').title).toBe('Tree Details');
  });

  it('treats an empty path as the dashboard', () => {
    expect(headerTitleFor('').title).toBe('Dashboard');
  });

  it('does not give the section roots /trees a detail title without an id', () => {
    expect(headerTitleFor('/trees')).toEqual({ title: 'Grovekeeper' });
  });
});
