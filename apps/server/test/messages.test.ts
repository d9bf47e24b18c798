import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows, outbox } from '../src/db/schema.js';
import { createLiveEvents, type LiveEvents } from '../src/events/live.js';
import { sanitizeMessageText } from '../src/modules/messages/messages.service.js';
import { UNREAD_MAIL_DELAY_SECONDS, UNREAD_MAIL_QUEUE } from '../src/modules/messages/unread-mail.job.js';
import {
  codeOf,
  dbKind,
  freshDatabase,
  messageOf,
  registerUser,
  startTestApp,
  type TestApp,
} from './harness.js';
import { subscribe } from './sse.js';

const PASSWORD = 'violet tractor mango sings';
const SEND =
  'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id conversationId senderId mine text createdAt read } }';
const CONVERSATIONS = `query($first: Int, $after: String) { conversations(first: $first, after: $after) {
  items { id with { id username name avatarUrl } lastMessage { id text mine read } lastMessageAt unreadCount canMessage }
  endCursor hasNextPage } }`;
const CONVERSATION = `query($u: String!) { conversation(username: $u) { with { id username } canMessage
  conversation { id unreadCount canMessage lastMessage { text } } } }`;
const MESSAGES = `query($u: String, $c: ID, $first: Int, $before: String) {
  messages(username: $u, conversationId: $c, first: $first, before: $before) {
    items { id text mine read senderId conversationId } startCursor hasPreviousPage } }`;
const UNREAD = '{ unreadMessageCount }';
const MARK_READ = `mutation($u: String, $c: ID) { markConversationRead(username: $u, conversationId: $c) {
  unreadMessageCount conversation { id unreadCount } } }`;
const SETTINGS =
  'mutation($on: Boolean!) { updateNotificationSettings(emailOnMessage: $on) { id emailOnMessage } }';
const MESSAGE_ADDED =
  'subscription { messageAdded { conversationId with { username } message { id text mine senderId } } }';
const CONVERSATION_READ = 'subscription { conversationRead { conversationId unreadMessageCount } }';

type User = Awaited<ReturnType<typeof registerUser>>;

// Many people register from one address here: a roomy registration budget.
const registerIp = { points: 10_000, duration: 3600 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp } });
});
afterAll(() => app?.close());

let n = 0;
const person = (a: TestApp = app) => registerUser(a, `msg${++n}.${Date.now()}@example.com`, PASSWORD);
/**
 * The people of these tests know each other: the recipient follows the sender (written straight to the table,
 * so the bell stays as it was). Messages from strangers are requests: test/message-requests.test.ts.
 */
async function send(from: User, to: User | string, text: string, a: TestApp = app) {
  if (typeof to !== 'string') {
    await a.database.db
      .insert(follows)
      .values({ followerId: to.id, followeeId: from.id })
      .onConflictDoNothing();
  }
  return a.gql(SEND, { to: typeof to === 'string' ? to : to.username, text }, { token: from.token });
}
async function sent(from: User, to: User, text: string) {
  const res = await send(from, to, text);
  if (!res.data?.sendMessage) throw new Error(JSON.stringify(res.errors));
  return res.data.sendMessage as { id: string; conversationId: string; text: string; createdAt: string };
}
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
const rows = async (a: TestApp, query: ReturnType<typeof sql>) =>
  ((await a.database.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

describe('messages: guests and denials', () => {
  it('refuses a guest every operation with UNAUTHENTICATED', async () => {
    const someone = await person();
    const calls: Array<[string, Record<string, unknown>]> = [
      [CONVERSATIONS, {}],
      [CONVERSATION, { u: someone.username }],
      [MESSAGES, { u: someone.username }],
      [UNREAD, {}],
      [SEND, { to: someone.username, text: 'hi' }],
      [MARK_READ, { u: someone.username }],
      [SETTINGS, { on: false }],
    ];
    for (const [query, variables] of calls) {
      const res = await app.gql(query, variables);
      expect(codeOf(res), query).toBe('UNAUTHENTICATED');
    }
    const live = await subscribe(app, MESSAGE_ADDED);
    expect((await live.next(1)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    live.close();
  });

  it('you cannot message yourself; an unknown person is NOT_FOUND', async () => {
    const me = await person();
    const self = await send(me, me, 'hello me');
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(messageOf(self)).toBe('You cannot send messages to yourself.');
    const ru = await app.gql(SEND, { to: me.username, text: 'привет' }, { token: me.token, lang: 'ru' });
    expect(messageOf(ru)).toBe('Нельзя писать сообщения самому себе.');
    const nobody = await send(me, 'no_such_person_here', 'hello');
    expect(codeOf(nobody)).toBe('NOT_FOUND');
    expect(messageOf(nobody)).toBe('There is no such person.');
    expect((await app.gql(CONVERSATION, { u: 'no_such_person_here' }, { token: me.token })).data).toEqual({
      conversation: null,
    });
  });

  it('a block either way stops messages: FORBIDDEN with a clear message, canMessage false; history stays', async () => {
    const a = await person();
    const b = await person();
    await sent(a, b, 'before the block');
    await app.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await send(from, to, 'after the block');
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(messageOf(res)).toBe('You cannot exchange messages with this person.');
    }
    const ru = await app.gql(SEND, { to: b.username, text: 'ну пожалуйста' }, { token: a.token, lang: 'ru' });
    expect(messageOf(ru)).toBe('Вы не можете переписываться с этим человеком.');
    const view = await app.gql(CONVERSATION, { u: b.username }, { token: a.token });
    expect(view.data?.conversation).toMatchObject({ canMessage: false, conversation: { canMessage: false } });
    const list = await app.gql(CONVERSATIONS, {}, { token: b.token });
    expect(list.data?.conversations.items).toMatchObject([{ with: { id: a.id }, canMessage: false }]);
    const history = await app.gql(MESSAGES, { u: a.username }, { token: b.token });
    expect(history.data?.messages.items.map((m: { text: string }) => m.text)).toEqual(['before the block']);
    // A block made before any message: refused as well, and no conversation appears.
    const c = await person();
    await app.database.db.insert(blocks).values({ blockerId: a.id, blockedId: c.id });
    expect(codeOf(await send(c, a, 'hi'))).toBe('FORBIDDEN');
    expect(
      (await app.gql(CONVERSATION, { u: a.username }, { token: c.token })).data?.conversation,
    ).toMatchObject({
      canMessage: false,
      conversation: null,
    });
  });

  it("a stranger cannot read or mark someone else's conversation", async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const { conversationId } = await sent(a, b, 'private words');
    const byId = await app.gql(MESSAGES, { c: conversationId }, { token: stranger.token });
    expect(codeOf(byId)).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(MARK_READ, { c: conversationId }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    // By username the stranger only ever sees their own conversation with that person (none yet).
    const mine = await app.gql(MESSAGES, { u: a.username }, { token: stranger.token });
    expect(mine.data?.messages).toEqual({ items: [], startCursor: null, hasPreviousPage: false });
    const list = await app.gql(CONVERSATIONS, {}, { token: stranger.token });
    expect(list.data?.conversations.items).toEqual([]);
  });
});

describe('messages: sending, reading, unread counts', () => {
  it('delivers to the conversation list of both, counts unread for the recipient only, and marks read', async () => {
    const a = await person();
    const b = await person();
    const first = await sent(a, b, 'Hello!');
    expect(first).toMatchObject({ text: 'Hello!', mine: true, read: false, senderId: a.id });
    await sent(a, b, 'Are you running today?');

    const forB = await app.gql(CONVERSATIONS, {}, { token: b.token });
    expect(forB.data?.conversations).toMatchObject({
      items: [
        {
          id: first.conversationId,
          with: { id: a.id, username: a.username },
          lastMessage: { text: 'Are you running today?', mine: false, read: false },
          unreadCount: 2,
          canMessage: true,
        },
      ],
      hasNextPage: false,
    });
    expect((await app.gql(UNREAD, {}, { token: b.token })).data).toEqual({ unreadMessageCount: 2 });
    expect((await app.gql(UNREAD, {}, { token: a.token })).data).toEqual({ unreadMessageCount: 0 });
    const forA = await app.gql(CONVERSATIONS, {}, { token: a.token });
    expect(forA.data?.conversations.items[0]).toMatchObject({ with: { id: b.id }, unreadCount: 0 });

    const read = await app.gql(MARK_READ, { u: a.username }, { token: b.token });
    expect(read.data?.markConversationRead).toEqual({
      unreadMessageCount: 0,
      conversation: { id: first.conversationId, unreadCount: 0 },
    });
    expect((await app.gql(UNREAD, {}, { token: b.token })).data).toEqual({ unreadMessageCount: 0 });
    // The sender sees their messages as read now.
    const history = await app.gql(MESSAGES, { u: b.username }, { token: a.token });
    expect(
      history.data?.messages.items.map((m: { read: boolean; mine: boolean }) => [m.mine, m.read]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
    // A reply: a's unread count is 1; replying marks b's own read state up to the reply.
    await sent(b, a, 'Yes, at 7');
    expect((await app.gql(UNREAD, {}, { token: a.token })).data).toEqual({ unreadMessageCount: 1 });
    expect((await app.gql(UNREAD, {}, { token: b.token })).data).toEqual({ unreadMessageCount: 0 });
    // By conversation id as well.
    const byId = await app.gql(MARK_READ, { c: first.conversationId }, { token: a.token });
    expect(byId.data?.markConversationRead.unreadMessageCount).toBe(0);
  });

  it('rings the bell once per unread stretch, and reading the conversation clears it', async () => {
    const a = await person();
    const b = await person();
    const BELL =
      '{ unreadNotificationCount notifications(first: 10) { items { kind text conversationId read actor { username } } } }';
    const { conversationId } = await sent(a, b, 'First words of a long story');
    await sent(a, b, 'and more');
    const bell = await app.gql(BELL, {}, { token: b.token });
    expect(bell.data).toEqual({
      unreadNotificationCount: 1,
      notifications: {
        items: [
          {
            kind: 'message',
            text: 'First words of a long story',
            conversationId,
            read: false,
            actor: { username: a.username },
          },
        ],
      },
    });
    await app.gql(MARK_READ, { u: a.username }, { token: b.token });
    const after = await app.gql(BELL, {}, { token: b.token });
    expect(after.data?.unreadNotificationCount).toBe(0);
    expect(after.data?.notifications.items[0].read).toBe(true);
    // A message after reading starts a new stretch: the bell rings again.
    await sent(a, b, 'are you there?');
    expect((await app.gql(BELL, {}, { token: b.token })).data?.unreadNotificationCount).toBe(1);
  });

  it('the badge sums unread messages over conversations', async () => {
    const me = await person();
    const x = await person();
    const y = await person();
    await sent(x, me, 'one');
    await sent(x, me, 'two');
    await sent(y, me, 'three');
    expect((await app.gql(UNREAD, {}, { token: me.token })).data).toEqual({ unreadMessageCount: 3 });
    await app.gql(MARK_READ, { u: x.username }, { token: me.token });
    expect((await app.gql(UNREAD, {}, { token: me.token })).data).toEqual({ unreadMessageCount: 1 });
  });

  it('a username is found however it is typed (@, capitals, spaces)', async () => {
    const a = await person();
    const b = await person();
    const res = await send(a, `  @${b.username.toUpperCase()} `, 'hi');
    expect(res.errors).toBeUndefined();
    const view = await app.gql(CONVERSATION, { u: `@${b.username}` }, { token: a.token });
    expect(view.data?.conversation).toMatchObject({
      with: { id: b.id },
      canMessage: true,
      conversation: { unreadCount: 0 },
    });
  });
});

describe('messages: plain text', () => {
  it('keeps HTML as literal text, normalises line breaks and tabs, removes C1 controls, trims', async () => {
    const a = await person();
    const b = await person();
    const html = '<script>alert(1)</script><b>bold</b> &amp; <img src=x onerror=alert(1)>';
    expect((await sent(a, b, html)).text).toBe(html);
    expect((await sent(a, b, '  line one\r\nline two\rline\tthree\u0085\u009b  \n')).text).toBe(
      'line one\nline two\nline three',
    );
    const history = await app.gql(MESSAGES, { u: b.username }, { token: a.token });
    expect(history.data?.messages.items[0].text).toBe(html);
  });

  it('removes NUL and other control characters (the service); the API refuses them in the request', async () => {
    expect(sanitizeMessageText('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009bg\nh\ti')).toBe('abcdefg\nh i');
    expect(sanitizeMessageText('\u0000 \n ')).toBe('');
    const a = await person();
    const b = await person();
    // Every text argument passes the API's guard first: C0 controls such as NUL are refused before any service.
    const res = await send(a, b, 'a\u0000b');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });

  it('refuses an empty message and one of 4,001 characters, in English and Russian; 4,000 emoji pass', async () => {
    const a = await person();
    const b = await person();
    for (const text of ['', '   \n\t ', 'x'.repeat(4001)]) {
      const en = await send(a, b, text);
      expect(codeOf(en)).toBe('BAD_USER_INPUT');
      expect(en.errors?.[0]?.extensions?.field).toBe('text');
      expect(messageOf(en)).toBe('A message must be 1 to 4,000 characters long.');
      const ru = await app.gql(SEND, { to: b.username, text }, { token: a.token, lang: 'ru' });
      expect(messageOf(ru)).toBe('Сообщение должно содержать от 1 до 4000 символов.');
    }
    expect((await sent(a, b, 'x'.repeat(4000))).text).toHaveLength(4000);
    // Characters as people count them: 4,000 emoji are 8,000 UTF-16 units, and still fit.
    expect([...(await sent(a, b, '🏃'.repeat(4000))).text]).toHaveLength(4000);
    expect(codeOf(await send(a, b, '🏃'.repeat(4001)))).toBe('BAD_USER_INPUT');
  });
});

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

const crossProcess = dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;

describe.runIf(crossProcess)('messages: across two API processes (PostgreSQL + Redis)', () => {
  it('a subscriber on process A receives messages sent through process B; p95 delivery latency printed', async () => {
    const { database, drop } = await freshDatabase();
    await database.migrate();
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const limits = { registerIp, message: { points: 1000, duration: 60 } };
    const a = await startTestApp({ shared: database, env, limits });
    // Process B publishes through the seam as in production; the wrapper only notes when each message left.
    const seam = createLiveEvents({ redisUrl: env.REDIS_URL, log: { warn() {} } as never });
    const publishedAt = new Map<string, number>();
    const timed: LiveEvents = {
      kind: seam.kind,
      publish: async (topic, ...args) => {
        const event = args[1];
        if (event.type === 'messageAdded' && !publishedAt.has(event.message.id)) {
          publishedAt.set(event.message.id, performance.now());
        }
        return seam.publish(topic, ...args);
      },
      subscribe: (topic, id) => seam.subscribe(topic, id),
      close: () => seam.close(),
    };
    const b = await startTestApp({ shared: database, env, limits, live: timed });
    try {
      expect(seam.kind).toBe('redis');
      const sender = await person(b);
      const recipient = await person(a);
      const live = await subscribe(a, MESSAGE_ADDED, recipient.token);
      await settle(500);
      const delivery: number[] = [];
      const roundTrip: number[] = [];
      const N = 50;
      for (let i = 0; i < N; i++) {
        const started = performance.now();
        const res = await send(sender, recipient, `ping ${i}`, b);
        expect(res.errors).toBeUndefined();
        const event = await live.next(i + 1, 5000);
        const arrived = performance.now();
        expect(event.data.messageAdded.message.text).toBe(`ping ${i}`);
        delivery.push(arrived - publishedAt.get(event.data.messageAdded.message.id)!);
        roundTrip.push(arrived - started);
      }
      const p95 = (values: number[]) =>
        [...values].sort((x, y) => x - y)[Math.ceil(values.length * 0.95) - 1]!;
      console.info(
        `messages across processes (${N} messages, PostgreSQL + Redis): publish on B to event on A p95 ` +
          `${p95(delivery).toFixed(1)} ms (max ${Math.max(...delivery).toFixed(1)} ms); ` +
          `sendMessage request start to event p95 ${p95(roundTrip).toFixed(1)} ms`,
      );
      expect(p95(delivery)).toBeLessThan(200);
      live.close();
    } finally {
      await a.close();
      await b.close();
      await database.close();
      await drop();
    }
  });
});
