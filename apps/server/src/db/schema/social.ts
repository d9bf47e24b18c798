import { NOTIFICATION_KINDS } from '@stepwise/domain/notifications';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { goals, tasks, VISIBILITIES } from './goals.js';
import { users } from './users.js';

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Who follows whom: a followers-only goal needs the viewer to follow its owner. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt.desc(), t.followerId.desc()),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt.desc(), t.followeeId.desc()),
  ],
);

/** Someone the blocker never wants to hear from: no follow, no messages, no followers-only content. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const EVENT_KINDS = [
  'goal_set',
  'milestone_reached',
  'goal_achieved',
  'plan_opened',
  'achievement_earned',
  'mentee_joined',
  'plan_joined',
  'goal_endorsed',
] as const;

/**
 * The activity feed: what happened, who did it, when. `visibility` follows the goal's (kept in step
 * when the goal's changes), so news and the profile read one indexed table.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** Who else the event is about (the mentee who joined, the member who joined a plan). */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What to show without another query: titles, labels, achievement keys (copied at the time). */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    visibility: text('visibility').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_actor_idx').on(t.actorId, t.id.desc()),
    index('events_public_idx').on(t.id.desc()).where(sql`${t.visibility} = 'public'`),
    index('events_goal_idx').on(t.goalId),
    // One "milestone reached" per person and milestone, one "goal achieved" per person and goal:
    // un-ticking and ticking again does not repeat the news.
    uniqueIndex('events_milestone_once').on(t.actorId, t.taskId).where(sql`${t.kind} = 'milestone_reached'`),
    uniqueIndex('events_goal_once')
      .on(t.actorId, t.goalId, t.kind)
      .where(sql`${t.kind} in ('goal_set', 'goal_achieved', 'plan_opened', 'plan_joined', 'goal_endorsed')`),
    check('events_kind_check', sql`${t.kind} in (${oneOf(EVENT_KINDS)})`),
    check('events_visibility_check', sql`${t.visibility} in (${oneOf(VISIBILITIES)})`),
  ],
);

/**
 * A one-to-one conversation; `userA` < `userB`, so a pair has exactly one. When one of the two deletes their
 * account, their side becomes null (their messages go with them) and the other keeps the conversation with
 * their own messages in it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a').references(() => users.id, { onDelete: 'set null' }),
    userB: uuid('user_b').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A message request: the participant who has not accepted messages from the other (who does not follow
     * them). Null once accepted, or when the conversation began between people who follow.
     */
    requestFor: uuid('request_for').references(() => users.id, { onDelete: 'set null' }),
    /** When `requestFor` declined the request: it leaves their lists and tells them nothing more. */
    requestDeclinedAt: timestamp('request_declined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userA, t.userB),
    index('conversations_request_idx')
      .on(t.requestFor, t.lastMessageAt.desc())
      .where(sql`${t.requestFor} is not null`),
    index('conversations_b_idx').on(t.userB, t.lastMessageAt.desc()),
    index('conversations_a_idx').on(t.userA, t.lastMessageAt.desc()),
    check('conversations_order_check', sql`${t.userA} < ${t.userB}`),
  ],
);

/** Each participant's read state in a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's id for this message (their offline queue may send it twice): one message per id. */
    changeId: uuid('change_id'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    uniqueIndex('messages_sender_change_key')
      .on(t.senderId, t.changeId)
      .where(sql`${t.changeId} is not null`),
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 4000`),
  ],
);

export { NOTIFICATION_KINDS };

/** The bell: events addressed to one person. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // What one person lately caused another to be told (the per-pair limit).
    index('notifications_pair_idx')
      .on(t.userId, t.actorId, t.createdAt.desc())
      .where(sql`${t.actorId} is not null`),
    check('notifications_kind_check', sql`${t.kind} in (${oneOf(NOTIFICATION_KINDS)})`),
  ],
);
