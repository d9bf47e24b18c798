import { describe, expect, it } from 'vitest';
import { blocks } from '../src/db/schema.js';
import { sanitizeMessageText } from '../src/modules/messages/messages.service.js';
import { codeOf, messageOf } from './harness.js';
import {
  app,
  CONVERSATION,
  CONVERSATIONS,
  MARK_READ,
  MESSAGE_ADDED,
  MESSAGES,
  person,
  SEND,
  SETTINGS,
  send,
  sent,
  setUpFile,
  UNREAD,
} from './messages-kit.js';
import { subscribe } from './sse.js';

setUpFile();

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
