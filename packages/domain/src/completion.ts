/**
 * Completing a goal and dating its steps, the same on the server and in the web app.
 *
 * Real completion: a goal is achieved (the 'goal achieved' achievement, the public news, a mentor's endorsement)
 * only when every task of its plan is done, by ticking or by the owner saying, when marking it complete, that the
 * open ones are done too ('tick'). Marking it complete and leaving open steps undone ('keep') closes the goal: it
 * leaves the agenda and counts as completed, but earns no achievement and makes no news.
 */
import { countProgress, type ProgressTask } from './progress.js';

/** What happens to the open steps of a goal marked complete. */
export const OPEN_STEPS_CHOICES = ['tick', 'keep'] as const;
export type OpenStepsChoice = (typeof OPEN_STEPS_CHOICES)[number];

/** The steps still open (milestones with steps count through their steps). */
export function openStepCount(tasks: Iterable<ProgressTask>): number {
  const { done, total } = countProgress(tasks);
  return total - done;
}

/** Whether marking the goal complete with this choice is real completion (achievement and news). */
export function isRealCompletion(openSteps: number, choice: OpenStepsChoice | null | undefined): boolean {
  return openSteps === 0 || choice === 'tick';
}

/**
 * A step dated after the goal's deadline needs the person's choice: move the deadline to the step's day, or keep
 * the step on or before the deadline. Dates are ISO days (YYYY-MM-DD), compared as text.
 */
export function isAfterDeadline(
  date: string | null | undefined,
  deadline: string | null | undefined,
): boolean {
  return !!date && !!deadline && date > deadline;
}
