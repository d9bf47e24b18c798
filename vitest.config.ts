import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/planner', 'apps/server', 'apps/web'],
  },
});
