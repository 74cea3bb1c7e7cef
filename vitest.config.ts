import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api', 'apps/server', 'apps/web'],
  },
});
