// Company on a plan: its members, those removed from it, the offer that opens it, kudos between members and
// nudges to a member who is behind.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { plans } from './goals.js';
import { users } from './users.js';

export const MEMBER_ROLES = ['owner', 'member'] as const;

/** Who follows a plan: the goal's owner, and the members who joined it. */
export const planMembers = pgTable(
  'plan_members',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    /**
     * A member's own copy of the schedule: their dates are the plan's dates moved by this many days
     * (a member who joins later starts from the day they joined). Always 0 for the owner.
     */
    dayOffset: integer('day_offset').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** They turned nudges off for this plan: nobody may nudge them about it. */
    nudgesMuted: boolean('nudges_muted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    index('plan_members_user_idx').on(t.userId),
    check('plan_members_role_check', sql`${t.role} in (${oneOf(MEMBER_ROLES)})`),
  ],
);

/**
 * The owner removed this person from the plan, when (the last time). While the offer they were removed under
 * stays open they may not join again; an offer opened after the removal lets them back.
 */
export const planRemovals = pgTable(
  'plan_removals',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);

export const OFFER_AUDIENCES = ['anyone', 'followers'] as const;

/** A plan opened to company: who may join, an optional note and member cap. */
export const planOffers = pgTable(
  'plan_offers',
  {
    planId: uuid('plan_id')
      .primaryKey()
      .references(() => plans.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    audience: text('audience').notNull().default('anyone'),
    /** At most this many members besides the owner; null: no cap. */
    memberCap: integer('member_cap'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed offers take no new members; those who joined stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The secret of the owner's invite link (null: no link, or revoked). */
    inviteToken: text('invite_token'),
  },
  (t) => [
    uniqueIndex('plan_offers_invite_token_key').on(t.inviteToken),
    index('plan_offers_owner_open_idx').on(t.ownerId, t.openedAt.desc()).where(sql`${t.closedAt} is null`),
    check('plan_offers_audience_check', sql`${t.audience} in (${oneOf(OFFER_AUDIENCES)})`),
    check('plan_offers_cap_check', sql`${t.memberCap} is null or ${t.memberCap} between 1 and 100`),
    check('plan_offers_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);

/** A one-tap cheer from one plan participant to another: at most one per pair, plan and day. */
export const kudos = pgTable(
  'kudos',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The giver's calendar day, in their time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.fromId, t.toId, t.day] }),
    index('kudos_to_idx').on(t.toId, t.createdAt.desc()),
    check('kudos_not_self_check', sql`${t.fromId} <> ${t.toId}`),
  ],
);

/** A nudge to a participant who is behind on a plan: at most one per participant, plan and their day. */
export const nudges = pgTable(
  'nudges',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The nudged person's calendar day, in their time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's id for this change (the offline queue's): the same nudge sent again is answered, not refused. */
    changeId: uuid('change_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.toId, t.day] }),
    index('nudges_from_idx').on(t.fromId),
    check('nudges_not_self_check', sql`${t.fromId} <> ${t.toId}`),
  ],
);
