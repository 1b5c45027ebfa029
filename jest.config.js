// Jest runs every unit, component and API test of the monorepo in three projects: the
// browser apps under jsdom, the API under node against a real database, and the geometry
// package (geo/) under node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ky and a few other packages ship ESM only; let swc turn them into CommonJS for jest.
const esmPackages = ['ky'];

// Workspace packages built to dist/ for Node and webpack: tests run their TypeScript
// source, so `npx jest` needs no build first and a change shows up at once.
const workspaceSources = {
  '^@grovekeeper/geo$': '<rootDir>/geo/src/index.ts',
  '^@grovekeeper/geo/crs$': '<rootDir>/geo/src/crs.ts',
  '^@grovekeeper/constants$': '<rootDir>/constants/src/index.ts',
};

module.exports = {
  // jsdom + MUI role queries are slow on 2 busy cores; a hung test still fails.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'web',
      testTimeout: 20_000,
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mf-estates',
        '<rootDir>/mf-trees',
        '<rootDir>/mf-rentals',
        '<rootDir>/mf-contracts',
        '<rootDir>/mf-workforce',
      ],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: { ...workspaceSources, '\\.(css)$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // cookie 2 (ESM only) is what Fastify's inject (light-my-request) requires; the demo
      // world is built through inject at first start. ky: the phone's sync engine (issue 26)
      // runs against the real API in the API's tests.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|ky)/)'],
      moduleNameMapper: workspaceSources,
    },
    {
      displayName: 'geo',
      testEnvironment: 'node',
      roots: ['<rootDir>/geo'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
