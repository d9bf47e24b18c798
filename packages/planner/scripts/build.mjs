// Compiles the planner to JavaScript for plain Node (the production server: `node apps/server/dist/main.js`).
// Usage: node packages/planner/scripts/build.mjs [out dir, default packages/planner/dist]
// The out dir gets its own package.json whose exports point at the compiled files, so it can be dropped
// into a node_modules/@stepwise/planner folder (the server's build does this: apps/server/dist/node_modules).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.cwd(), process.argv[2] ?? path.join(here, 'dist'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    tsc,
    '-p',
    path.join(here, 'tsconfig.build.json'),
    '--outDir',
    out,
    '--sourceMap',
    'false',
    '--declaration',
    'false',
  ],
  { stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);

const pkg = {
  name: '@stepwise/planner',
  private: true,
  type: 'module',
  sideEffects: false,
  exports: { '.': './index.js', './*': './*.js' },
};
writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
