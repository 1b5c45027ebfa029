// Import boundaries checked by `npm run lint:deps` (part of `npm run check`).
// Run `npx depcruise --config .dependency-cruiser.cjs <paths>` to check one folder.

/** The source folders that are checked: the API, the two libraries, the shell and the remotes. */
const APPS = [
  'api',
  'shared',
  'geo',
  'constants',
  'shell',
  'mf-estates',
  'mf-trees',
  'mf-rentals',
  'mf-contracts',
  'mf-workforce',
];
const APP = `(?:${APPS.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle (type-only imports count too): the modules in it can only be understood, ' +
        'tested and moved together. Break it by moving what both sides need into a third module.',
      from: { path: `^${APP}/src/` },
      to: { circular: true },
    },
    {
      name: 'api-domain-through-index',
      severity: 'error',
      comment:
        "An API domain imports another domain only through that domain's index.ts " +
        '(`../estates`), never its internals (`../estates/service`). What a domain lets others ' +
        'use is exported from its index.ts.',
      from: { path: '^api/src/domains/([^/]+)/', pathNot: '/__tests__/' },
      to: {
        path: '^api/src/domains/[^/]+/',
        pathNot: ['^api/src/domains/$1/', '^api/src/domains/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-outside-domains-through-index',
      severity: 'error',
      comment:
        'Code of the API outside the domains (app.ts, the demo world, the CLI, backup) uses a ' +
        'domain through its index.ts too, as another domain would; only tests reach inside.',
      from: { path: '^api/src/(?!domains/)', pathNot: ['/__tests__/', '^api/src/test/'] },
      to: { path: '^api/src/domains/[^/]+/', pathNot: '^api/src/domains/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-app-reaching-into-another',
      severity: 'error',
      comment:
        "No app (the API, the shell, a remote) or library imports another one's files by path " +
        '(`../../mf-trees/src/...`). Apps use `@grovekeeper/shared` and `@grovekeeper/geo` by ' +
        'package name; remotes reach each other only through Module Federation.',
      from: { path: `^(${APP})/` },
      to: { path: `^${APP}/`, pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'apps-use-only-the-libraries',
      severity: 'error',
      comment:
        'Of the workspace packages an app may import only the libraries (`@grovekeeper/shared`, ' +
        '`@grovekeeper/geo`, `@grovekeeper/constants`), never another app or remote by its package name.',
      from: { path: `^(${APP})/` },
      to: {
        path: `^${APP}/`,
        pathNot: ['^$1/', '^shared/', '^geo/', '^constants/'],
        dependencyTypesNot: ['local'],
      },
    },
  ],
  options: {
    includeOnly: `^${APP}/src/`,
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a cycle held by types alone still ties the modules together.
    tsPreCompilationDeps: true,
    // No package sets `paths` today; tsconfig.base.json is read so that one added there resolves.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through their node_modules symlink to the real folder,
    // so `@grovekeeper/shared` lands on `shared/src/index.ts`.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    progress: { type: 'none' },
  },
};
