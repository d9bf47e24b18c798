// A message sent with the client's change id (the web app's offline queue) is sent once: sent again, one after
// the other or at once (on PostgreSQL the requests really run in parallel), it answers the first one's message;
// the recipient gets one message and one bell. A refusal (a block, the rate limit) leaves nothing behind, and
// a change id is the sender's own: another person's same id sends their own message.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const SEND = `mutation($to: String!, $text: String!, $changeId: ID) {
  sendMessage(to: $to, text: $text, changeId: $changeId) { id conversationId senderId mine text createdAt read } }`;
const MESSAGES = 'query($u: String) { messages(username: $u) { items { id text } } }';

type User = Awaited<ReturnType<typeof registerUser>>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

/** Two people who know each other (the recipient follows the sender: no message request). */
async function pair(a: TestApp = app): Promise<[User, User]> {
  const from = await registerUser(a);
  const to = await registerUser(a);
  await a.database.db.insert(follows).values({ followerId: to.id, followeeId: from.id });
  return [from, to];
}

const count = async (a: TestApp, query: ReturnType<typeof sql>) =>
  Number(
    ((await a.database.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> }).rows[0]!.n,
  );
const messagesFrom = (a: TestApp, id: string) =>
  count(a, sql`select count(*)::int as n from messages where sender_id = ${id}::uuid`);
const bellOf = (a: TestApp, id: string) =>
  count(
    a,
    sql`select count(*)::int as n from notifications where user_id = ${id}::uuid and kind = 'message'`,
  );

describe('sendMessage with a change id', () => {
  it('sent twice, one after the other: one message, and both answers are that message', async () => {
    const [from, to] = await pair();
    const vars = { to: to.username, text: 'Written on the train', changeId: crypto.randomUUID() };
    const first = await app.gql(SEND, vars, { token: from.token });
    const second = await app.gql(SEND, vars, { token: from.token });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.sendMessage).toEqual(first.data!.sendMessage);
    expect(await messagesFrom(app, from.id)).toBe(1);
    const history = await app.gql(MESSAGES, { u: from.username }, { token: to.token });
    expect(history.data!.messages.items.map((m: { text: string }) => m.text)).toEqual([
      'Written on the train',
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await bellOf(app, to.id)).toBe(1);
  });

  it('sent five times at once: one message, every answer is it', async () => {
    const [from, to] = await pair();
    const vars = { to: to.username, text: 'Two tabs, one message', changeId: crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.gql(SEND, vars, { token: from.token })),
    );
    for (const a of answers) expect(a.errors).toBeUndefined();
    expect(new Set(answers.map((a) => a.data!.sendMessage.id)).size).toBe(1);
    expect(await messagesFrom(app, from.id)).toBe(1);
  });

  it('without a change id, or with different ones, each sending is a message', async () => {
    const [from, to] = await pair();
    await app.gql(SEND, { to: to.username, text: 'Hi' }, { token: from.token });
    await app.gql(SEND, { to: to.username, text: 'Hi' }, { token: from.token });
    await app.gql(
      SEND,
      { to: to.username, text: 'Hi', changeId: crypto.randomUUID() },
      { token: from.token },
    );
    expect(await messagesFrom(app, from.id)).toBe(3);
  });

  it('a change id is the sender’s own: the same id from someone else sends their message', async () => {
    const [from, to] = await pair();
    const changeId = crypto.randomUUID();
    await app.gql(SEND, { to: to.username, text: 'Mine', changeId }, { token: from.token });
    await app.database.db.insert(follows).values({ followerId: from.id, followeeId: to.id });
    const theirs = await app.gql(SEND, { to: from.username, text: 'Theirs', changeId }, { token: to.token });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.sendMessage).toMatchObject({ text: 'Theirs', mine: true });
    expect(await messagesFrom(app, to.id)).toBe(1);
  });

  it('refused across a block (FORBIDDEN), nothing kept: after the block is lifted the same id sends it', async () => {
    const [from, to] = await pair();
    await app.database.db.insert(blocks).values({ blockerId: to.id, blockedId: from.id });
    const vars = { to: to.username, text: 'Queued while offline', changeId: crypto.randomUUID() };
    const refused = await app.gql(SEND, vars, { token: from.token, lang: 'ru' });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(messageOf(refused)).toMatch(/[а-я]/i);
    expect(await messagesFrom(app, from.id)).toBe(0);
    await app.database.db.execute(sql`delete from blocks where blocker_id = ${to.id}::uuid`);
    const sent = await app.gql(SEND, vars, { token: from.token });
    expect(sent.errors).toBeUndefined();
    expect(await messagesFrom(app, from.id)).toBe(1);
  });

  it('a message already sent is answered again even past the rate limit (sending it again sends nothing)', async () => {
    const own = await startTestApp({
      limits: { registerIp: { points: 100, duration: 3600 }, message: { points: 1, duration: 60 } },
    });
    try {
      const [from, to] = await pair(own);
      const vars = { to: to.username, text: 'Once', changeId: crypto.randomUUID() };
      const first = await own.gql(SEND, vars, { token: from.token });
      expect(first.errors).toBeUndefined();
      const again = await own.gql(SEND, vars, { token: from.token });
      expect(again.data!.sendMessage.id).toBe(first.data!.sendMessage.id);
      const other = await own.gql(
        SEND,
        { to: to.username, text: 'Another', changeId: crypto.randomUUID() },
        { token: from.token, lang: 'en' },
      );
      expect(codeOf(other)).toBe('RATE_LIMITED');
      expect(await messagesFrom(own, from.id)).toBe(1);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('a malformed change id is refused (BAD_USER_INPUT), nothing sent', async () => {
    const [from, to] = await pair();
    const res = await app.gql(
      SEND,
      { to: to.username, text: 'x', changeId: 'not-a-uuid' },
      { token: from.token },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await messagesFrom(app, from.id)).toBe(0);
  });
});
