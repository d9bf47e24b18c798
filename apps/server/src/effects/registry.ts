/**
 * What follows each domain event: the one place that says "when X happens, do Y".
 *
 * A write records what happened (`record({ type: 'taskCompleted', ... })`, types in events/domain.ts) inside
 * the transaction that makes the change; it never calls news, achievements, notifications or the live
 * seam itself. Each event's consequences are listed below:
 * - `inTransaction`: run at once, in the write's transaction, when the answer needs them or they must
 *   commit with the change (news lines, achievements, bell items, letters and delayed jobs stored with
 *   `{ db: tx }`). They add to the write's `Effects`.
 * - `afterCommit`: run once the transaction committed (live publish, company activity, announcing news,
 *   sending the stored letters now); what reaches many people goes on from there to the job queue (news fan-out).
 *   A failure there is logged and never fails the write: the change is saved.
 * The bell items a write produced (its notices, then its achievements') are announced after its commit,
 * once, before the events' own steps.
 *
 * To add "when a goal is completed, tell the mentor": write the step as a function in the handler file
 * of its concern (./handlers/notifications.ts), typed `InTransaction<'goalAchieved'>` (or `AfterCommit`, ./steps.ts),
 * and list it under `goalAchieved` below. A new kind of event: add it to `DomainEvent` in events/domain.ts,
 * record it in the write, and give it an entry here (the compiler asks for one).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import type { DomainEvent, DomainEventType, Effects, EventLog, EventOf } from '../events/domain.js';
import type { LiveEvents } from '../events/live.js';
import * as achievements from './handlers/achievements.js';
import * as company from './handlers/company.js';
import * as live from './handlers/live.js';
import * as mail from './handlers/mail.js';
import * as mentors from './handlers/mentors.js';
import * as moderation from './handlers/moderation.js';
import * as news from './handlers/news.js';
import * as notifications from './handlers/notifications.js';
import * as pauses from './handlers/pauses.js';
import * as privacy from './handlers/privacy.js';
import * as replans from './handlers/replans.js';
import * as results from './handlers/results.js';
import type { AfterCommit, InTransaction, InTransactionDeps } from './steps.js';

type Consequences = {
  [T in DomainEventType]: { inTransaction?: Array<InTransaction<T>>; afterCommit?: Array<AfterCommit<T>> };
};

export const registry: Consequences = {
  taskCompleted: {
    inTransaction: [achievements.tickDone, company.finished],
    afterCommit: [news.announceTick, live.taskTicked, company.progress],
  },
  taskReopened: {
    inTransaction: [achievements.tickUndone],
    afterCommit: [live.taskTicked, company.progress],
  },
  taskChanged: { afterCommit: [live.taskChanged, company.planChanged] },
  milestoneReached: { inTransaction: [news.milestoneReached, mentors.guideTip] },
  goalCreated: { inTransaction: [news.goalSet, achievements.firstGoal], afterCommit: [news.announceGoal] },
  goalAchieved: { inTransaction: [news.goalAchieved, achievements.goalAchieved] },
  goalStatusSet: { afterCommit: [news.announceGoal] },
  goalPaused: { afterCommit: [pauses.announce] },
  goalResumed: { afterCommit: [pauses.announce] },
  planReflowed: { afterCommit: [replans.announce] },
  resultChanged: { afterCommit: [results.announce] },
  offerOpened: { inTransaction: [news.planOpened], afterCommit: [company.activity, news.announceGoal] },
  offerClosed: { afterCommit: [company.activity] },
  planJoined: {
    inTransaction: [news.planJoined, notifications.planJoined],
    afterCommit: [company.activity, news.announceGoal],
  },
  planLeft: { inTransaction: [notifications.planLeft], afterCommit: [company.activity] },
  memberRemoved: { inTransaction: [notifications.memberRemoved], afterCommit: [company.activity] },
  kudosGiven: { inTransaction: [notifications.kudosGiven], afterCommit: [company.activity] },
  memberNudged: { inTransaction: [notifications.memberNudged], afterCommit: [company.activity] },
  followed: { inTransaction: [notifications.followed] },
  accountSuspended: { afterCommit: [moderation.endSessions] },
  blocked: { inTransaction: [privacy.peopleSeparated] },
  goalMadePrivate: {
    inTransaction: [privacy.companyTakenAway],
    afterCommit: [privacy.formerMembersHear],
  },
  commentAdded: { inTransaction: [notifications.commentAdded] },
  taskSuggested: { inTransaction: [notifications.taskSuggested] },
  suggestionDecided: { inTransaction: [notifications.suggestionDecided] },
  menteeJoined: {
    inTransaction: [news.menteeJoined, notifications.menteeJoined],
    afterCommit: [news.announceMentee],
  },
  goalEndorsed: {
    inTransaction: [news.goalEndorsed, notifications.goalEndorsed, achievements.endorsed],
    afterCommit: [news.announceGoal],
  },
  mentorLeft: { inTransaction: [mentors.mentorLeft] },
  mentorInviteAccepted: { inTransaction: [mentors.inviteAccepted] },
  menteeBehind: { inTransaction: [mentors.menteeBehind] },
  mentorDigestReady: { inTransaction: [mentors.digestReady] },
  messageSent: {
    inTransaction: [notifications.messageSent, mail.unreadMessage],
    afterCommit: [live.messageAdded],
  },
  conversationMarkedRead: { afterCommit: [live.conversationRead, notifications.bellRead] },
  notificationsMarkedRead: { afterCommit: [notifications.bellMarkedRead] },
  emailChanged: { inTransaction: [mail.emailChangedNotice], afterCommit: [mail.sendNow] },
};

// One event's steps, with the event's own type (the table is keyed by it).
const stepsOf = <T extends DomainEventType>(event: EventOf<T>) => registry[event.type as T];

const noEffects = (): Effects => ({ earned: [], notices: [], streak: null });

async function runInTransaction(
  tx: Tx,
  event: DomainEvent,
  effects: Effects,
  deps: InTransactionDeps,
): Promise<void> {
  for (const step of stepsOf(event).inTransaction ?? []) await step(tx, event as never, effects, deps);
}

/**
 * The registry for one app: writes run through `transaction`, and what follows their events after the
 * commit is published on this app's live seam.
 */
export function createEventLog(
  deps: InTransactionDeps & { live: LiveEvents; log?: FastifyBaseLogger | undefined },
): EventLog {
  const inTransaction: InTransactionDeps = {
    jobs: deps.jobs,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  };
  const afterCommit = async (db: Db, events: DomainEvent[], effects: Effects) => {
    const run = async (what: string, step: () => Promise<void>) => {
      try {
        await step();
      } catch (err) {
        deps.log?.warn({ err }, `after commit: ${what} failed`);
      }
    };
    const after = { db, live: deps.live, mailer: deps.mailer };
    await run('bell', () => notifications.announceBell(after, effects));
    for (const event of events) {
      for (const step of stepsOf(event).afterCommit ?? []) {
        await run(event.type, () => step(after, event as never, effects));
      }
    }
  };
  return {
    async transaction(db, write) {
      const effects = noEffects();
      const events: DomainEvent[] = [];
      const result = await db.transaction((tx) =>
        write(tx, async (event) => {
          events.push(event);
          await runInTransaction(tx, event, effects, inTransaction);
        }),
      );
      await afterCommit(db, events, effects);
      return [result, effects];
    },
  };
}

/**
 * For a write nested in a larger transaction that announces nothing live (setup's first goal inside
 * finishing setup): the in-transaction consequences only. Nothing runs after the commit, and nothing is
 * enqueued (a step that needs the job queue fails the write).
 */
export const inTransactionOnly: EventLog = {
  async transaction(db, write) {
    const effects = noEffects();
    const result = await db.transaction((tx) =>
      write(tx, (event) => runInTransaction(tx, event, effects, { jobs: null, mailer: null, publicUrl: '' })),
    );
    return [result, effects];
  },
};
