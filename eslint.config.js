import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of `root` but the shared ones is a feature: a new feature is covered by default. */
const foldersOf = (root, shared = []) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !shared.includes(entry.name))
    .map((entry) => entry.name);

const serverFeatures = foldersOf('apps/server/src', ['db', 'plugins', 'test-support']);
const webFeatures = foldersOf('apps/web/src/features');

/**
 * Features may use each other only through their public `index.ts`, and their tests through
 * its `test-support.tsx` (web) or `test-kit.ts` (server): fixtures and fakes of its calls.
 */
const featureZones = (root, features) =>
  features.map((feature) => ({
    target: `${root}/${feature}`,
    // One zone a feature naming every other (each `except` is read within each `from`): the
    // rule matches every linted file against every zone, so a zone for each pair cost a
    // quarter of the lint.
    from: features.filter((other) => other !== feature).map((other) => `${root}/${other}`),
    except: ['./index.ts', './test-support.tsx', './test-kit.ts'],
    message: 'Import another feature only through its index.ts.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      // A deliberate import circle, which the test of the cycle rule lints on its own.
      'apps/web/src/fixtures/import-cycle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Circles among the repository's own files; walking into installed packages finds none
      // and costs most of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./apps', './packages/api'],
              message: 'The domain imports no app.',
            },
            {
              target: './packages/api',
              from: './apps',
              message: 'The API contract imports no app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server does not import the web app.',
            },
            {
              target: serverFeatures.map((feature) => `./apps/server/src/${feature}`),
              from: './apps/server/src/app.ts',
              message: 'Server features do not import app.ts; it registers them.',
            },
            {
              target: [
                './apps/web/src/lib',
                './apps/web/src/components',
                './apps/web/src/test-support',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code imports no feature and not the app; features import it.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import app/; the app composes them.',
            },
            ...featureZones('./apps/server/src', serverFeatures),
            ...featureZones('./apps/web/src/features', webFeatures),
          ],
        },
      ],
    },
    // Without these the import rules see nothing and pass everything: the rules read only the
    // files of `import-x/extensions` (JavaScript alone unless told), parse them with the
    // parser named for their extension, and resolve imports with `resolver-next` (the legacy
    // `import-x/resolver: { node }` needs a package not installed here). Imports name their
    // files with the .ts or .tsx extension; the workspaces' packages resolve through
    // node_modules to their sources.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message: 'The domain is pure: no I/O and no dependencies, only its own modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/seed/**',
      'apps/server/src/ledger/**',
      'apps/server/src/test-support/**',
      '**/*.test.ts',
      '**/test-kit.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ledger', '**/ledger/index.ts', '**/ledger/post-entry.ts'],
              importNames: ['postEntry'],
              message:
                'Only seeds and tests post entries directly; every other movement of a trading account is an exchange command (it holds the balances in memory).',
            },
            { group: ['**/test-kit*'], message: 'Test kits are for tests only.' },
            { group: ['@emas/api/test-fixtures'], message: 'Test fixtures are for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nothing imports a test, so no test can close a circle: walking their imports for one
    // cost a tenth of the lint.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The React Compiler's rules (all of recommended but these two) compile every file they
    // read, a third of the lint: they guard what ships, so tests keep the two hook rules.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules).map((rule) => [
        rule,
        ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule)
          ? reactHooks.configs.recommended.rules[rule]
          : 'off',
      ]),
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support*',
      '**/test-support/**',
      '**/test-setup.ts',
      '**/*-fixtures.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test-support*', '**/test-support/**', '@emas/api/test-fixtures'],
              message: 'Test fixtures and fakes are for tests only.',
            },
          ],
        },
      ],
      // The whole contract would ride in whichever chunk imports it: each feature takes its
      // own calls from its subpath (`@emas/api/auth`), so a page loads only its schemas.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@emas/api',
              allowTypeImports: true,
              message:
                "Import a feature's calls and schemas from its subpath: @emas/api/<feature>.",
            },
            {
              name: '@emas/api/endpoint',
              allowTypeImports: true,
              message:
                'Build URLs with @emas/api/route: endpoint.ts brings zod and the shared schemas into the entry chunk.',
            },
          ],
        },
      ],
    },
  },
);
