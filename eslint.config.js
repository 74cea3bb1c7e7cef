import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverFeatures = ['auth', 'accounts', 'ledger', 'notifications', 'seed', 'web'];
const webFeatures = ['auth', 'shell', 'dev', 'placeholder'];

/** Features may use each other only through their public `index.ts`. */
const featureZones = (root, features) =>
  features.map((feature) => ({
    target: `${root}/${feature}`,
    from: `${root}`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'Import another feature only through its index.ts.',
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./apps', './packages/api', './node_modules'],
              message: 'The domain is pure: no I/O, no app code, no dependencies.',
            },
            { target: './packages/api', from: './apps', message: 'The API contract imports no app.' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP.' },
            { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
            ...featureZones('./apps/server/src', serverFeatures),
            ...featureZones('./apps/web/src/features', webFeatures),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'zod'], message: 'The domain is pure.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
