// The GraphQL fast path (graphql/fast-path.ts) against Yoga's own answers, byte for byte, on two apps over one
// database: one with the fast path, one without. It leans on Yoga's plugin hooks (onParse, onValidate, onExecute's
// executeFn): a Yoga upgrade that changes them fails here (the outcome is no
// longer 'answered', or the bytes differ), not in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as screens from '../bench/load-documents.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { seedMentors } from '../src/db/seed/mentors.js';
import type { FastPathOutcome } from '../src/graphql/fast-path.js';
import { CURRENT_USER, freshDatabase, REGISTER } from './harness.js';

// The fast path (graphql/fast-path.ts) answers a validated document's clean success without Yoga's request
// layer, and hands everything else to Yoga. Two apps on one database, one with the fast path and one without,
// get the same requests: every answer (status, headers, body) and every log line must be the same.

type App = Awaited<ReturnType<typeof buildApp>>;
interface Side {
  app: App;
  logs: string[];
  outcomes: FastPathOutcome[];
}

const WEB_ACCEPT = 'application/graphql-response+json, application/json';
const AGENDA = 'query Agenda($days: Int) { agenda(days: $days) { today overdue { id } } }';
const GOAL = 'query Goal($id: ID!) { goal(id: $id) { id title } }';
const BIO = 'mutation UpdateBio($text: String!) { updateBio(text: $text) { id } }';
// More tokens than graphql-armor lets through (1500): refused while parsing.
const TOO_MANY_TOKENS = `{ ${Array.from({ length: 800 }, () => '__typename').join(' ')} }`;

let database: Database;
let drop: () => Promise<void>;
let fast: Side;
let slow: Side;
let dir: string;
let token: string;

// Yoga's own trace at debug level, which a request it does not handle cannot write.
const YOGA_TRACE = new Set([
  'Parsing request to extract GraphQL parameters',
  'Processing GraphQL Parameters',
  'Processing GraphQL Parameters done.',
]);

/** A log line without what differs between two runs of the same request (ids, times, ports). */
function logShape(line: string) {
  const { level, msg, codes, paths, err } = JSON.parse(line) as Record<string, unknown>;
  if (level === 20 && YOGA_TRACE.has(String(msg))) return undefined;
  return JSON.stringify({ level, msg, codes, paths, err: err ? (err as { type?: string }).type : undefined });
}

async function side(off: boolean): Promise<Side> {
  const logs: string[] = [];
  const outcomes: FastPathOutcome[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'debug' });
  const app = await buildApp({
    config,
    database,
    logger: {
      level: 'debug',
      stream: {
        write: (line: string) => {
          const shape = logShape(line);
          if (shape) logs.push(shape);
        },
      },
    },
    jobs: { pollingIntervalSeconds: 0.5 },
    fastPath: { off, onOutcome: (o) => outcomes.push(o) },
  });
  await app.ready();
  return { app, logs, outcomes };
}

interface Request {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  token?: string;
  accept?: string;
  body?: string;
}

async function send(s: Side, r: Request) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ru',
      authorization: r.token ? `Bearer ${r.token}` : '',
      ...(r.accept ? { accept: r.accept } : {}),
    },
    payload:
      r.body ?? JSON.stringify({ query: r.query, variables: r.variables, operationName: r.operationName }),
  });
  const headers = { ...res.headers };
  delete headers.date;
  return { status: res.statusCode, headers, body: res.body };
}

/** Sends a request to both apps; their answers and log lines must be the same. The fast side's outcome. */
async function both(r: Request): Promise<{ outcome: FastPathOutcome | undefined; body: string }> {
  const logsBefore = [fast.logs.length, slow.logs.length] as const;
  const a = await send(fast, r);
  const b = await send(slow, r);
  expect(a).toEqual(b);
  expect(fast.logs.slice(logsBefore[0])).toEqual(slow.logs.slice(logsBefore[1]));
  return { outcome: fast.outcomes.at(-1), body: a.body };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stepwise-fast-path-'));
  ({ database, drop } = await freshDatabase());
  await database.migrate();
  await seedMentors(database.db);
  fast = await side(false);
  slow = await side(true);
  const registered = await fast.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: REGISTER, variables: { email: 'fast.path@example.com', password: 'correct horse' } },
  });
  token = registered.json().data.register.token;
  // The fast path learns documents and a success's headers from Yoga's answers: one of each first.
  for (const r of [
    { query: CURRENT_USER, variables: { withProfileDetails: true }, token },
    { query: CURRENT_USER, variables: { withProfileDetails: true }, token, accept: WEB_ACCEPT },
    { query: AGENDA, variables: { days: 3 }, token },
    { query: BIO, variables: { text: '<p>first</p>' }, token },
  ])
    expect((await both(r)).outcome).toBe('declined');
});

afterAll(async () => {
  await fast?.app.close();
  await slow?.app.close();
  await database?.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('the GraphQL fast path answers as Yoga does', () => {
  it('answers a success itself, byte for byte, for either Accept', async () => {
    const plain = await both({ query: CURRENT_USER, variables: { withProfileDetails: true }, token });
    expect(plain.outcome).toBe('answered');
    expect(JSON.parse(plain.body).data.currentUser.entities.email).toBe('fast.path@example.com');
    const web = await both({
      query: CURRENT_USER,
      variables: { withProfileDetails: true },
      token,
      accept: WEB_ACCEPT,
    });
    expect(web.outcome).toBe('answered');
  });

  it("answers the screens' reads, byte for byte as Yoga", async () => {
    // The data, written once (through one app: both would create two goals).
    const created = await send(fast, {
      query: 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
      variables: { input: { text: 'Read 12 books this year', visibility: 'public' } },
      token,
    });
    const goal = JSON.parse(created.body).data.createGoal;
    const step = goal.tasks.find((t: { parentId: string | null }) => t.parentId !== null);
    await send(fast, {
      query: screens.SET_TASK_COMPLETED,
      variables: { id: step.id, completed: true },
      token,
    });
    const me = JSON.parse((await both({ query: CURRENT_USER, token })).body).data.currentUser.entities;
    const username = me.username as string;
    const reads: Request[] = [
      { query: screens.MY_PLANS, variables: { first: 100, status: null } },
      { query: screens.PLANS_COMPANY },
      { query: screens.JOINED_PLANS },
      { query: screens.AGENDA, variables: { days: 14 } },
      { query: screens.USER_PROFILE, variables: { username } },
      { query: screens.USER_GOALS, variables: { username, first: 20 } },
      { query: screens.PROFILE_OFFERS, variables: { username } },
      { query: screens.ACHIEVEMENTS, variables: { username } },
      { query: screens.USER_NEWS, variables: { username, first: 20 } },
      { query: screens.NEWS, variables: { first: 20 } },
      { query: screens.SEARCH, variables: { query: 'books', first: 10 } },
      { query: screens.UNREAD_COUNT },
    ];
    for (const read of reads) {
      await both({ ...read, token }); // learnt from Yoga's answer
      const again = await both({ ...read, token });
      expect(again.outcome, read.query.slice(0, 40)).toBe('answered');
      expect(JSON.parse(again.body).errors).toBeUndefined();
    }
    // A guest's view of the profile, and a read that fails (a guest's agenda): Yoga's answer.
    expect((await both({ query: screens.USER_PROFILE, variables: { username } })).outcome).toBe('answered');
    const guestAgenda = await both({ query: screens.AGENDA, variables: { days: 14 } });
    expect(guestAgenda.outcome).toBe('replayed');
    expect(JSON.parse(guestAgenda.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers a write, and the writer sees it at once (cached session dropped)', async () => {
    expect((await both({ query: BIO, variables: { text: '<p>second</p>' }, token })).outcome).toBe(
      'answered',
    );
    const me = await both({ query: CURRENT_USER, variables: { withProfileDetails: true }, token });
    expect(JSON.parse(me.body).data.currentUser.entities.bio.text).toBe('<p>second</p>');
  });

  it('leaves parse errors (graphql-armor included) and validation errors to Yoga', async () => {
    for (const query of ['{ currentUser ', TOO_MANY_TOKENS, '{ currentUser { nope } }']) {
      const first = await both({ query, token });
      const again = await both({ query, token });
      expect([first.outcome, again.outcome]).toEqual(['declined', 'declined']);
      expect(JSON.parse(again.body).errors[0].extensions.code).toMatch(
        /GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED|QUERY_TOO_COMPLEX/,
      );
    }
  });

  it('leaves an unknown operation name to Yoga', async () => {
    const res = await both({
      query: CURRENT_USER,
      variables: { withProfileDetails: true },
      operationName: 'Nope',
      token,
    });
    expect(res.outcome).toBe('declined');
    expect(JSON.parse(res.body).errors).toHaveLength(1);
  });

  it('replays an authorisation error through Yoga (code, language, log line once)', async () => {
    const res = await both({ query: AGENDA, variables: { days: 3 } });
    expect(res.outcome).toBe('replayed');
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bogus = await both({ query: AGENDA, variables: { days: 3 }, token: 'not-a-token' });
    expect(bogus.outcome).toBe('replayed');
  });

  it('replays a variable of the wrong type, and leaves refused ids and texts to Yoga', async () => {
    const wrongType = await both({ query: CURRENT_USER, variables: { withProfileDetails: 'yes' }, token });
    expect(wrongType.outcome).toBe('replayed');
    expect(JSON.parse(wrongType.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await both({ query: AGENDA, variables: { days: 'three' }, token });
    expect(missing.outcome).toBe('replayed');

    await both({ query: GOAL, variables: { id: '00000000-0000-4000-8000-000000000000' }, token });
    const badId = await both({ query: GOAL, variables: { id: 'x' }, token });
    expect(badId.outcome).toBe('declined');
    expect(JSON.parse(badId.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const badText = await both({ query: BIO, variables: { text: 'a\u0000b' }, token });
    expect(badText.outcome).toBe('declined');
    expect(JSON.parse(badText.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('leaves odd parameters to Yoga', async () => {
    for (const body of [
      JSON.stringify({ query: CURRENT_USER, variables: [], operationName: 'CurrentUser' }),
      JSON.stringify({ query: CURRENT_USER, extra: 1 }),
      JSON.stringify({ query: CURRENT_USER, operationName: 5 }),
    ]) {
      const res = await both({ query: '', body, token });
      expect(res.outcome).toBe('declined');
      expect(JSON.parse(res.body).errors.length).toBeGreaterThan(0);
    }
  });
});
