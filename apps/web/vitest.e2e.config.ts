import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the built app (apps/web/dist) served by the real server on a fresh embedded database.
// Run after `npm run build`: npx vitest run -c apps/web/vitest.e2e.config.ts
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 45_000,
    hookTimeout: 60_000,
    // Two at a time: on a 2-core machine a third browser worker starves the server and the browsers alike.
    maxWorkers: 2,
    // In CI a failed browser test runs once more; one that passes then is named as flaky at the end of the run
    // (e2e/flaky-reporter.ts) with its first error, and fixed like any failure
    // (docs/decisions/021-browser-test-harness.md). Locally a failure is a failure.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './e2e/flaky-reporter.ts'],
  },
});
