import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'planner',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
