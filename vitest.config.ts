import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests of every workspace; each project keeps its own environment. Two workers
 * per pool (Vitest's default on two cores is one). The server's API tests run in the threads
 * pool, whose workers keep their loaded modules from file to file (apps/server/vitest.config.ts);
 * the web tests run in VM contexts (apps/web/vite.config.ts); domain and api in forks.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api', 'apps/server', 'apps/web'],
    maxWorkers: 2,
    minWorkers: 1,
    poolOptions: { threads: { isolate: false } },
  },
});
