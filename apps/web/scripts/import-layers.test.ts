// The import rule of biome.json (noRestrictedImports per folder) fails on a violation: each case is linted
// with the repository's own configuration in a scratch copy of the tree's folders.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

const cases: { file: string; source: string; flagged: boolean }[] = [
  { file: 'features/plans/sibling.ts', source: "export { a } from '../goals/api';", flagged: true },
  {
    file: 'features/plans/viaRoot.ts',
    source: "export { a } from '../../features/goals/api';",
    flagged: true,
  },
  {
    file: 'features/plans/lazy.ts',
    source: "export const p = () => import('../roadmap/RoadmapPage');",
    flagged: true,
  },
  { file: 'features/plans/up.ts', source: "export { App } from '../../app/App';", flagged: true },
  { file: 'shared/ui/feature.ts', source: "export { a } from '../../features/goals/api';", flagged: true },
  { file: 'shared/app.ts', source: "export { routes } from '../app/router';", flagged: true },
  {
    file: 'shared/native/feature.ts',
    source: "export { a } from '../../features/plans/api';",
    flagged: true,
  },
  {
    file: 'features/plans/fine.ts',
    source: [
      "export { a } from './plan';",
      "export { b } from '../../shared/goals/api';",
      "export { c } from '../../gen/graphql';",
      "export { d } from '../../shared/native/platform';",
      "export { Badge } from '@mantine/core';",
    ].join('\n'),
    flagged: false,
  },
  { file: 'shared/ui/fine.ts', source: "export { e } from '../api/graphql';", flagged: false },
  { file: 'app/fine.ts', source: "export { f } from '../features/goals/api';", flagged: false },
];

let dir = '';
let flaggedFiles = new Set<string>();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-layers-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.vcs; // the scratch tree is no git repository
  delete config.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const c of cases) {
    const file = path.join(dir, 'apps/web/src', c.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${c.source}\n`);
  }
  let out: string;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'apps'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout; // biome exits 1 when it finds errors
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  flaggedFiles = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => path.relative('apps/web/src', d.location.path)),
  );
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import layers: shared -> features -> app, features never import each other', () => {
  it.each(cases)('$file: flagged $flagged', ({ file, flagged }) => {
    expect(flaggedFiles.has(file)).toBe(flagged);
  });
});
