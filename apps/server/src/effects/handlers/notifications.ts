// The bell: items written in the change's transaction (never about one's own action, never from someone
// blocked: modules/notifications notify), announced to their recipient's open pages after the commit.

import type { Tx } from '../../db/client.js';
import type { Effects, GoalRef } from '../../events/domain.js';
import {
  announceNotification,
  type NotifyInput,
  notify,
} from '../../modules/notifications/notifications.service.js';
import type { AfterCommit, AfterCommitDeps, InTransaction } from '../steps.js';

async function tell(tx: Tx, effects: Effects, input: NotifyInput) {
  const item = await notify(tx, input);
  if (item) effects.notices.push([input.userId, item]);
}

const aboutGoal = (goal: GoalRef) => ({ goalId: goal.id, data: { title: goal.title } });

/** The owner hears that someone joined their plan. */
export const planJoined: InTransaction<'planJoined'> = (tx, { userId, goal }, effects) =>
  tell(tx, effects, { userId: goal.userId, kind: 'plan_joined', actorId: userId, ...aboutGoal(goal) });

/** The owner hears that a member left. */
export const planLeft: InTransaction<'planLeft'> = (tx, { userId, goal }, effects) =>
  tell(tx, effects, { userId: goal.userId, kind: 'plan_left', actorId: userId, ...aboutGoal(goal) });

/** The removed member hears of it. */
export const memberRemoved: InTransaction<'memberRemoved'> = (tx, { userId, memberId, goal }, effects) =>
  tell(tx, effects, { userId: memberId, kind: 'plan_removed', actorId: userId, ...aboutGoal(goal) });

/** The cheered participant hears of it. */
export const kudosGiven: InTransaction<'kudosGiven'> = (tx, { userId, toId, goal }, effects) =>
  tell(tx, effects, { userId: toId, kind: 'kudos', actorId: userId, ...aboutGoal(goal) });

/** The nudged participant hears who reminded them, about which plan. */
export const memberNudged: InTransaction<'memberNudged'> = (tx, { userId, toId, goal }, effects) =>
  tell(tx, effects, { userId: toId, kind: 'nudge', actorId: userId, ...aboutGoal(goal) });

/** The followed person hears of a new follower. */
export const followed: InTransaction<'followed'> = (tx, { followerId, followeeId }, effects) =>
  tell(tx, effects, { userId: followeeId, kind: 'new_follower', actorId: followerId });

/** The other side of a task's thread hears of a comment (the mentor's tells the mentee, and back). */
export const commentAdded: InTransaction<'commentAdded'> = async (tx, event, effects) => {
  if (!event.to) return;
  await tell(tx, effects, {
    userId: event.to,
    kind: event.side === 'mentor' ? 'mentor_comment' : 'member_comment',
    actorId: event.userId,
    goalId: event.goalId,
    taskId: event.taskId,
    data: { title: event.goalTitle, text: event.text.slice(0, 140), label: event.label },
  });
};

/** The mentee hears of a suggested task. */
export const taskSuggested: InTransaction<'taskSuggested'> = (tx, { mentorId, goal, label }, effects) =>
  tell(tx, effects, {
    userId: goal.userId,
    kind: 'mentor_suggestion',
    actorId: mentorId,
    goalId: goal.id,
    data: { title: goal.title, text: label },
  });

/** The mentor hears whether their suggestion was taken. */
export const suggestionDecided: InTransaction<'suggestionDecided'> = (tx, event, effects) =>
  tell(tx, effects, {
    userId: event.mentorId,
    kind: 'suggestion_decided',
    actorId: event.userId,
    goalId: event.goalId,
    taskId: event.taskId,
    data: { title: event.goalTitle, text: event.label, decision: event.accepted ? 'accepted' : 'declined' },
  });

/** The mentor hears of a new mentee. */
export const menteeJoined: InTransaction<'menteeJoined'> = (tx, { mentorId, menteeId }, effects) =>
  tell(tx, effects, { userId: mentorId, kind: 'new_mentee', actorId: menteeId });

/** The mentee hears of their mentor's endorsement. */
export const goalEndorsed: InTransaction<'goalEndorsed'> = (tx, { mentorId, goal, note }, effects) =>
  tell(tx, effects, {
    userId: goal.userId,
    kind: 'endorsement',
    actorId: mentorId,
    goalId: goal.id,
    data: { title: goal.title, text: note.slice(0, 140) },
  });

/**
 * A message that starts an unread stretch: the recipient's bell, with the message's first words. A message
 * request says only who wants to write (its words wait on the messages page); a declined one says nothing.
 */
export const messageSent: InTransaction<'messageSent'> = async (tx, event, effects) => {
  if (!event.startsStretch || event.request === 'declined') return;
  await tell(tx, effects, {
    userId: event.recipient.id,
    kind: 'message',
    actorId: event.sender.id,
    conversationId: event.message.conversationId,
    data: event.request ? { request: 1 } : { text: [...event.message.text].slice(0, 140).join('') },
  });
};

/** Reading a conversation read its bell items too: the person's open pages hear the bell's new count. */
export const bellRead: AfterCommit<'conversationMarkedRead'> = async (deps, event) => {
  if (event.bellCleared) await announceNotification(deps.live, deps.db, event.userId, null);
};

/** Bell items marked read in one tab: the person's other tabs hear the new count. */
export const bellMarkedRead: AfterCommit<'notificationsMarkedRead'> = (deps, event) =>
  announceNotification(deps.live, deps.db, event.userId, null, event.unreadCount);

/**
 * After every write that recorded events: each bell item it wrote (achievements' included) reaches its
 * recipient's open pages. Run once per write, before the events' own after-commit consequences.
 */
export async function announceBell(deps: AfterCommitDeps, effects: Effects): Promise<void> {
  for (const [userId, item] of effects.notices) await announceNotification(deps.live, deps.db, userId, item);
  for (const e of effects.earned) {
    if (e.notification) await announceNotification(deps.live, deps.db, e.userId, e.notification);
  }
}
