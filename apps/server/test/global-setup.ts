// Once per test run: a database migrated from scratch (not seeded) that every test's fresh database starts
// from (test/harness.ts). PGlite: dumped to a file. Starting a new PGlite cluster runs initdb in WebAssembly,
// 2-5 s each on this machine; loading the dump takes about 0.5 s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped template database, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL database each test's database is copied from, or ''. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', '');
  if (process.env.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    // PostgreSQL copies a template database in a few milliseconds; the migrations take a second or more.
    const name = `stepwise_tpl_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), max: 2 });
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      throw error;
    }
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
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

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
