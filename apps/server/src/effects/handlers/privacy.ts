// Privacy follows every change: a goal made private takes its plan's company away (the members are told
// by a bell item), and a block leaves neither person in the other's plans and ends mentoring between them
// (silently: a block is never announced to the person blocked).

import type { PlanActivity } from '../../events/types.js';
import { separatePeople, takeAwayCompany } from '../../modules/company/apart.service.js';
import { endMentoringBetween } from '../../modules/mentors/mentors.service.js';
import { notify } from '../../modules/notifications/notifications.service.js';
import type { AfterCommit, InTransaction } from '../steps.js';

/** The plan's offer closes and every member leaves it (their progress on it with them); each is told. */
export const companyTakenAway: InTransaction<'goalMadePrivate'> = async (tx, event, effects) => {
  const gone = await takeAwayCompany(tx, event.planId);
  for (const memberId of gone) {
    // No goalId: the bell never shows items about a private goal that is not one's own.
    const item = await notify(tx, {
      userId: memberId,
      kind: 'plan_private',
      actorId: event.userId,
      data: { title: event.goal.title },
    });
    if (item) effects.notices.push([memberId, item]);
  }
};

/** The former members' open pages learn that the plan is no longer theirs. */
export const formerMembersHear: AfterCommit<'goalMadePrivate'> = async (deps, event) => {
  const activity: PlanActivity = {
    type: 'planActivity',
    goalId: event.goal.id,
    userId: event.userId,
    kind: 'removed',
  };
  for (const id of event.memberIds) await deps.live.publish('stepwise:user', id, activity);
};

/** Each leaves the other's plans, and whichever mentored the other does no longer. */
export const peopleSeparated: InTransaction<'blocked'> = async (tx, { blockerId, blockedId }) => {
  await separatePeople(tx, blockerId, blockedId);
  await endMentoringBetween(tx, blockerId, blockedId);
};
