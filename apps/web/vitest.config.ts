import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // A file's first test pays for its imports (the planner's engine, the guards' lazy modules): 1–2 s alone,
    // past vitest's 5 s beside the server's tests and a browser run on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});
