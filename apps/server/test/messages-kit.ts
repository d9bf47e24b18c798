// What messages.test.ts, messages-delivery.test.ts, messages-processes.test.ts share: their app, fixtures and helpers.
import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { follows } from '../src/db/schema.js';
import { dbKind, registerUser, startTestApp, type TestApp } from './harness.js';

export const PASSWORD = 'violet tractor mango sings';

export const SEND =
  'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id conversationId senderId mine text createdAt read } }';

export const CONVERSATIONS = `query($first: Int, $after: String) { conversations(first: $first, after: $after) {
  items { id with { id username name avatarUrl } lastMessage { id text mine read } lastMessageAt unreadCount canMessage }
  endCursor hasNextPage } }`;

export const CONVERSATION = `query($u: String!) { conversation(username: $u) { with { id username } canMessage
  conversation { id unreadCount canMessage lastMessage { text } } } }`;

export const MESSAGES = `query($u: String, $c: ID, $first: Int, $before: String) {
  messages(username: $u, conversationId: $c, first: $first, before: $before) {
    items { id text mine read senderId conversationId } startCursor hasPreviousPage } }`;

export const UNREAD = '{ unreadMessageCount }';

export const MARK_READ = `mutation($u: String, $c: ID) { markConversationRead(username: $u, conversationId: $c) {
  unreadMessageCount conversation { id unreadCount } } }`;

export const SETTINGS =
  'mutation($on: Boolean!) { updateNotificationSettings(emailOnMessage: $on) { id emailOnMessage } }';

export const MESSAGE_ADDED =
  'subscription { messageAdded { conversationId with { username } message { id text mine senderId } } }';

export const CONVERSATION_READ = 'subscription { conversationRead { conversationId unreadMessageCount } }';

export type User = Awaited<ReturnType<typeof registerUser>>;

// Many people register from one address here: a roomy registration budget.
export const registerIp = { points: 10_000, duration: 3600 };

export let app: TestApp;

export let n = 0;

export const person = (a: TestApp = app) => registerUser(a, `msg${++n}.${Date.now()}@example.com`, PASSWORD);

/**
 * The people of these tests know each other: the recipient follows the sender (written straight to the table,
 * so the bell stays as it was). Messages from strangers are requests: test/message-requests.test.ts.
 */
export async function send(from: User, to: User | string, text: string, a: TestApp = app) {
  if (typeof to !== 'string') {
    await a.database.db
      .insert(follows)
      .values({ followerId: to.id, followeeId: from.id })
      .onConflictDoNothing();
  }
  return a.gql(SEND, { to: typeof to === 'string' ? to : to.username, text }, { token: from.token });
}

export async function sent(from: User, to: User, text: string) {
  const res = await send(from, to, text);
  if (!res.data?.sendMessage) throw new Error(JSON.stringify(res.errors));
  return res.data.sendMessage as { id: string; conversationId: string; text: string; createdAt: string };
}

export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

export const rows = async (a: TestApp, query: ReturnType<typeof sql>) =>
  ((await a.database.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

export const crossProcess =
  dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp } });
  });
  afterAll(() => app?.close());
}
