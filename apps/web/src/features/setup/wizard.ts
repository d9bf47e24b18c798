/** The setup wizard's rules (S-S1, S-T5, S-V2, S-V3), free of React so they can be tested alone. */
import { type BasicInfo, basicInfoComplete } from '../../shared/profile/basicInfo';

export const SETUP_STEPS = 4;
export type StepIndex = 0 | 1 | 2 | 3;

/** S-D5 */
export const INTEREST_CATEGORIES = [
  'self-development',
  'finances',
  'career',
  'health',
  'relationships',
  'creativity',
  'spirituality',
  'hobbies',
  'technology',
  'science',
] as const;

export function nextStep(step: StepIndex): StepIndex {
  return Math.min(step + 1, SETUP_STEPS - 1) as StepIndex;
}

export function previousStep(step: StepIndex): StepIndex {
  return Math.max(step - 1, 0) as StepIndex;
}

/** S-V3 */
export function mentorChosen(mentorId: string | null | undefined): boolean {
  return !!mentorId;
}

const GOAL_MIN = 3;
export const GOAL_MAX = 500;

export function interestsProblem(interests: readonly string[]): 'setup.chooseInterest' | null {
  return interests.length >= 1 && interests.length <= INTEREST_CATEGORIES.length
    ? null
    : 'setup.chooseInterest';
}

export function goalProblem(goal: string): 'setup.goalLength' | null {
  const n = goal.trim().length;
  return n >= GOAL_MIN && n <= GOAL_MAX ? null : 'setup.goalLength';
}

/** What a step's banner complains about: once the person fixes it, the banner goes. */
export type ProblemKind = 'basic' | 'mentor' | 'server';

export function problemResolved(
  kind: ProblemKind,
  state: { basic: BasicInfo; mentorId: string | null | undefined },
): boolean {
  if (kind === 'basic') return basicInfoComplete(state.basic);
  if (kind === 'mentor') return mentorChosen(state.mentorId);
  return false;
}

/** On a re-run by someone who already has goals, the goal may be left empty (no new goal then). */
export function setupGoalProblem(goal: string, optional: boolean): 'setup.goalLength' | null {
  if (optional && goal.trim() === '') return null;
  return goalProblem(goal);
}
