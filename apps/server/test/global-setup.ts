// Once per test run: a PGlite database migrated from scratch (not seeded), dumped to a file that every test's
// fresh database starts from (test/harness.ts). Starting a new PGlite cluster runs initdb in WebAssembly,
// 2-5 s each on this machine; loading the dump takes about 0.5 s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped template database, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_KIND === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
