// Achievements: earned in the transaction of the change that earns them (the tick's answer shows them
// at once); their bell items are announced after the commit with the write's other notices.

import type { Earned, Effects } from '../../events/domain.js';
import {
  afterTick,
  awardFirstGoal,
  awardGoalAchieved,
  streakOf,
} from '../../modules/achievements/achievements.service.js';
import { award } from '../../modules/achievements/award.js';
import type { InTransaction } from '../steps.js';

const keep = (effects: Effects, earned: Earned | null) => {
  if (earned) effects.earned.push(earned);
};

/** The first goal a person sets earns 'first_goal' (later ones find it held). */
export const firstGoal: InTransaction<'goalCreated'> = async (tx, { goal }, effects) =>
  keep(effects, await awardFirstGoal(tx, goal.userId, goal.id));

/** A goal completed, by its last milestone or its owner's choice, earns 'goal_achieved'. */
export const goalAchieved: InTransaction<'goalAchieved'> = async (tx, { goal }, effects) =>
  keep(effects, await awardGoalAchieved(tx, goal.userId, goal.id));

/** A mentor's endorsement earns the mentee 'endorsed'. */
export const endorsed: InTransaction<'goalEndorsed'> = async (tx, { goal }, effects) =>
  keep(effects, await award(tx, goal.userId, 'endorsed', { goalId: goal.id, data: { title: goal.title } }));

/** A tick done: the streak, the first milestone, the streak achievements. */
export const tickDone: InTransaction<'taskCompleted'> = async (tx, event, effects) => {
  const { streak, earned } = await afterTick(tx, {
    userId: event.userId,
    goalId: event.goalId,
    milestoneDone: event.milestoneDone,
  });
  effects.streak = streak;
  effects.earned.push(...earned);
};

/** A tick undone awards nothing and takes nothing back; the answer shows the streak as it is now. */
export const tickUndone: InTransaction<'taskReopened'> = async (tx, { userId }, effects) => {
  effects.streak = await streakOf(tx, userId);
};
