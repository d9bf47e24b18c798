// npm test: the one command that proves the project.
// Type check, lint, unit and integration tests (PGlite; and PostgreSQL too when TEST_DATABASE_URL is set),
// then the browser tests against the built app served by the real server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const started = Date.now();
run('npm', ['run', 'typecheck']);
run('npx', ['biome', 'check', '.']);
run('npx', ['vitest', 'run'], { TEST_DB_KIND: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('npx', ['vitest', 'run', '--project', 'server', 'apps/server/test'], { TEST_DB_KIND: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the integration tests ran on PGlite only.');
}

const e2eConfig = path.join(root, 'apps/web/vitest.e2e.config.ts');
if (existsSync(e2eConfig)) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error(
      "\nThe browser tests need Debian's Chromium at /usr/bin/chromium: apt-get install chromium",
    );
    process.exit(1);
  }
  run('npm', ['run', 'build']);
  run('npx', ['vitest', 'run', '-c', 'apps/web/vitest.e2e.config.ts']);
}
console.log(`\nnpm test: all green in ${Math.round((Date.now() - started) / 1000)} s`);
