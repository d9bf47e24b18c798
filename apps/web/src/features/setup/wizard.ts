/** The setup wizard's rules (S-S1, S-T5, S-V2, S-V3), free of React so they can be tested alone. */

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

export interface BasicInfo {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD` or null */
  birthday: string | null;
  /** A new file, or the avatar the user already has. */
  avatar: File | null;
  existingAvatarUrl: string | null;
}

/** S-V2: every field of step 1 is required, the avatar included. */
export function basicInfoComplete(info: BasicInfo): boolean {
  return (
    info.firstName.trim() !== '' &&
    info.lastName.trim() !== '' &&
    !!info.birthday &&
    (info.avatar !== null || !!info.existingAvatarUrl)
  );
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
