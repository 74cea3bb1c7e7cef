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
    setupFiles: ['src/test-support/setup.ts'],
    pool: 'threads',
    // A timeout catches a test that hangs, never a slow one: a storm of a thousand requests
    // takes seconds on a quiet machine and minutes beside a CPU hog.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
