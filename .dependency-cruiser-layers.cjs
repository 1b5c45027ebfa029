// The second pass of `npm run lint:deps`: which parts depend on which, as a whole, without
// tests (a test may use two parts that must not know each other). `.dependency-cruiser.cjs`
// checks single imports; here a part is an API domain (`api/src/domains/<domain>/`, with its
// subfolders) or an area of the shared library (`shared/src/<area>/`).
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-api-domain-cycle',
      scope: 'folder',
      severity: 'error',
      comment:
        'No two API domains depend on each other, even through others: the domains form a ' +
        'hierarchy. When a lower domain must act on a higher one (deleting an estate checks its ' +
        'contracts), the higher one registers a hook with the lower one.',
      from: { path: '^api/src/domains/([^/]+)$' },
      to: {
        path: '^api/src/domains/[^/]+$',
        pathNot: '^api/src/domains/$1$',
        circular: true,
      },
    },
    {
      name: 'no-shared-area-cycle',
      scope: 'folder',
      severity: 'error',
      comment:
        'No two areas of the shared library (shared/src/http, shared/src/auth, ...) depend on ' +
        'each other, even through others.',
      from: { path: '^shared/src/([^/]+)$' },
      to: {
        path: '^shared/src/[^/]+$',
        pathNot: '^shared/src/$1$',
        circular: true,
      },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [base.options.exclude.path, '/__tests__/', '^shared/src/test/'] },
  },
};
