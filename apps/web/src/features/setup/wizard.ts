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

/** The server's avatar rules (uploads.service.ts: at most 5 MB, an image it can read). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen photo cannot be sent, checked the moment it is chosen; null when it can. */
export function avatarProblem(file: { type: string; size: number }): 'avatarType' | 'avatarTooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}

/** `YYYY-MM-DD` of a local date. */
function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The birthday calendar: any day from 1900 (the server's bound) to today; with no birthday yet it opens
 * on the decade of 25 years ago, where most people pick their year in one or two taps.
 */
export function birthdayCalendar(today: Date, birthday: string | null) {
  const start = new Date(today.getFullYear() - 25, 0, 1);
  return {
    minDate: '1900-01-01',
    maxDate: isoDate(today),
    defaultDate: birthday ?? isoDate(start),
    defaultLevel: birthday ? ('month' as const) : ('decade' as const),
  };
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
