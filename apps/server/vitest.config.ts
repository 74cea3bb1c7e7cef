import { defineConfig } from 'vitest/config';

// API tests build the app and a real database per file; run files one at a time on two cores.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
