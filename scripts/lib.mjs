import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time of any file under the given paths (0 when none exist). */
export function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else if (s.mtimeMs > latest) latest = s.mtimeMs;
  };
  for (const p of paths) visit(path.resolve(root, p));
  return latest;
}

/** Runs a command in the repository root, printing as it goes; exits with its code when it fails. */
export function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nfailed: ${[command, ...args].join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Builds the server and the web app when their output is missing or older than their sources. */
export function buildIfStale() {
  const server = {
    out: 'apps/server/dist/main.js',
    src: [
      'apps/server/src',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
      'apps/server/package.json',
      // The server's build carries compiled copies of the planner and the domain rules
      // (dist/node_modules/@stepwise/planner, dist/node_modules/@stepwise/domain).
      'packages/planner/src',
      'packages/planner/package.json',
      'packages/domain/src',
      'packages/domain/package.json',
      'scripts/build-package.mjs',
    ],
  };
  const web = {
    out: 'apps/web/dist/index.html',
    src: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/planner/src',
      'packages/domain/src',
    ],
  };
  for (const [name, part] of [
    ['server', server],
    ['web', web],
  ]) {
    const out = path.resolve(root, part.out);
    if (!existsSync(path.resolve(root, `apps/${name}/package.json`))) continue;
    if (name === 'web' && !existsSync(path.resolve(root, 'apps/web/index.html'))) continue;
    if (!existsSync(out) || statSync(out).mtimeMs < newest(part.src))
      run('npm', ['run', 'build', '-w', `apps/${name}`]);
  }
}
