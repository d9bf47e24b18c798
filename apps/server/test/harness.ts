import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JWTVerifyGetKey } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedMentors } from '../src/db/seed/mentors.js';

/** Which database the integration tests use: PGlite in memory, or a fresh PostgreSQL database. */
export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let template: Blob | undefined;
/**
 * The migrated PGlite data directory that test/global-setup.ts dumped once for the whole run:
 * each test's database starts from it (0.5 s) instead of a new cluster (initdb, 2-5 s). The migrations
 * still run on it (a no-op), and global-setup ran them from scratch.
 */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)], { type: 'application/x-tar' });
  return template;
}

export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (dbKind === 'pglite') {
    const database = await openDatabase({ loadDataDir: pgliteTemplate() });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `stepwise_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: { code?: string; field?: string } }> | undefined;
  headers: Headers;
}

export interface TestApp {
  url: string;
  database: Database;
  config: Config;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; lang?: string; headers?: Record<string, string> },
  ): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    googleKeys?: JWTVerifyGetKey;
    /** A database another app of the test already uses (a second process on it); the test closes it. */
    shared?: Database;
  } & Partial<AppDeps> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', ...options.env });
  const { database, drop } = options.shared
    ? { database: options.shared, drop: undefined }
    : await freshDatabase();
  if (!options.shared) {
    await database.migrate();
    await seedMentors(database.db);
  }
  // Letters and other jobs: a short poll, so a retry is seen within a test.
  const jobs = { pollingIntervalSeconds: 0.5, ...options.jobs };
  const app = await buildApp({ logger: false, ...options, jobs, config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    database,
    config,
    async gql(query, variables = {}, opts = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: opts.token ? `Bearer ${opts.token}` : '',
          'accept-language': opts.lang ?? 'en',
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: any; errors?: any };
      return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
    },
    async close() {
      try {
        // Waits for background work: open live streams end, the job queue stops after its running job,
        // and no statement is in flight when the database is closed and dropped (WITH (FORCE) on PostgreSQL).
        await app.close();
      } finally {
        if (drop) {
          await database.close();
          await drop();
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export const REGISTER = `mutation Register($email: String!, $password: String!, $lang: String) {
  register(email: $email, password: $password, lang: $lang) { token user { id username status email lang } }
}`;

export const CURRENT_USER = `query CurrentUser($withProfileDetails: Boolean) {
  currentUser(withProfileDetails: $withProfileDetails) { entities { id name username lang email firstName lastName avatarUrl timezone birthday status mentorId
    bio { text } socialLinks { network url } } }
}`;

let counter = 0;
/** Registers a fresh user through the API and returns its token and id. */
export async function registerUser(
  app: TestApp,
  email = `user${++counter}.${Date.now()}@example.com`,
  password = 'correct horse',
) {
  const res = await app.gql<{ register: { token: string; user: { id: string; username: string } } }>(
    REGISTER,
    {
      email,
      password,
    },
  );
  if (!res.data?.register) throw new Error(`register failed: ${JSON.stringify(res.errors)}`);
  return {
    email,
    password,
    token: res.data.register.token,
    id: res.data.register.user.id,
    username: res.data.register.user.username,
  };
}

export const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
export const messageOf = (r: GqlResult) => r.errors?.[0]?.message;
