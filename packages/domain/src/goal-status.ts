/**
 * What each goal status means, in one table: the server's GraphQL enum, its check constraint and its SQL,
 * and the web app's lists and buttons are all derived from it. A new status is a new row here (plus its
 * texts); every place that asks "is this goal in the agenda?" asks the table, never a status by name.
 */
export interface GoalStatusMeaning {
  /** A new goal starts here; a reached goal that gets an open milestone again comes back here. */
  initial: boolean;
  /**
   * The goal reached: set when the last milestone is done (from the initial status only), stamps
   * completed_at, earns the achievement, and a mentor may endorse it.
   */
  achieved: boolean;
  /** Its steps are due: listed in the agenda and the plans page, counted overdue on the mentor's page. */
  agenda: boolean;
  /** Its steps get reminders on the device. */
  reminded: boolean;
  /** A member who joined the plan sees it among their plans. */
  shownToMembers: boolean;
  /** A long plan gets its next wave of steps before the dated ones run out. */
  extended: boolean;
  /** The mentor may suggest steps for it. */
  suggestible: boolean;
  /** Its ticks count towards the progress achievements (the furthest milestone and goal). */
  progressCounted: boolean;
  /** Shown on the owner's profile and roadmap. */
  onProfile: boolean;
  /**
   * The owner stepped away for a while: no agenda, no reminders, no streak loss; members of its plan go on
   * with their own copy. Only resuming leaves it (the open steps move by the pause), never a plain status change.
   */
  paused: boolean;
}

export const GOAL_STATUS_MEANINGS = {
  active: {
    initial: true,
    achieved: false,
    agenda: true,
    reminded: true,
    shownToMembers: true,
    extended: true,
    suggestible: true,
    progressCounted: true,
    onProfile: true,
    paused: false,
  },
  paused: {
    initial: false,
    achieved: false,
    agenda: false,
    reminded: false,
    shownToMembers: true,
    extended: false,
    suggestible: true,
    progressCounted: true,
    onProfile: true,
    paused: true,
  },
  completed: {
    initial: false,
    achieved: true,
    agenda: false,
    reminded: false,
    shownToMembers: false,
    extended: false,
    suggestible: false,
    progressCounted: false,
    onProfile: true,
    paused: false,
  },
  abandoned: {
    initial: false,
    achieved: false,
    agenda: false,
    reminded: false,
    shownToMembers: false,
    extended: false,
    suggestible: false,
    progressCounted: false,
    onProfile: false,
    paused: false,
  },
} as const satisfies Record<string, GoalStatusMeaning>;

export type GoalStatus = keyof typeof GOAL_STATUS_MEANINGS;
export type GoalStatusFlag = keyof GoalStatusMeaning;

/** Every status, in the table's order (the enum's and the filters' order). */
export const GOAL_STATUSES = Object.keys(GOAL_STATUS_MEANINGS) as GoalStatus[];

export const isGoalStatus = (value: string): value is GoalStatus =>
  Object.hasOwn(GOAL_STATUS_MEANINGS, value);

/** Whether a goal in this status has the meaning; an unknown status has none. */
export function goalStatusHas(status: string | null | undefined, flag: GoalStatusFlag): boolean {
  return status != null && isGoalStatus(status) && GOAL_STATUS_MEANINGS[status][flag];
}

/** The statuses with the meaning, in the table's order. */
export function goalStatusesWith(flag: GoalStatusFlag): GoalStatus[] {
  return GOAL_STATUSES.filter((status) => GOAL_STATUS_MEANINGS[status][flag]);
}

/** The one status with a meaning that exactly one status has (initial, achieved, paused); throws if the table breaks that. */
function theOne(flag: 'initial' | 'achieved' | 'paused'): GoalStatus {
  const [status, ...more] = goalStatusesWith(flag);
  if (!status || more.length > 0) throw new Error(`exactly one goal status must be ${flag}`);
  return status;
}

/** Where a new goal starts. */
export const INITIAL_GOAL_STATUS = theOne('initial');
/** The goal reached. */
export const ACHIEVED_GOAL_STATUS = theOne('achieved');
/** A goal whose owner stepped away for a while. */
export const PAUSED_GOAL_STATUS = theOne('paused');
