// Deletion and export keep their word, over HTTP against buildApp(): deleting an account removes its address
// from the outbox and from queued jobs; the other side of a conversation keeps their own messages (shown
// against a deleted account); the export holds the block list, one's own news events, the active sessions
// (without secrets) and the avatar image.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { outbox } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  // Letters are written by a job polled every 30 s here: a reset request stays queued while the test looks.
  app = await startTestApp({
    limits: { registerIp: { points: 1000, duration: 60 } },
    jobs: { pollingIntervalSeconds: 30 },
  });
});
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const PASSWORD = 'violet tractor mango sings';
let n = 0;
const person = () => registerUser(app, `deletion${++n}.${Date.now()}@example.com`, PASSWORD);

const DELETE = 'mutation($p: String) { deleteAccount(password: $p) }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';
const SEND = 'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';
const CONVERSATIONS = `{ conversations(first: 20) { items { id withDeleted canMessage
  with { id username name avatarUrl followedByMe } lastMessage { text mine } } } }`;
const MESSAGES = `query($c: ID) { messages(conversationId: $c, first: 50) { items { text mine } } }`;
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const REQUEST_EXPORT = 'mutation { requestDataExport { id } }';
const MY_EXPORTS = '{ myDataExports { id status } }';

async function ok<T = any>(
  query: string,
  variables: Record<string, unknown>,
  user?: User,
  lang = 'en',
): Promise<T> {
  const res = await app.gql(query, variables, { token: user?.token, lang });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const wait = async <T>(probe: () => Promise<T | undefined | null | false>, what: string): Promise<T> => {
  for (let i = 0; i < 300; i++) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const jobsNaming = async (address: string, outboxIds: string[]) =>
  rowsOf<{ name: string }>(
    await app.database.db.execute(sql`
      select name from pgboss.job
      where lower(data->'data'->>'address') = ${address}
        or data->>'outboxId' in (${sql.join(
          [...outboxIds, '00000000-0000-0000-0000-000000000000'].map((id) => sql`${id}`),
          sql`, `,
        )})`),
  ).map((r) => r.name);

describe('deleting an account', () => {
  it('removes its address from the outbox and from queued jobs', async () => {
    const me = await person();
    // A letter stored for the address with its delivery job (the e-mail-change notice goes to the old address).
    const [stored] = await app.database.db
      .insert(outbox)
      .values({ to: me.email, subject: 'x', text: 'y' })
      .returning({ id: outbox.id });
    await app.database.db.execute(sql`
      insert into pgboss.job (name, data, start_after) values ('mail', ${JSON.stringify({ outboxId: stored!.id })}::jsonb, now() + interval '1 hour')`);
    // A reset letter still to be written: its job carries the address (polled every 30 s, so it waits).
    await ok('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: me.email });
    expect((await jobsNaming(me.email, [stored!.id])).sort()).toEqual(['mail', 'mail.write']);
    // An e-mail change under way: its link letter went to the new address.
    const moving = `moving${n}.${Date.now()}@example.com`;
    await ok(
      'mutation($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }',
      {
        e: moving,
        p: PASSWORD,
      },
      me,
    );
    expect(await app.database.db.select().from(outbox).where(eq(outbox.to, moving))).toHaveLength(1);

    expect((await ok(DELETE, { p: PASSWORD }, me)).deleteAccount).toBe(true);
    // Before: the letter (and the address in it) stayed in the outbox a week, and both jobs stayed queued.
    const letters = await app.database.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(letters).toEqual([]);
    expect(await app.database.db.select().from(outbox).where(eq(outbox.to, moving))).toEqual([]);
    expect(await jobsNaming(me.email, [stored!.id])).toEqual([]);
  });

  it('leaves the other side their own messages, against a deleted account (en and ru)', async () => {
    const anna = await person();
    const boris = await person();
    const only = await person(); // writes to Anna, who never answers
    await ok(FOLLOW, { id: boris.id }, anna);
    await ok(FOLLOW, { id: anna.id }, boris);
    await ok(SEND, { to: boris.username, text: 'Hi Boris, it is Anna' }, anna);
    await ok(SEND, { to: anna.username, text: 'Hi Anna!' }, boris);
    await ok(SEND, { to: boris.username, text: 'See you' }, anna);
    await ok(FOLLOW, { id: anna.id }, only);
    await ok(SEND, { to: anna.username, text: 'Only mine' }, only);

    expect((await ok(DELETE, { p: PASSWORD }, anna)).deleteAccount).toBe(true);

    // Before: the conversation went whole, Boris's own message with it.
    const list = (await ok(CONVERSATIONS, {}, boris)).conversations.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      withDeleted: true,
      canMessage: false,
      // The web's list asks followedByMe too: the stand-in must answer it (no look-up of its made-up id).
      with: { username: '', name: 'Deleted account', avatarUrl: null, followedByMe: false },
      lastMessage: { text: 'Hi Anna!', mine: true },
    });
    const ru = (await ok(CONVERSATIONS, {}, boris, 'ru')).conversations.items;
    expect(ru[0].with.name).toBe('Удалённый аккаунт');
    // Anna's messages went with her account; Boris's own stay.
    const thread = (await ok(MESSAGES, { c: list[0].id }, boris)).messages.items;
    expect(thread).toEqual([{ text: 'Hi Anna!', mine: true }]);
    // The conversation where only the other side wrote stays theirs too.
    expect((await ok(CONVERSATIONS, {}, only)).conversations.items).toHaveLength(1);
    // Nothing is left that names her.
    const left = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from conversations where user_a = ${anna.id}::uuid or user_b = ${anna.id}::uuid`,
      ),
    );
    expect(left[0]!.n).toBe(0);
  });

  it('drops a conversation where the other side wrote nothing', async () => {
    const anna = await person();
    const boris = await person();
    await ok(FOLLOW, { id: boris.id }, anna);
    await ok(FOLLOW, { id: anna.id }, boris);
    await ok(SEND, { to: boris.username, text: 'Anyone there?' }, anna);
    expect((await ok(CONVERSATIONS, {}, boris)).conversations.items).toHaveLength(1);
    await ok(DELETE, { p: PASSWORD }, anna);
    expect((await ok(CONVERSATIONS, {}, boris)).conversations.items).toEqual([]);
  });
});

describe('the data export', () => {
  it('holds the block list, own news events, active sessions without secrets, and the avatar image', async () => {
    const me = await person();
    const other = await person();
    await ok(BLOCK, { id: other.id }, me);
    const goal = (await ok(CREATE, { input: { text: 'Learn to play the guitar' } }, me)).createGoal;
    // A second session: both are listed.
    await ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: me.email,
      p: PASSWORD,
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3388cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($f: String!, $l: String!, $b: String!, $a: File) {
          fillBaseBio(firstName: $f, lastName: $l, birthday: $b, avatar: $a) { avatarUrl } }`,
        variables: { f: 'Anna', l: 'Berg', b: '1990-01-01', a: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.a'] }));
    form.set('0', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const avatarUrl = ((await uploaded.json()) as any).data.fillBaseBio.avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\//);

    const id = (await ok(REQUEST_EXPORT, {}, me)).requestDataExport.id as string;
    // The export job is nudged at once (the 30 s poll is for letters).
    await wait(
      async () =>
        ((await ok(MY_EXPORTS, {}, me)).myDataExports as Array<{ id: string; status: string }>).find(
          (e) => e.id === id && e.status === 'ready',
        ),
      'the export',
    );
    const res = await fetch(`${app.url}/exports/${id}`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, any>;
    // Before: none of these four were in it.
    expect(doc.blocked).toEqual([expect.objectContaining({ blocked_id: other.id })]);
    expect(doc.newsEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'goal_set', goal_id: goal.id })]),
    );
    expect(doc.sessions).toHaveLength(2);
    for (const s of doc.sessions) {
      expect(Object.keys(s).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_seen_at', 'user_agent']);
    }
    expect(JSON.stringify(doc)).not.toMatch(/token_hash|password_hash/);
    expect(doc.avatar).toMatchObject({ path: avatarUrl, contentType: 'image/webp' });
    const image = await sharp(Buffer.from(doc.avatar.base64, 'base64')).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });
});
