// One flat config for the whole monorepo. Lint is fast on purpose (no type-aware rules):
// `npm run typecheck` is where the compiler checks types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const apps = [
  'shell',
  'mf-estates',
  'mf-trees',
  'mf-rentals',
  'mf-contracts',
  'mf-workforce',
  'api',
];

// No app imports another app's files: cross-domain needs go through federation or `shared`.
const appBoundaries = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps never import each other: go through Module Federation or @grovekeeper/shared.',
}));

// The geometry package (geo/) sits under both the API and shared: pure maths that imports
// neither, so it builds alone and runs unchanged in Node and the browser.
const geoBoundary = {
  target: './geo',
  from: ['./shared', ...apps.map((app) => `./${app}`)],
  message: '@grovekeeper/geo is the bottom layer: it imports nothing from shared or the apps.',
};

// The constants package (constants/) is plain data under the API and shared: it imports
// nothing of the workspace.
const constantsBoundary = {
  target: './constants',
  from: ['./shared', './geo', ...apps.map((app) => `./${app}`)],
  message: '@grovekeeper/constants is plain data: it imports nothing from the workspace.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appBoundaries, geoBoundary, constantsBoundary] },
      ],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'geo/**', 'constants/**', 'e2e/**', 'bench/**', 'scripts/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'shared/webpack/**/*.js', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Issue 23: every text a user reads goes through i18next (t()), in English and Greek.
    // JSX text and the attributes people read (labels, placeholders, titles, accessible
    // names) may not be string literals in the apps' sources. Allowed exceptions: tests, the
    // remotes' dev harnesses, and the language menu's names (each language named in itself).
    files: [
      'shell/src/**/*.tsx',
      'shared/src/**/*.tsx',
      'mf-estates/src/**/*.tsx',
      'mf-trees/src/**/*.tsx',
      'mf-rentals/src/**/*.tsx',
      'mf-contracts/src/**/*.tsx',
      'mf-workforce/src/**/*.tsx',
    ],
    ignores: [
      '**/__tests__/**',
      '**/src/dev/**',
      'shared/src/harness/**',
      'shared/src/maps/dev/**',
      'shared/test/**',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'subtitle',
              'aria-label',
              'aria-valuetext',
              'alt',
              'helperText',
              'description',
              'message',
              'emptyText',
              'confirmLabel',
              'cancelLabel',
              'loadingText',
              'noOptionsText',
              'tooltip',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~·•–—…×→←↑↓€%°²\\s]+', '[A-Z]{1,4}'] },
        },
      ],
    },
  },
  prettier,
);
