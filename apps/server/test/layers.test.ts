// The server's layer rules in biome.json (noRestrictedImports per folder) fail on a violation: each case is
// linted with the repository's own configuration in a scratch copy of the folders. The order, bottom to top:
// kernel <- db <- policies, events, jobs, limits <- pothos <- modules <- graphql, app <- main (src/modules/README.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { flaggedImports } from '../../../scripts/planted-imports.mjs';

const cases: { file: string; source: string; flagged: boolean }[] = [
  { file: 'kernel/up.ts', source: "export { db } from '../db/client.js';", flagged: true },
  { file: 'kernel/fine.ts', source: "export { AppError } from './errors.js';", flagged: false },
  { file: 'db/up.ts', source: "export { getUser } from '../modules/users/users.service.js';", flagged: true },
  {
    file: 'db/schema/up.ts',
    source: "export type { LiveEvents } from '../../events/live.js';",
    flagged: true,
  },
  {
    file: 'db/schema/fine.ts',
    source: "export { isUuid } from '../../kernel/ids.js';\nexport { users } from './users.js';",
    flagged: false,
  },
  {
    file: 'policies/up.ts',
    source: "export { getGoal } from '../modules/goals/goals.service.js';",
    flagged: true,
  },
  { file: 'policies/fine.ts', source: "export { goals } from '../db/schema.js';", flagged: false },
  {
    file: 'events/up.ts',
    source: "export type { NewsItem } from '../modules/news/news.service.js';",
    flagged: true,
  },
  {
    file: 'events/handlers/up.ts',
    source: "export { notify } from '../../modules/notifications/notifications.service.js';",
    flagged: true,
  },
  { file: 'events/fine.ts', source: "export type { PersonRef } from '../kernel/people.js';", flagged: false },
  {
    file: 'jobs/up.ts',
    source: "export { createMailer } from '../modules/mail/mail.service.js';",
    flagged: true,
  },
  { file: 'limits/up.ts', source: "export type { Db } from '../db/client.js';", flagged: true },
  {
    file: 'pothos/up.ts',
    source: "export type { AuthDeps } from '../modules/auth/auth.service.js';",
    flagged: true,
  },
  {
    file: 'pothos/fine.ts',
    source:
      "export type { LiveEvents } from '../events/live.js';\nexport type { JobQueue } from '../jobs/queue.js';",
    flagged: false,
  },
  {
    file: 'modules/goals/assembly.ts',
    source: "export { schema } from '../../graphql/schema.js';",
    flagged: true,
  },
  { file: 'modules/goals/app.ts', source: "export { buildApp } from '../../app.js';", flagged: true },
  {
    file: 'modules/goals/appPart.ts',
    source: "export { startJobs } from '../../app/jobs.js';",
    flagged: true,
  },
  {
    file: 'modules/goals/effects.ts',
    source: "export { registry } from '../../effects/registry.js';",
    flagged: true,
  },
  {
    file: 'modules/goals/lazy.ts',
    source: "export const yoga = () => import('../../graphql/yoga.js');",
    flagged: true,
  },
  {
    file: 'modules/goals/fine.ts',
    source: [
      "export { builder } from '../../pothos/builder.js';",
      "export { getUser } from '../users/users.service.js';",
      "export { isUuid } from '../../kernel/ids.js';",
      "export { planFor } from './planning.js';",
    ].join('\n'),
    flagged: false,
  },
  {
    file: 'modules/news/announce.ts',
    source: "export type { Context } from '../../pothos/context.js';",
    flagged: true,
  },
  {
    file: 'modules/news/news.schema.ts',
    source: "export type { Context } from '../../pothos/context.js';",
    flagged: false,
  },
  {
    file: 'modules/news/up.schema.ts',
    source: "export { schema } from '../../graphql/schema.js';",
    flagged: true,
  },
  {
    file: 'modules/news/deep.service.ts',
    source: "export { schema } from '../../graphql/schema.js';",
    flagged: true,
  },
  { file: 'effects/up.ts', source: "export { schema } from '../graphql/schema.js';", flagged: true },
  { file: 'effects/handlers/up.ts', source: "export { startJobs } from '../../app/jobs.js';", flagged: true },
  {
    file: 'effects/handlers/fine.ts',
    source: "export { notify } from '../../modules/notifications/notifications.service.js';",
    flagged: false,
  },
  { file: 'graphql/up.ts', source: "export { buildApp } from '../app.js';", flagged: true },
  { file: 'graphql/fine.ts', source: "import '../modules/goals/goals.schema.js';", flagged: false },
];

let flaggedFiles = new Set<string>();

beforeAll(() => {
  flaggedFiles = flaggedImports('apps/server/src', cases);
});

describe('server layers: each folder imports only the layers below it', () => {
  it.each(cases)('$file: flagged $flagged', ({ file, flagged }) => {
    expect(flaggedFiles.has(file)).toBe(flagged);
  });
});
