// Compiles a workspace package written in TypeScript (packages/planner, packages/domain) to JavaScript for
// plain Node: the production server (`node apps/server/dist/main.js`) runs without a TypeScript loader.
// Usage: node scripts/build-package.mjs <package folder> [out dir, default <package folder>/dist]
// The out dir gets its own package.json whose exports point at the compiled files, so it can be dropped into a
// node_modules/@stepwise/<name> folder (the server's build does this: apps/server/dist/node_modules).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

if (!process.argv[2]) {
  console.error('usage: node scripts/build-package.mjs <package folder> [out dir]');
  process.exit(2);
}
const here = path.resolve(process.cwd(), process.argv[2]);
const out = path.resolve(process.cwd(), process.argv[3] ?? path.join(here, 'dist'));
const source = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
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

/** `./src/x.ts` (the workspace's TypeScript) as the compiled `./x.js`. */
const compiled = (target) => target.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js');
const exports = Object.fromEntries(
  Object.entries(source.exports ?? {}).map(([key, value]) => [key, compiled(value.default ?? value)]),
);
const pkg = { name: source.name, private: true, type: 'module', sideEffects: false, exports };
writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
