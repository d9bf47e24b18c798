// npm run bench: the figures the README quotes. Timing goals live here, not in the tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root, run } from './lib.mjs';

const planner = path.join(root, 'apps/server/bench/planner.bench.ts');
if (existsSync(planner)) run('npx', ['tsx', planner]);

buildIfStale();
const bundle = path.join(root, 'apps/web/scripts/bundle-size.mjs');
if (existsSync(bundle)) run('node', [bundle]);

run('npx', ['tsx', path.join(root, 'apps/server/bench/api.bench.ts')]);
