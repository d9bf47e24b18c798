// What happened: the domain events a write records, in its transaction, once its change is made.
// What follows each one (news, achievements, notifications, live publish, company activity, mail) is
// decided in effects/registry.ts, never by the write itself. A module imports this file, never the registry
// (which is handed to it as `deps.events`).
import type { AchievementKey } from '@stepwise/domain/achievements';
import type { Db, Tx } from '../db/client.js';
import type { PersonCard } from '../kernel/people.js';
import type { MessageItem, NotificationItem, PlanActivity } from './types.js';

/** A goal as events copy it (news items keep its title and follow its visibility). */
export interface GoalRef {
  id: string;
  userId: string;
  title: string;
  visibility: string;
}

/** A task as the person's other devices receive it (live), after the change (before it, for a deletion). */
export type TaskSnapshot = Record<string, unknown> & { id: string; planId: string };

/** A change to a plan with company, as the other participants' open pages hear of it. */
export type PlanActivityKind = PlanActivity['kind'];

/** An achievement just earned (modules/achievements award). */
export interface Earned {
  key: AchievementKey;
  userId: string;
  /** The bell's item, to announce after the commit (null when the person blocked the actor). */
  notification: NotificationItem | null;
}

/** A person's run of days with a completed step (modules/achievements/streaks.ts computes it). */
export interface Streak {
  /** Days with a completed step in the current run (frozen days keep it going but do not count). */
  current: number;
  /** The longest run ever, counted the same way. */
  best: number;
  /** Whether today already has a completed step. An open today never breaks the run. */
  todayDone: boolean;
  /** The missed days the current run froze over, oldest first (YYYY-MM-DD). */
  frozenDays: string[];
}

export type DomainEvent =
  /** A participant ticked a task done (a milestone's steps with it). */
  | {
      type: 'taskCompleted';
      userId: string;
      goalId: string;
      planId: string;
      milestoneId: string;
      /** This tick finished the milestone for this person. */
      milestoneDone: boolean;
      /** This tick completed the owner's goal. */
      goalDone: boolean;
      task: TaskSnapshot;
      /** The plan's other participants, read in the tick's transaction. */
      others: string[];
    }
  /** A participant reopened a task. */
  | {
      type: 'taskReopened';
      userId: string;
      goalId: string;
      planId: string;
      milestoneId: string;
      task: TaskSnapshot;
      others: string[];
    }
  /** The owner changed the plan's structure: a task added, changed, moved or deleted. */
  | {
      type: 'taskChanged';
      userId: string;
      goalId: string;
      change: 'added' | 'updated' | 'moved' | 'deleted';
      task: TaskSnapshot;
    }
  /** These participants reached a milestone (all its steps done, or the milestone itself ticked). */
  | { type: 'milestoneReached'; milestoneId: string; userIds: string[] }
  /** A goal was set (created). */
  | { type: 'goalCreated'; goal: GoalRef }
  /** A goal became completed (its last milestone, or its owner's choice). */
  | { type: 'goalAchieved'; goal: GoalRef }
  /** The owner marked a goal completed, paused or active again. */
  | { type: 'goalStatusSet'; goal: GoalRef; status: string }
  /** A participant paused their part in a plan (the owner: the goal), or resumed it; `moved` open steps moved. */
  | {
      type: 'goalPaused' | 'goalResumed';
      userId: string;
      goal: GoalRef;
      planId: string;
      role: 'owner' | 'member';
      moved: number;
    }
  /** The owner recorded or deleted a result of a measurable goal (its chart and forecast change). */
  | { type: 'resultChanged'; userId: string; goal: GoalRef; planId: string }
  /**
   * The owner re-planned (a way on after missed work, a new rhythm, a shift, a new deadline) or undid one:
   * `moved` and `dropped` are the tasks after the change (a dropped one as it was).
   */
  | {
      type: 'planReflowed';
      userId: string;
      goal: GoalRef;
      planId: string;
      kind: string;
      moved: TaskSnapshot[];
      dropped: TaskSnapshot[];
    }
  /** The owner opened the plan to company, or changed the open offer. */
  | { type: 'offerOpened'; userId: string; goal: GoalRef; planId: string }
  | { type: 'offerClosed'; userId: string; goal: GoalRef; planId: string }
  /** Someone joined an offer. */
  | { type: 'planJoined'; userId: string; goal: GoalRef; planId: string }
  /** A member left a plan. */
  | { type: 'planLeft'; userId: string; goal: GoalRef; planId: string }
  /** The owner removed a member. */
  | { type: 'memberRemoved'; userId: string; memberId: string; goal: GoalRef; planId: string }
  /** A participant cheered another (the first time that day). */
  | { type: 'kudosGiven'; userId: string; toId: string; goal: GoalRef; planId: string }
  /** A participant nudged another who is behind (the first nudge that person had that day). */
  | { type: 'memberNudged'; userId: string; toId: string; goal: GoalRef; planId: string }
  /** Someone started following someone (not again when they already did). */
  | { type: 'followed'; followerId: string; followeeId: string }
  /** Someone blocked someone (again too: what a block ends is ended again, harmlessly). */
  | { type: 'blocked'; blockerId: string; blockedId: string }
  /**
   * The owner made a goal private: its plan is no longer shared. `memberIds`: the plan's members when the
   * change was made (read in its transaction).
   */
  | { type: 'goalMadePrivate'; userId: string; goal: GoalRef; planId: string; memberIds: string[] }
  /** An administrator suspended the account (its sessions are deleted in the same transaction). */
  | { type: 'accountSuspended'; userId: string }
  /** A comment under a task, between the goal's owner and their mentor: `to` is the other side, if any. */
  | {
      type: 'commentAdded';
      userId: string;
      to: string | null;
      side: 'owner' | 'mentor';
      taskId: string;
      label: string;
      goalId: string;
      goalTitle: string;
      text: string;
    }
  /** A mentor suggested a task for a mentee's goal. */
  | { type: 'taskSuggested'; mentorId: string; goal: GoalRef; label: string }
  /** The goal's owner accepted (a task was added) or declined a mentor's suggestion. */
  | {
      type: 'suggestionDecided';
      userId: string;
      mentorId: string;
      goalId: string;
      goalTitle: string;
      label: string;
      taskId: string | null;
      accepted: boolean;
    }
  /** Someone chose a mentor (a new one, not the one they had). */
  | { type: 'menteeJoined'; mentorId: string; menteeId: string }
  /** A mentor turned mentoring off: their mentees, released, are told to choose again. */
  | { type: 'mentorLeft'; mentorId: string; name: string; menteeIds: string[] }
  /** Someone accepted a person's invite link and became their mentor: the person is told. */
  | { type: 'mentorInviteAccepted'; mentorId: string; menteeId: string }
  /** The mentor endorsed the mentee's achieved goal. */
  | { type: 'goalEndorsed'; mentorId: string; goal: GoalRef; note: string }
  /** The behind check found a mentee's goal slipping (its forecast, or days without a tick): the mentor is told. */
  | {
      type: 'menteeBehind';
      mentorId: string;
      menteeId: string;
      goal: GoalRef;
      reason: 'forecast' | 'idle';
      days: number;
    }
  /** A mentor's weekly digest was written (how many mentees it covers, how many of them are behind). */
  | {
      type: 'mentorDigestReady';
      mentorId: string;
      digestId: string;
      weekStart: string;
      mentees: number;
      behind: number;
    }
  /**
   * A direct message was sent. `startsStretch`: the recipient had read everything the sender sent before,
   * so this message starts an unread stretch (they are told once a stretch, not once a message).
   */
  | {
      type: 'messageSent';
      message: MessageItem;
      sender: PersonCard;
      recipient: PersonCard;
      startsStretch: boolean;
      /** A message request to the recipient (they do not follow the sender): waiting, or declined by them. */
      request: 'pending' | 'declined' | null;
    }
  /**
   * A person read a conversation up to its newest message: their unread count after it, and whether its
   * bell items went read with it.
   */
  | {
      type: 'conversationMarkedRead';
      userId: string;
      conversationId: string;
      unreadMessageCount: number;
      bellCleared: boolean;
    }
  /** An account's e-mail changed (its owner opened the link sent to the new address). */
  | { type: 'emailChanged'; userId: string; oldEmail: string; newEmail: string; lang: string }
  /** A person marked bell items read (the named ones, or all): their unread count after it. */
  | { type: 'notificationsMarkedRead'; userId: string; unreadCount: number };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** What the in-transaction consequences of a write's events produced: its answer shows them. */
export interface Effects {
  /** Achievements earned (their bell items are announced after the commit). */
  earned: Earned[];
  /** Bell items written, to announce to their recipient after the commit. */
  notices: Array<[userId: string, item: NotificationItem]>;
  /** The person's streak after a tick. */
  streak: Streak | null;
}

/** Records one event: its in-transaction consequences run at once, the later ones wait for the commit. */
export type RecordEvent = (event: DomainEvent) => Promise<void>;

/** The registry as a write sees it (effects/registry.ts makes one per app; the GraphQL context carries it). */
export interface EventLog {
  /**
   * Runs `write` in one transaction; what it records is followed as the registry says. Returns the
   * write's result and the effects of its events, once the transaction committed and the after-commit
   * consequences ran (a failure there is logged, never the write's: the change is saved).
   */
  transaction<T>(db: Db, write: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<[T, Effects]>;
}

/** What a write that records events needs: its database and the registry. */
export interface WriteDeps {
  db: Db;
  events: EventLog;
}

/**
 * For a write run inside another write's transaction (accepting a suggestion adds a task): it records into
 * the outer write, so its consequences run with the outer's, after the outer commit. Its own effects are
 * the outer write's.
 */
export function within(record: RecordEvent): EventLog {
  return {
    async transaction(db, write) {
      return [await db.transaction((tx) => write(tx, record)), { earned: [], notices: [], streak: null }];
    },
  };
}
