// Setup step 3 as one business action: interests, status and the first goal with its plan are
// saved together or not at all (a failed goal leaves setup unfinished, never half-done).
import type { Db } from '../db/client.js';
import { createSetupGoal } from '../modules/goals/goals.service.js';
import { finishSetup, type UserRow } from '../modules/users/users.service.js';

export async function finishSetupWithGoal(
  db: Db,
  userId: string,
  input: { interests: string[]; goalText: string },
  makeGoal: typeof createSetupGoal = createSetupGoal,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await finishSetup(tx as unknown as Db, userId, input);
    await makeGoal(tx as unknown as Db, user, input.goalText, input.interests);
    return user;
  });
}
