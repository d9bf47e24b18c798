// The person's own devices and tabs: a change to one of their tasks, published after the commit on their
// channel of the live seam (a hint: a failed publish is logged by the seam, the change is saved).
import type { EventOf } from '../../events/domain.js';
import type { AfterCommit, AfterCommitDeps } from '../steps.js';

/** A tick on one device reaches the others (the task as the answer gave it). */
export const taskTicked = (deps: AfterCommitDeps, event: EventOf<'taskCompleted' | 'taskReopened'>) =>
  deps.live.publish('stepwise:user', event.userId, {
    type: 'taskChanged',
    change: event.type === 'taskCompleted' ? 'completed' : 'reopened',
    goalId: event.goalId,
    task: { ...event.task, goalId: event.goalId },
  });

/** A task added, changed, moved or deleted by its owner reaches their other devices. */
export const taskChanged: AfterCommit<'taskChanged'> = (deps, event) =>
  deps.live.publish('stepwise:user', event.userId, {
    type: 'taskChanged',
    change: event.change,
    goalId: event.goalId,
    task: { ...event.task, goalId: event.goalId },
  });

/** A message reaches the recipient's open pages and the sender's other tabs and devices. */
export const messageAdded: AfterCommit<'messageSent'> = async (
  deps,
  { message, sender, recipient, request },
) => {
  const { read: _read, ...payload } = message;
  const event = { type: 'messageAdded', message: payload, sender, recipient } as const;
  await Promise.all([
    // A declined request reaches the recipient no more.
    request === 'declined' ? undefined : deps.live.publish('stepwise:user', recipient.id, event),
    deps.live.publish('stepwise:user', sender.id, event),
  ]);
};

/** A conversation read in one tab: the person's other tabs hear their new unread count. */
export const conversationRead: AfterCommit<'conversationMarkedRead'> = (deps, event) =>
  deps.live.publish('stepwise:user', event.userId, {
    type: 'conversationRead',
    conversationId: event.conversationId,
    unreadMessageCount: event.unreadMessageCount,
  });
