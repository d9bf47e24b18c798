import { filter, pipe } from 'graphql-yoga';
import type { ConversationRead, MessageAdded, MessageItem, UserEvent } from '../../events/types.js';
import { AppError } from '../../kernel/errors.js';
import { t as textOf } from '../../kernel/messages.js';
import type { Page } from '../../kernel/pages.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { Person } from '../../pothos/person.js';
import { User } from '../users/users.schema.js';
import {
  type ConversationItem,
  type ConversationView,
  conversationWith,
  listConversations,
  unreadMessageCount,
} from './conversations.service.js';
import { listMessages, type MessagePage } from './message-list.service.js';
import { markConversationRead, sendMessage, setEmailOnMessage } from './messages.service.js';

const Message = builder.objectRef<MessageItem>('Message').implement({
  description: 'A direct message: plain text (render it as text, never as HTML), up to 4,000 characters.',
  fields: (t) => ({
    id: t.exposeID('id'),
    conversationId: t.exposeID('conversationId'),
    senderId: t.exposeID('senderId'),
    mine: t.boolean({
      description: 'Sent by the person asking.',
      resolve: (m, _args, ctx) => m.senderId === ctx.session?.user.id,
    }),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    read: t.exposeBoolean('read', {
      description: 'Read by its recipient: for your messages, the other person has seen it.',
    }),
  }),
});

export const Conversation = builder.objectRef<ConversationItem>('Conversation').implement({
  description: 'A one-to-one conversation, as the person asking sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    with: t.field({
      type: Person,
      description:
        'The other person; when they deleted their account, a stand-in named "Deleted account" in your language, with an empty username (see withDeleted).',
      resolve: (c, _args, ctx) =>
        c.with ?? {
          id: `deleted-${c.id}`,
          username: '',
          name: textOf(ctx.lang, 'deletedAccount'),
          avatarUrl: null,
          // Nobody follows a deleted account (and its stand-in id is no user's: never look it up).
          followedByMe: false,
        },
    }),
    withDeleted: t.boolean({
      description:
        'The other person deleted their account: your own messages stay (read them with `messages(conversationId:)`); nobody can write here any more.',
      resolve: (c) => c.with === null,
    }),
    lastMessage: t.field({ type: Message, nullable: true, resolve: (c) => c.lastMessage }),
    lastMessageAt: t.string({ resolve: (c) => c.lastMessageAt.toISOString() }),
    unreadCount: t.int({
      description: `Messages from the other person you have not read (counted up to 100: show "99+" past 99).`,
      resolve: (c) => c.unreadCount,
    }),
    canMessage: t.boolean({
      description: 'False when either of you blocked the other.',
      resolve: (c) => c.canMessage,
    }),
  }),
});

export const ConversationPage = builder.objectRef<Page<ConversationItem>>('ConversationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Conversation], resolve: (p) => p.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const ConversationWith = builder.objectRef<ConversationView>('ConversationWith').implement({
  description: 'The other person, and your conversation with them when one exists.',
  fields: (t) => ({
    with: t.field({ type: Person, resolve: (v) => v.with }),
    conversation: t.field({ type: Conversation, nullable: true, resolve: (v) => v.conversation }),
    canMessage: t.exposeBoolean('canMessage', { description: 'False when either of you blocked the other.' }),
  }),
});

const MessagePageRef = builder.objectRef<MessagePage>('MessagePage').implement({
  description: 'Messages oldest first (newest at the bottom); pass startCursor as `before` for older ones.',
  fields: (t) => ({
    items: t.field({ type: [Message], resolve: (p) => p.items }),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', { description: 'Older messages exist.' }),
  }),
});

const MarkReadResult = builder
  .objectRef<Awaited<ReturnType<typeof markConversationRead>>>('ConversationReadResult')
  .implement({
    fields: (t) => ({
      conversation: t.field({ type: Conversation, nullable: true, resolve: (r) => r.conversation }),
      unreadMessageCount: t.exposeInt('unreadMessageCount', { description: 'For the header badge.' }),
    }),
  });

const MessageAddedRef = builder.objectRef<MessageAdded>('MessageAdded').implement({
  description:
    'A message in one of your conversations: from the other person, or sent from another tab of yours.',
  fields: (t) => ({
    conversationId: t.id({ resolve: (e) => e.message.conversationId }),
    message: t.field({ type: Message, resolve: (e) => ({ ...e.message, read: false }) }),
    with: t.field({
      type: Person,
      description: 'The other person of the conversation.',
      resolve: (e, _args, ctx) => (e.sender.id === ctx.session?.user.id ? e.recipient : e.sender),
    }),
  }),
});

const ConversationReadRef = builder.objectRef<ConversationRead>('ConversationRead').implement({
  description: 'You read a conversation (in another tab): the badge’s new count.',
  fields: (t) => ({
    conversationId: t.exposeID('conversationId'),
    unreadMessageCount: t.exposeInt('unreadMessageCount'),
  }),
});

builder.objectField(User, 'emailOnMessage', (t) =>
  t.exposeBoolean('emailOnMessage', {
    description: 'E-mail me about messages left unread for 15 minutes (on by default).',
  }),
);

const signedIn = (ctx: Context) => {
  if (!ctx.session)
    throw new AppError('UNAUTHENTICATED', ctx.tokenInvalid ? 'sessionExpired' : 'unauthenticated');
  return ctx.session.user;
};

const card = (u: { id: string; username: string; name: string; avatarUrl: string | null }) => ({
  id: u.id,
  username: u.username,
  name: u.name,
  avatarUrl: u.avatarUrl,
});

builder.queryFields((t) => ({
  conversations: t.withAuth({ signedIn: true }).field({
    type: ConversationPage,
    description: 'Your conversations, the latest activity first (keyset pages).',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => listConversations(ctx.db, ctx.session.user.id, args),
  }),
  conversation: t.withAuth({ signedIn: true }).field({
    type: ConversationWith,
    nullable: true,
    description: 'The person with this username and your conversation with them; null when nobody has it.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, { username }, ctx) => conversationWith(ctx.db, ctx.session.user.id, username),
  }),
  messages: t.withAuth({ signedIn: true }).field({
    type: MessagePageRef,
    description:
      'History of your conversation with `username` (or by `conversationId`): the newest `first` (30) before `before`, oldest first.',
    args: {
      username: t.arg.string(),
      conversationId: t.arg.id(),
      first: t.arg.int(),
      before: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      listMessages(
        ctx.db,
        ctx.session.user.id,
        { username: args.username, conversationId: args.conversationId },
        { first: args.first, before: args.before },
      ),
  }),
  unreadMessageCount: t.withAuth({ signedIn: true }).int({
    description: 'Unread messages over all your conversations (the header badge).',
    resolve: (_root, _args, ctx) => unreadMessageCount(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  sendMessage: t.withAuth({ signedIn: true }).field({
    type: Message,
    description:
      'Sends plain text (1 to 4,000 characters after removing control characters and trimming). FORBIDDEN across a block; RATE_LIMITED past 30 a minute. Sent again with the same changeId (an offline queue), it answers the message the first sending made and sends nothing.',
    args: {
      to: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      changeId: t.arg.id({ description: 'Your id for this message (a UUID): it is sent once.' }),
    },
    resolve: (_root, { to, text, changeId }, ctx) =>
      sendMessage(
        { db: ctx.db, events: ctx.events, limiters: ctx.limiters },
        card(ctx.session.user),
        to,
        text,
        changeId == null ? null : String(changeId),
      ),
  }),
  markConversationRead: t.withAuth({ signedIn: true }).field({
    type: MarkReadResult,
    description: 'Marks the conversation read up to its newest message.',
    args: { username: t.arg.string(), conversationId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      markConversationRead({ db: ctx.db, events: ctx.events }, ctx.session.user.id, {
        username: args.username,
        conversationId: args.conversationId,
      }),
  }),
  updateNotificationSettings: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { emailOnMessage: t.arg.boolean({ required: true }) },
    resolve: (_root, { emailOnMessage }, ctx) =>
      setEmailOnMessage(ctx.db, ctx.session.user.id, emailOnMessage),
  }),
}));

builder.subscriptionFields((t) => ({
  messageAdded: t.field({
    type: MessageAddedRef,
    description: 'New messages in your conversations, live (SSE, like taskChanged).',
    subscribe: (_root, _args, ctx: Context) =>
      pipe(
        ctx.live.subscribe('stepwise:user', signedIn(ctx).id),
        filter((event: UserEvent): event is MessageAdded => event.type === 'messageAdded'),
      ),
    resolve: (event) => event,
  }),
  conversationRead: t.field({
    type: ConversationReadRef,
    description: 'You read a conversation in another tab or device: the new unread count for the badge.',
    subscribe: (_root, _args, ctx: Context) =>
      pipe(
        ctx.live.subscribe('stepwise:user', signedIn(ctx).id),
        filter((event: UserEvent): event is ConversationRead => event.type === 'conversationRead'),
      ),
    resolve: (event) => event,
  }),
}));
