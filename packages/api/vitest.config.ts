import { defineConfig } from 'vitest/config';

// Property tests are CPU-bound: on a busy machine they take many times their quiet time, and no
// test may fail for that (the web and server projects allow the same).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
