// News: the event lines written with the change (in its transaction, so a rolled-back change leaves
// none), and after the commit the people who would see them hear of them live (a large audience
// through the job queue: modules/news fanOut).

import type { EventOf } from '../../events/domain.js';
import {
  announceGoalNews,
  announceMenteeJoined,
  announcePlanNews,
  recordMenteeJoined,
} from '../../modules/news/fanout.js';
import {
  recordGoalEndorsed,
  recordGoalEvent,
  recordMilestoneReached,
  recordPlanJoined,
} from '../../modules/news/record.js';
import type { AfterCommit, AfterCommitDeps, InTransaction } from '../steps.js';

export const goalSet: InTransaction<'goalCreated'> = (tx, { goal }) => recordGoalEvent(tx, 'goal_set', goal);

export const goalAchieved: InTransaction<'goalAchieved'> = (tx, { goal }) =>
  recordGoalEvent(tx, 'goal_achieved', goal);

export const planOpened: InTransaction<'offerOpened'> = (tx, { goal }) =>
  recordGoalEvent(tx, 'plan_opened', goal);

export const planJoined: InTransaction<'planJoined'> = (tx, { userId, goal }) =>
  recordPlanJoined(tx, userId, goal);

export const goalEndorsed: InTransaction<'goalEndorsed'> = (tx, { mentorId, goal, note }) =>
  recordGoalEndorsed(tx, mentorId, goal, note);

/** The mentor's followers' news: a new mentee (followers-only). */
export const menteeJoined: InTransaction<'menteeJoined'> = (tx, { mentorId, menteeId }) =>
  recordMenteeJoined(tx, mentorId, menteeId);

/** The mentor's followers' open pages hear of the new mentee. */
export const announceMentee: AfterCommit<'menteeJoined'> = (deps, { mentorId, menteeId }) =>
  announceMenteeJoined(deps, mentorId, menteeId);

export const milestoneReached: InTransaction<'milestoneReached'> = (tx, { milestoneId, userIds }) =>
  recordMilestoneReached(tx, milestoneId, userIds);

/** The goal's new lines reach the open pages of those who would see them. */
export const announceGoal = (
  deps: AfterCommitDeps,
  event: EventOf<'goalCreated' | 'goalStatusSet' | 'offerOpened' | 'planJoined' | 'goalEndorsed'>,
) => announceGoalNews(deps, event.goal.id);

/** After a tick that wrote news (a milestone reached, the goal achieved, an achievement): told live. */
export const announceTick: AfterCommit<'taskCompleted'> = async (deps, event, effects) => {
  if (event.milestoneDone || event.goalDone || effects.earned.length > 0)
    await announcePlanNews(deps, event.planId);
};
