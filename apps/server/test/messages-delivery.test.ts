import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, outbox } from '../src/db/schema.js';
import { UNREAD_MAIL_DELAY_SECONDS, UNREAD_MAIL_QUEUE } from '../src/modules/messages/unread-mail.job.js';
import { codeOf, messageOf, startTestApp, type TestApp } from './harness.js';
import {
  app,
  CONVERSATION_READ,
  CONVERSATIONS,
  MARK_READ,
  MESSAGE_ADDED,
  MESSAGES,
  person,
  registerIp,
  rows,
  SETTINGS,
  send,
  sent,
  settle,
  setUpFile,
  UNREAD,
  type User,
} from './messages-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe('messages: keyset pages', () => {
  it('history comes newest page first, each page oldest first, with no gaps or repeats', async () => {
    const a = await person();
    const b = await person();
    for (let i = 1; i <= 7; i++) await sent(i % 2 ? a : b, i % 2 ? b : a, `m${i}`);
    const pages: string[][] = [];
    let before: string | null = null;
    let more = true;
    while (more) {
      const res = await app.gql(MESSAGES, { u: b.username, first: 3, before }, { token: a.token });
      const page = res.data!.messages as {
        items: Array<{ text: string }>;
        startCursor: string;
        hasPreviousPage: boolean;
      };
      pages.push(page.items.map((m) => m.text));
      before = page.startCursor;
      more = page.hasPreviousPage;
    }
    expect(pages).toEqual([['m5', 'm6', 'm7'], ['m2', 'm3', 'm4'], ['m1']]);
    for (const bad of ['abc', '0', '-1', '1e5', '99999999999999999999']) {
      const res = await app.gql(MESSAGES, { u: b.username, before: bad }, { token: a.token });
      expect(codeOf(res), bad).toBe('BAD_USER_INPUT');
    }
    for (const first of [0, 101]) {
      expect(codeOf(await app.gql(MESSAGES, { u: b.username, first }, { token: a.token }))).toBe(
        'BAD_USER_INPUT',
      );
    }
  });

  it('conversations come newest activity first; a new message moves one to the top; pages do not overlap', async () => {
    const me = await person();
    const others: User[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await person();
      others.push(other);
      await sent(other, me, `from ${i}`);
    }
    await sent(others[1]!, me, 'again');
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await app.gql(CONVERSATIONS, { first: 2, after }, { token: me.token });
      const page = res.data!.conversations as {
        items: Array<{ with: { id: string } }>;
        endCursor: string;
        hasNextPage: boolean;
      };
      seen.push(...page.items.map((c) => c.with.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual([others[1], others[4], others[3], others[2], others[0]].map((o) => o!.id));
    const bad = await app.gql(CONVERSATIONS, { after: 'not-a-cursor' }, { token: me.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('a conversation page and the conversations list cost the same SQL for small and larger pages', async () => {
    const count = async (query: string, variables: Record<string, unknown>, token: string) => {
      const before = app.database.statements.count;
      const res = await app.gql(query, variables, { token });
      expect(res.errors).toBeUndefined();
      return app.database.statements.count - before;
    };
    const small = await person();
    const big = await person();
    const peer = await person();
    await sent(peer, small, 'one');
    for (let i = 0; i < 12; i++) await sent(i % 2 ? peer : big, i % 2 ? big : peer, `msg ${i}`);
    for (let i = 0; i < 6; i++) await sent(await person(), big, `hello ${i}`);
    const historySmall = await count(MESSAGES, { u: peer.username, first: 50 }, small.token);
    const historyBig = await count(MESSAGES, { u: peer.username, first: 50 }, big.token);
    expect(historyBig).toBe(historySmall);
    const listSmall = await count(CONVERSATIONS, { first: 50 }, small.token);
    const listBig = await count(CONVERSATIONS, { first: 50 }, big.token);
    expect(listBig).toBe(listSmall);
    expect(await count(UNREAD, {}, big.token)).toBe(await count(UNREAD, {}, small.token));
  });
});
describe('messages: concurrent sending', () => {
  it('two people writing at once: one conversation, ids and times in the same order, unread counts exact', async () => {
    const a = await person();
    const b = await person();
    // 20 in flight (the overload guard allows 64): both sides at once, on a conversation that does not exist yet.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? send(b, a, `b${i}`) : send(a, b, `a${i}`))),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(20).fill(undefined));
    const ids = new Set(results.map((r) => r.data!.sendMessage.conversationId));
    expect(ids.size).toBe(1);
    const [conversationId] = [...ids];
    const [order] = await rows(
      app,
      sql`select array_agg(id order by id) = array_agg(id order by created_at, id) as same,
        count(distinct created_at) = count(*) as distinct_times
        from messages where conversation_id = ${conversationId}::uuid`,
    );
    expect(order).toEqual({ same: true, distinct_times: true });
    // Unread for each: the other's messages after their own last one (sending marks one's own read state).
    const expected = async (me: User) =>
      Number(
        (
          await rows(
            app,
            sql`select count(*) as n from messages m where m.conversation_id = ${conversationId}::uuid
              and m.sender_id <> ${me.id}::uuid and m.created_at > (select max(created_at) from messages
              where conversation_id = ${conversationId}::uuid and sender_id = ${me.id}::uuid)`,
          )
        )[0]!.n,
      );
    for (const me of [a, b]) {
      const list = await app.gql(CONVERSATIONS, {}, { token: me.token });
      expect(list.data?.conversations.items[0].unreadCount).toBe(await expected(me));
      expect((await app.gql(UNREAD, {}, { token: me.token })).data?.unreadMessageCount).toBe(
        await expected(me),
      );
    }
  });
});
describe('messages: rate limit', () => {
  it('refuses sending past the per-user budget with RATE_LIMITED, other people unaffected', async () => {
    const own = await startTestApp({ limits: { registerIp, message: { points: 3, duration: 60 } } });
    try {
      const a = await person(own);
      const b = await person(own);
      for (let i = 0; i < 3; i++) expect((await send(a, b, `m${i}`, own)).errors).toBeUndefined();
      const refused = await send(a, b, 'one too many', own);
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      expect(messageOf(refused)).toMatch(/Too many requests/);
      expect((await send(b, a, 'my own budget', own)).errors).toBeUndefined();
      // Refused messages were not stored.
      const history = await own.gql(MESSAGES, { u: b.username }, { token: a.token });
      expect(history.data?.messages.items).toHaveLength(4);
    } finally {
      await own.close();
    }
  });
});
describe('messages: live delivery (in-process pub/sub)', () => {
  it("the recipient's open page and the sender's other tab receive the message; a stranger receives nothing", async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const bPage = await subscribe(app, MESSAGE_ADDED, b.token);
    const aOtherTab = await subscribe(app, MESSAGE_ADDED, a.token);
    const strangerPage = await subscribe(app, MESSAGE_ADDED, stranger.token);
    expect(bPage.status).toBe(200);
    expect(bPage.contentType).toContain('text/event-stream');
    await settle();
    const message = await sent(a, b, 'Live <b>hello</b>');
    expect(await bPage.next(1)).toEqual({
      data: {
        messageAdded: {
          conversationId: message.conversationId,
          with: { username: a.username },
          message: { id: message.id, text: 'Live <b>hello</b>', mine: false, senderId: a.id },
        },
      },
    });
    expect((await aOtherTab.next(1)).data.messageAdded).toMatchObject({
      with: { username: b.username },
      message: { id: message.id, mine: true },
    });
    await settle();
    expect(strangerPage.events).toEqual([]);
    for (const s of [bPage, aOtherTab, strangerPage]) s.close();
  });

  it("reading in one tab tells the person's other tabs the new badge count", async () => {
    const a = await person();
    const b = await person();
    await sent(a, b, 'read me');
    const otherTab = await subscribe(app, CONVERSATION_READ, b.token);
    await settle();
    await app.gql(MARK_READ, { u: a.username }, { token: b.token });
    expect((await otherTab.next(1)).data.conversationRead).toMatchObject({ unreadMessageCount: 0 });
    otherTab.close();
  });
});
describe('messages: e-mail for a message left unread', () => {
  const jobsOf = (a: TestApp) =>
    rows(
      a,
      sql`select id, state, data, extract(epoch from (start_after - created_on)) as delay
      from pgboss.job where name = ${UNREAD_MAIL_QUEUE} order by created_on`,
    );
  const jobFor = async (a: TestApp, messageId: string) =>
    (await jobsOf(a)).find((j) => String(j.data.messageId) === messageId);
  /** Runs the delayed job now instead of in 15 minutes, and waits until it finished. */
  async function runNow(a: TestApp, jobId: string) {
    await a.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}::uuid`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [job] = await rows(a, sql`select state from pgboss.job where id = ${jobId}::uuid`);
      if (job?.state === 'completed') return;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job?.state}`);
      await settle(100);
    }
  }
  const lettersTo = (a: TestApp, to: string) =>
    a.database.db.select().from(outbox).where(sql`${outbox.to} = ${to}`);

  it('writes a letter 15 minutes later when the message is still unread, once per unread stretch', async () => {
    const a = await person();
    const b = await person();
    const first = await sent(a, b, 'Shall we run the marathon together?');
    await sent(a, b, 'And one more thing');
    const job = await jobFor(app, first.id);
    expect(job).toBeDefined();
    expect(Number(job!.delay)).toBeCloseTo(UNREAD_MAIL_DELAY_SECONDS, -1);
    // The second message continues the stretch: no second job, no second letter.
    const all = (await jobsOf(app)).filter(
      (j) => j.data.messageId && Number(j.data.messageId) > Number(first.id),
    );
    expect(all).toEqual([]);
    await runNow(app, job!.id);
    const letters = await lettersTo(app, b.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toContain(a.username);
    expect(letters[0]!.text).toContain('Shall we run the marathon together?');
    expect(letters[0]!.text).toContain(`/messages/${a.username}`);
  });

  it('writes nothing when the message was read meanwhile', async () => {
    const a = await person();
    const b = await person();
    const message = await sent(a, b, 'read before the letter');
    await app.gql(MARK_READ, { u: a.username }, { token: b.token });
    await runNow(app, (await jobFor(app, message.id))!.id);
    expect(await lettersTo(app, b.email)).toEqual([]);
    // Read, so a new message starts a new stretch: a new job.
    const next = await sent(a, b, 'a new stretch');
    expect(await jobFor(app, next.id)).toBeDefined();
  });

  it('writes nothing when a block came between them meanwhile', async () => {
    const a = await person();
    const b = await person();
    const message = await sent(a, b, 'you will not hear of this');
    await app.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await runNow(app, (await jobFor(app, message.id))!.id);
    expect(await lettersTo(app, b.email)).toEqual([]);
  });

  it('writes nothing when the recipient turned the setting off; the setting shows on the current user', async () => {
    const a = await person();
    const b = await person();
    const me = '{ currentUser { entities { emailOnMessage } } }';
    expect((await app.gql(me, {}, { token: b.token })).data?.currentUser.entities.emailOnMessage).toBe(true);
    const off = await app.gql(SETTINGS, { on: false }, { token: b.token });
    expect(off.data?.updateNotificationSettings).toEqual({ id: b.id, emailOnMessage: false });
    expect((await app.gql(me, {}, { token: b.token })).data?.currentUser.entities.emailOnMessage).toBe(false);
    const message = await sent(a, b, 'nobody will e-mail this');
    await runNow(app, (await jobFor(app, message.id))!.id);
    expect(await lettersTo(app, b.email)).toEqual([]);
    const on = await app.gql(SETTINGS, { on: true }, { token: b.token });
    expect(on.data?.updateNotificationSettings.emailOnMessage).toBe(true);
  });
});
