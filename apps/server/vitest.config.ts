import { defineConfig } from 'vitest/config';

/**
 * API tests build the app on a copy of one migrated, seeded database (global-setup.ts). Files
 * run two at a time in worker threads that keep their loaded modules from file to file (the
 * root config turns isolation off for that pool): reloading the server for each file cost more
 * than most files' tests.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
