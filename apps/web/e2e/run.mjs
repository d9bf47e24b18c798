#!/usr/bin/env node
// npm run e2e -w apps/web: the browser tests against the built app (build first with `npm run build`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '-c', join(web, 'vitest.e2e.config.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: join(web, '..', '..'),
  },
);
process.exit(result.status ?? 1);
