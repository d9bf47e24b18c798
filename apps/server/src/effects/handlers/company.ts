// With company: finishing a shared plan earns 'company_finished' (in the tick's transaction), and every
// change in a plan reaches the other participants' open pages after the commit.

import type { EventOf, PlanActivityKind } from '../../events/domain.js';
import { announcePlanActivity, companyFinished } from '../../modules/company/activity.service.js';
import type { AfterCommit, AfterCommitDeps, InTransaction } from '../steps.js';

/** Only a tick that finished its milestone can have finished the plan. */
export const finished: InTransaction<'taskCompleted'> = async (tx, event, effects) => {
  if (!event.milestoneDone) return;
  const earned = await companyFinished(tx, event.planId, event.goalId, event.userId);
  if (earned) effects.earned.push(earned);
};

/** A participant's progress: the others were read in the tick's transaction (no lookup after it). */
export const progress = (deps: AfterCommitDeps, event: EventOf<'taskCompleted' | 'taskReopened'>) =>
  announcePlanActivity(deps, event.userId, event.planId, event.goalId, 'progress', event.others);

/** The owner changed the plan's structure. */
export const planChanged: AfterCommit<'taskChanged'> = (deps, event) =>
  announcePlanActivity(deps, event.userId, event.task.planId, event.goalId, 'plan');

type CompanyEvent =
  | 'offerOpened'
  | 'offerClosed'
  | 'planJoined'
  | 'planLeft'
  | 'memberRemoved'
  | 'kudosGiven'
  | 'memberNudged';

const KIND: Record<CompanyEvent, PlanActivityKind> = {
  offerOpened: 'offer',
  offerClosed: 'offer',
  planJoined: 'joined',
  planLeft: 'left',
  memberRemoved: 'removed',
  kudosGiven: 'kudos',
  memberNudged: 'nudge',
};

/** An offer, a membership, a kudos or a nudge: the plan's other participants hear of it. */
export const activity = (deps: AfterCommitDeps, event: EventOf<CompanyEvent>) =>
  announcePlanActivity(deps, event.userId, event.planId, event.goal.id, KIND[event.type]);
