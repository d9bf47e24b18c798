// Setup step 3 as one business action: interests, status and the first goal with its plan are
// saved together or not at all (a failed goal leaves setup unfinished, never half-done). Someone
// re-running setup who already has a goal may leave the goal out: nothing is created then. What the person
// chose on the live preview (a deadline or a target from a warning, answers to its questions) shapes the plan
// as it does in the New goal dialog.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goals, type UserRow } from '../../db/schema.js';
import { type WriteDeps, within } from '../../events/domain.js';
import { badInput } from '../../kernel/errors.js';
import { finishSetup } from '../users/users.service.js';
import { createSetupGoal, type SetupGoalChoices } from './goals.service.js';

export async function finishSetupWithGoal(
  { db, events }: WriteDeps,
  userId: string,
  input: {
    interests: string[];
    goalText?: string | null | undefined;
    visibility?: string | null | undefined;
  } & SetupGoalChoices,
  makeGoal: typeof createSetupGoal = createSetupGoal,
): Promise<UserRow> {
  const goalText = input.goalText?.trim() || null;
  const [user] = await events.transaction(db, async (tx, record) => {
    if (goalText === null) {
      const [goal] = await tx
        .select({ id: goals.id })
        .from(goals)
        .where(and(eq(goals.userId, userId), isNull(goals.deletedAt)))
        .limit(1);
      if (!goal) throw badInput('goalTextLength', 'goalText');
    }
    const user = await finishSetup(tx as unknown as Db, userId, { interests: input.interests, goalText });
    // The goal's events join this write's: its news and achievement commit with setup, or not at all.
    if (goalText !== null)
      await makeGoal(
        { db: tx as unknown as Db, events: within(record) },
        user,
        goalText,
        input.interests,
        input.visibility,
        { deadline: input.deadline, answers: input.answers, target: input.target },
      );
    return user;
  });
  return user;
}
