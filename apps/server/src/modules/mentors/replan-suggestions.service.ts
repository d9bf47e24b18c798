// A mentor's suggestion that is a re-plan rather than a step: new weekdays and time of day ("move the long
// run to Sundays") or the whole plan shifted by days. The mentee sees it among the re-plan choices, previewed
// by the same rule, and answers it like a suggested step (decideSuggestion); accepting applies it through the
// re-plan path, so it is saved exactly as previewed and undone the same way.
import { goalStatusHas } from '@stepwise/domain/goal-status';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SuggestedReplan } from '../../db/schema.js';
import { taskSuggestions, users } from '../../db/schema.js';
import type { EventLog, WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { goalAsMentor } from '../../policies/mentors.js';
import { parseChange, type ReflowChange } from '../goals/reflow.service.js';
import { applyReflow, type ReflowApplied } from '../goals/reflow-apply.service.js';

export interface ReplanSuggestionInput {
  goalId: string;
  change: ReflowChange;
  label: string;
  notes?: string | null;
}

/** Only a rhythm or a shift: the ways on after missed work are the mentee's own choice. */
function parseSuggestedReplan(change: ReflowChange): SuggestedReplan {
  if (change.kind !== 'rhythm' && change.kind !== 'shiftBy') throw badInput('replanKindInvalid', 'kind');
  const checked = parseChange(change);
  return checked.kind === 'rhythm'
    ? {
        kind: 'rhythm',
        weekdays: [...new Set(checked.weekdays ?? [])].sort(),
        timeOfDay: checked.timeOfDay || null,
      }
    : { kind: 'shiftBy', days: checked.days ?? 0 };
}

/** The mentee's mentor suggests a re-plan of an active goal; the mentee is told as of a suggested step. */
export async function suggestReplan(
  { db, events }: WriteDeps,
  mentorId: string,
  input: ReplanSuggestionInput,
): Promise<typeof taskSuggestions.$inferSelect> {
  const goal = await goalAsMentor(db, mentorId, input.goalId);
  if (!goalStatusHas(goal.status, 'suggestible') || !goal.planId) throw badInput('goalNotActive', 'goalId');
  const replan = parseSuggestedReplan(input.change);
  const label = input.label.trim();
  if (label.length < 1 || label.length > 200) throw badInput('labelLength', 'label');
  const notes = (input.notes ?? '').trim();
  if (notes.length > 5000) throw badInput('notesLength', 'notes');
  const [suggestion] = await events.transaction(db, async (tx, record) => {
    const [row] = await tx
      .insert(taskSuggestions)
      .values({ goalId: goal.id, mentorId, label, notes, replan })
      .returning();
    await record({ type: 'taskSuggested', mentorId, goal, label });
    return row!;
  });
  return suggestion;
}

/**
 * Applies an accepted re-plan suggestion to the owner's plan inside the answer's transaction (`inner`), as
 * `applyReflow` would for the owner: refused with the reason when it cannot be done now, and then the
 * suggestion stays pending.
 */
export async function applySuggestedReplan(
  inner: { db: Db; events: EventLog },
  ownerId: string,
  goalId: string,
  replan: SuggestedReplan,
): Promise<ReflowApplied> {
  const [owner] = await inner.db.select().from(users).where(eq(users.id, ownerId));
  if (!owner) throw new AppError('NOT_FOUND', 'goalNotFound');
  return applyReflow(inner, owner, goalId, replan);
}
