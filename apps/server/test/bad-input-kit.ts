// What bad-input.test.ts, bad-input-values.test.ts, bad-input-limits.test.ts share: their app, fixtures and helpers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Lang, type MessageKey, t } from '../src/kernel/messages.js';
import { type GqlResult, registerUser, startTestApp, type TestApp } from './harness.js';

/** Put in every bad value: the log at warn/error level must never show it. */
export const MARK = 'ZQXmarkZQX';

export const LANGS: Lang[] = ['en', 'ru'];

export type LogLine = { level: number; msg?: string; codes?: string[] } & Record<string, unknown>;

export const lines: LogLine[] = [];

export const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };

export let app: TestApp;

export let token: string;

export let other: { token: string; username: string };

export let goalId: string;

export let milestoneId: string;

export let stepId: string;

/** Everything a refused request could have changed, as one string. */
export async function fingerprint(): Promise<string> {
  const hash = (table: string) =>
    `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`;
  const tables = ['users', 'social_links', 'user_interests', 'goals', 'plans', 'tasks'];
  const query = `select ${tables.map(hash).join(' || ')} || (select count(*) from sessions)::text
    || (select count(*) from password_resets)::text as print`;
  const result = (await app.database.db.execute(sql.raw(query))) as unknown as {
    rows: Array<{ print: string }>;
  };
  return result.rows[0]!.print;
}

export interface Expected {
  code: string;
  key?: MessageKey;
  vars?: Record<string, string | number>;
}

/** Sends the request in both languages: the code, the translated text, nothing written, the log levels. */
export async function expectRefused(
  label: string,
  send: (lang: Lang) => Promise<GqlResult>,
  expected: Expected,
): Promise<void> {
  for (const lang of LANGS) {
    const before = await fingerprint();
    const mark = lines.length;
    const res = await send(lang);
    const error = res.errors?.[0];
    expect(error?.extensions?.code, `${label} (${lang}): ${JSON.stringify(res.errors)}`).toBe(expected.code);
    if (expected.key) expect(error?.message, `${label} (${lang})`).toBe(t(lang, expected.key, expected.vars));
    expect(await fingerprint(), `${label} wrote something`).toBe(before);
    const logged = lines.slice(mark);
    expect(
      logged.filter((l) => l.level >= 50),
      `${label}: logged at error level`,
    ).toEqual([]);
    expect(
      JSON.stringify(logged.filter((l) => l.level >= 40)),
      `${label}: user's text at warn/error`,
    ).not.toContain(MARK);
    expect(
      logged.some((l) => l.level < 40 && l.codes?.includes(expected.code)),
      `${label}: the client error is logged at debug/info`,
    ).toBe(true);
  }
}

export const gql =
  (query: string, variables: Record<string, unknown>, withToken = true) =>
  (lang: Lang) =>
    app.gql(query, variables, { lang, ...(withToken ? { token } : {}) });

/** Sets a value at a dotted path ("input.text", "links.0.url") in a copy of the variables. */
export function withValue(variables: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(variables);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

// ------------------------------------------------------------------------------------------------------------
// Ids: every id argument, malformed.

export const badIds: unknown[] = [
  'nope',
  '',
  `${MARK}' or '1'='1`,
  '------------------------------------',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
  12345,
];

// ------------------------------------------------------------------------------------------------------------
// Dates: the Date scalar, and the birthday string of FillBaseBio (a String by the spec).

export const badDates: unknown[] = [
  '2027-13-01',
  '2027-02-30',
  '2027-00-10',
  '0000-01-01',
  '+275760-09-13',
  '2027-1-1',
  '27-01-01',
  'tomorrow',
  '2027-01-01T00:00:00Z',
  ` 2027-01-01${MARK}`,
  20270101,
];

// ------------------------------------------------------------------------------------------------------------
// Enums and categories: unknown values get the field's own message.

// ------------------------------------------------------------------------------------------------------------
// Cursors, numbers and variables that do not fit their types.

// ------------------------------------------------------------------------------------------------------------
// Requests that would do unbounded work, and requests that are not GraphQL at all: a code for each.

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ logger: { level: 'debug', stream } });
    ({ token } = await registerUser(app));
    other = await registerUser(app);
    const created = await app.gql<{
      createGoal: { id: string; tasks: Array<{ id: string; parentId: string | null }> };
    }>(
      'mutation { createGoal(input: { text: "Read 10 books" }) { id tasks { id parentId } } }',
      {},
      { token },
    );
    const goal = created.data!.createGoal;
    goalId = goal.id;
    milestoneId = goal.tasks.find((x) => x.parentId === null)!.id;
    stepId = goal.tasks.find((x) => x.parentId !== null)!.id;
  });
  afterAll(() => app.close());
}
