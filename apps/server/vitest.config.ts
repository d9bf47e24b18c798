import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql module for our code and its dependencies, as under plain Node (which loads its CJS entry).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each worker imports the server once, not once per file (every file builds its own app and database):
    // 2.5 min less CPU per database run on this machine, the same tests passing.
    isolate: false,
    // The web app's server build (app/server-pages.ts imports it at run time) is loaded by Node as it is, as in
    // production: not transformed as source (~10 MB, which took the module runner most of a minute).
    server: { deps: { external: [/\/\.ssr\/entry-server\.js$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
