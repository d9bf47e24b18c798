import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { UNREAD_MAIL_QUEUE } from '../src/modules/messages/unread-mail.job.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * A first message from someone the recipient does not follow (nor mentors, nor is mentored by) is a request:
 * out of the recipient's conversations and badge until accepted (or answered), the bell names only the sender,
 * and no letter carries a stranger's words. Declined, it tells the recipient nothing more; the sender is not told.
 */
const PASSWORD = 'violet tractor mango sings';
const SEND =
  'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id conversationId } }';
const LISTS = `{ conversations { items { id with { username } isRequest } }
  messageRequests { items { id with { username } isRequest unreadCount lastMessage { text } } }
  messageRequestCount unreadMessageCount }`;
const VIEW = 'query($u: String!) { conversation(username: $u) { canMessage conversation { id isRequest } } }';
const HISTORY = 'query($u: String!) { messages(username: $u) { items { text mine } } }';
const BELL =
  '{ unreadNotificationCount notifications(first: 10) { items { kind text actor { username } } } }';
const ACCEPT =
  'mutation($u: String!) { acceptMessageRequest(username: $u) { id isRequest with { username } } }';
const DECLINE = 'mutation($u: String!) { declineMessageRequest(username: $u) }';
const MARK_READ = 'mutation($u: String!) { markConversationRead(username: $u) { unreadMessageCount } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

type User = Awaited<ReturnType<typeof registerUser>>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

let n = 0;
const person = () => registerUser(app, `req${++n}.${Date.now()}@example.com`, PASSWORD);
async function ok(query: string, variables: Record<string, unknown>, user: User) {
  const res = await app.gql(query, variables, { token: user.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}
const send = (from: User, to: User, text: string) => ok(SEND, { to: to.username, text }, from);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;
const jobFor = async (messageId: string) =>
  (
    await rows(sql`select id, data from pgboss.job where name = ${UNREAD_MAIL_QUEUE} order by created_on`)
  ).find((j) => String(j.data.messageId) === messageId);
async function runNow(jobId: string) {
  await app.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}::uuid`);
  for (const deadline = Date.now() + 15_000; ; ) {
    const [job] = await rows(sql`select state from pgboss.job where id = ${jobId}::uuid`);
    if (job?.state === 'completed') return;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job?.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const lettersTo = (to: string) => app.database.db.select().from(outbox).where(sql`${outbox.to} = ${to}`);

describe('message requests', () => {
  it("a stranger's message waits as a request: not in the list nor the badge, no words in the bell, no letter", async () => {
    const stranger = await person();
    const me = await person();
    const sent = (await send(stranger, me, 'Buy cheap followers at spam.example')).sendMessage;
    const lists = await ok(LISTS, {}, me);
    // Before: the conversation was in `conversations`, counted 1 unread, and the bell quoted the text.
    expect(lists.conversations.items).toEqual([]);
    expect(lists.unreadMessageCount).toBe(0);
    expect(lists.messageRequestCount).toBe(1);
    expect(lists.messageRequests.items).toEqual([
      {
        id: sent.conversationId,
        with: { username: stranger.username },
        isRequest: true,
        unreadCount: 1,
        lastMessage: { text: 'Buy cheap followers at spam.example' },
      },
    ]);
    const bell = await ok(BELL, {}, me);
    expect(bell.notifications.items).toEqual([
      { kind: 'message', text: null, actor: { username: stranger.username } },
    ]);
    // Before: a letter with the text was queued for 15 minutes later.
    expect(await jobFor(sent.id)).toBeUndefined();
    // The recipient can read it to decide; the sender sees an ordinary conversation.
    expect((await ok(HISTORY, { u: stranger.username }, me)).messages.items).toEqual([
      { text: 'Buy cheap followers at spam.example', mine: false },
    ]);
    const theirs = await ok(LISTS, {}, stranger);
    expect(theirs.conversations.items).toEqual([
      { id: sent.conversationId, with: { username: me.username }, isRequest: false },
    ]);
    expect(theirs.messageRequestCount).toBe(0);
  });

  it('accepting moves it to the conversations; later messages ring with their words and get a letter', async () => {
    const writer = await person();
    const me = await person();
    await send(writer, me, 'Hello, we met at the race');
    const accepted = (await ok(ACCEPT, { u: writer.username }, me)).acceptMessageRequest;
    expect(accepted).toMatchObject({ isRequest: false, with: { username: writer.username } });
    const lists = await ok(LISTS, {}, me);
    expect(lists.conversations.items).toEqual([
      { id: accepted.id, with: { username: writer.username }, isRequest: false },
    ]);
    expect(lists.messageRequests.items).toEqual([]);
    expect(lists.unreadMessageCount).toBe(1);
    await ok(MARK_READ, { u: writer.username }, me);
    const next = (await send(writer, me, 'Shall we train together?')).sendMessage;
    const job = await jobFor(next.id);
    expect(job).toBeDefined();
    await runNow(job!.id);
    const letters = await lettersTo(me.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.text).toContain('Shall we train together?');
    expect((await ok(BELL, {}, me)).notifications.items[0]).toMatchObject({
      text: 'Shall we train together?',
    });
  });

  it('replying accepts; people I follow and my mentor write to me straight away', async () => {
    const writer = await person();
    const me = await person();
    await send(writer, me, 'Hi there');
    await send(me, writer, 'Hi, who are you?');
    const lists = await ok(LISTS, {}, me);
    expect(lists.conversations.items.map((c: { isRequest: boolean }) => c.isRequest)).toEqual([false]);
    expect(lists.messageRequestCount).toBe(0);

    const friend = await person();
    await ok(FOLLOW, { id: friend.id }, me);
    const fromFriend = (await send(friend, me, 'A friend writes')).sendMessage;
    expect(await jobFor(fromFriend.id)).toBeDefined();
    expect((await ok(LISTS, {}, me)).messageRequestCount).toBe(0);

    const mentor = await person();
    await ok(
      'mutation { becomeMentor(input: { headline: "Running coach, ten years", bio: "Slow and steady.", categories: ["health"], languages: ["en"] }) { active } }',
      {},
      mentor,
    );
    await ok('mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }', { id: mentor.id }, me);
    const fromMentor = (await send(mentor, me, 'Your mentor here')).sendMessage;
    expect(await jobFor(fromMentor.id)).toBeDefined();
    expect((await ok(LISTS, {}, me)).messageRequestCount).toBe(0);
  });

  it('declining hides it; what they write later reaches me no more; they are not told', async () => {
    const pest = await person();
    const me = await person();
    await send(pest, me, 'first');
    expect(await ok(DECLINE, { u: pest.username }, me)).toEqual({ declineMessageRequest: true });
    const lists = await ok(LISTS, {}, me);
    expect(lists.conversations.items).toEqual([]);
    expect(lists.messageRequests.items).toEqual([]);
    expect(lists.messageRequestCount).toBe(0);
    expect((await ok(BELL, {}, me)).unreadNotificationCount).toBe(0);
    const later = (await send(pest, me, 'second, ignored')).sendMessage;
    expect(await jobFor(later.id)).toBeUndefined();
    expect((await ok(BELL, {}, me)).unreadNotificationCount).toBe(0);
    expect((await ok(LISTS, {}, me)).unreadMessageCount).toBe(0);
    // The sender's side looks as it did.
    const view = await ok(VIEW, { u: me.username }, pest);
    expect(view.conversation).toMatchObject({ canMessage: true, conversation: { isRequest: false } });
    // Opened by name, it is still a request I can accept after all.
    expect((await ok(VIEW, { u: pest.username }, me)).conversation.conversation.isRequest).toBe(true);
    expect((await ok(ACCEPT, { u: pest.username }, me)).acceptMessageRequest.isRequest).toBe(false);
  });

  it('accepting or declining what is not a request: NOT_FOUND, translated; a guest is refused', async () => {
    const a = await person();
    const b = await person();
    const none = await app.gql(ACCEPT, { u: a.username }, { token: b.token, lang: 'ru' });
    expect(codeOf(none)).toBe('NOT_FOUND');
    expect(messageOf(none)).toMatch(/[а-я]/);
    // The sender cannot accept their own request on the other's behalf.
    await send(a, b, 'hello');
    expect(codeOf(await app.gql(ACCEPT, { u: b.username }, { token: a.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(DECLINE, { u: b.username }, { token: a.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(DECLINE, { u: a.username }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql('{ messageRequests { items { id } } }'))).toBe('UNAUTHENTICATED');
    expect((await ok(LISTS, {}, b)).messageRequestCount).toBe(1);
  });
});
