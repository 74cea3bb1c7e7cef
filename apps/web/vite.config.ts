import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './vite-contract-routes.ts';
import { fontSubset } from './vite-font-subset.ts';
import { precompress } from './vite-precompress.ts';

/** The API server `npm start` runs; the dev server forwards the API paths to it. */
const API_ORIGIN = 'http://localhost:8080';
const API_PREFIXES = ['/v2', '/v2.1', '/docs', '/abx'];

export default defineConfig({
  plugins: [react(), contractRoutes(), fontSubset(), precompress()],
  server: {
    proxy: Object.fromEntries(
      // ws: the live channel at /v2/ws goes through the same proxy.
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false, ws: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    // A VM context per file in long-lived workers: jsdom and the libraries load once per worker
    // instead of once per file (about half the web tests' CPU). The lint test runs ESLint,
    // which loads its configuration by URL, so it keeps a process of its own.
    pool: 'vmThreads',
    poolMatchGlobs: [['**/import-cycles.test.ts', 'forks']],
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
  },
});
