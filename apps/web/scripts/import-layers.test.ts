// The import rule of biome.json (noRestrictedImports per folder) fails on a violation: each case is linted
// with the repository's own configuration in a scratch copy of the tree's folders.
import { beforeAll, describe, expect, it } from 'vitest';
import { flaggedImports } from '../../../scripts/planted-imports.mjs';

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

let flaggedFiles = new Set<string>();

beforeAll(() => {
  flaggedFiles = flaggedImports('apps/web/src', cases);
});

describe('import layers: shared -> features -> app, features never import each other', () => {
  it.each(cases)('$file: flagged $flagged', ({ file, flagged }) => {
    expect(flaggedFiles.has(file)).toBe(flagged);
  });
});
