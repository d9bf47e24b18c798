/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** first_goal: a goal set; first_milestone: a milestone done; goal_achieved: a goal completed; streak_7/30/100: a streak of that many days; endorsed: a mentor endorsed a finished goal; company_finished: a plan followed with company finished. */
export type AchievementKey =
  | 'company_finished'
  | 'endorsed'
  | 'first_goal'
  | 'first_milestone'
  | 'goal_achieved'
  | 'streak_7'
  | 'streak_30'
  | 'streak_100';

export type ForecastState =
  | 'ahead'
  | 'behind'
  | 'done'
  | 'onPace'
  | 'unknown';

export type GoalInput = {
  /** Answers to the preview’s questions. */
  answers?: Array<PlanAnswerInput> | null | undefined;
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  description?: string | null | undefined;
  /** A smaller target accepted from a warning. */
  target?: TargetInput | null | undefined;
  text: string;
  title?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

export type GoalPatch = {
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  description?: string | null | undefined;
  title?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};

/** active, paused, completed or abandoned (the check constraint on goals.status). */
export type GoalStatus =
  | 'abandoned'
  | 'active'
  | 'completed'
  | 'paused';

export type MentorProfileInput = {
  /** Takes new mentees (default true). */
  accepting?: boolean | null | undefined;
  /** At most 2,000 characters. */
  bio?: string | null | undefined;
  /** 1 to 10 of the ten interest categories. */
  categories: Array<string>;
  /** 3 to 120 characters. */
  headline: string;
  /** "en", "ru" or both. */
  languages: Array<string>;
};

export type NotificationPrefInput = {
  enabled: boolean;
  kind: string;
};

/** Who may join an offered plan: anyone who may see the goal, or only the owner’s followers. */
export type OfferAudience =
  | 'anyone'
  | 'followers';

export type OfferInput = {
  /** anyone (default) or followers. */
  audience?: OfferAudience | null | undefined;
  /** 1 to 100 members besides the owner; null: no cap. */
  memberCap?: number | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
};

/** What the viewer can do about an offer: open (join), joined (leave), owner (their own), or why not: full, followersOnly, blocked, removed (the owner removed them while this offer was open), signedOut. */
export type OfferJoinState =
  | 'blocked'
  | 'followersOnly'
  | 'full'
  | 'joined'
  | 'open'
  | 'owner'
  | 'removed'
  | 'signedOut';

/** What happens to the open steps of a goal marked complete. */
export type OpenStepsChoice =
  | 'keep'
  | 'tick';

/** What anyone who may see a goal reads of its forecast. */
export type Pace =
  | 'behind'
  | 'onPace';

/** A one-tap answer to a preview question. */
export type PlanAnswerInput = {
  id: string;
  value: string;
};

/** What the viewer can do with an invitation: open (join), owner (their own plan), joined (already a member), or why not: closed (the offer is closed), full, removed (the owner removed them while this offer was open), signedOut (sign in to join). */
export type PlanInviteState =
  | 'closed'
  | 'full'
  | 'joined'
  | 'open'
  | 'owner'
  | 'removed'
  | 'signedOut';

export type PlanRole =
  | 'member'
  | 'owner';

export type PlaybookInput = {
  category: string;
  /** replace (default) | extend */
  mode?: string | null | undefined;
  variants: Array<PlaybookVariantInput>;
};

export type PlaybookPhaseInput = {
  /** Made from the position when left out. */
  id?: string | null | undefined;
  maxWeeks?: number | null | undefined;
  milestone: PlaybookTextInput;
  milestoneWithTarget?: PlaybookTextInput | null | undefined;
  steps: Array<PlaybookStepInput>;
  weight: number;
};

export type PlaybookStepInput = {
  cadence?: string | null | undefined;
  key?: boolean | null | undefined;
  labels: Array<PlaybookTextInput>;
  minutes?: number | null | undefined;
  times?: number | null | undefined;
  units?: Array<string> | null | undefined;
  when?: string | null | undefined;
  workday?: boolean | null | undefined;
};

export type PlaybookTextInput = {
  en?: string | null | undefined;
  ru?: string | null | undefined;
};

export type PlaybookVariantInput = {
  defaultWeeks: number;
  /** Made from the position when left out. */
  id?: string | null | undefined;
  matchUnits?: Array<string> | null | undefined;
  matchWords?: string | null | undefined;
  phases: Array<PlaybookPhaseInput>;
  sessionsPerWeek: number;
  time: string;
};

export type ReflowChange = {
  /** shiftBy: days (a week is 7; negative: earlier). */
  days?: number | null | undefined;
  /** deadline: the new deadline. */
  deadline?: string | null | undefined;
  kind: ReflowKind;
  /** rhythm: HH:MM; none: each step keeps its time. */
  timeOfDay?: string | null | undefined;
  /** rhythm: 1 = Monday … 7 = Sunday. */
  weekdays?: Array<number> | null | undefined;
};

/** gradual: catch up a little each week; shift: push everything back by the gap; lighten: a session a week fewer, the deadline moves; drop: drop what is missed; rhythm: new weekdays and time of day; shiftBy: the whole plan by days; deadline: fit a new deadline. */
export type ReflowKind =
  | 'deadline'
  | 'drop'
  | 'gradual'
  | 'lighten'
  | 'rhythm'
  | 'shift'
  | 'shiftBy';

export type SocialLinkInput = {
  network: string;
  url: string;
};

/** A target accepted from a warning’s alternative. */
export type TargetInput = {
  unit: string;
  value: number;
};

export type TaskPatch = {
  date?: string | null | undefined;
  label?: string | null | undefined;
  /** A date after the goal’s deadline is refused (BAD_USER_INPUT on date, naming the deadline) unless this is true: the deadline then moves to that day. */
  moveDeadline?: boolean | null | undefined;
  notes?: string | null | undefined;
  time?: string | null | undefined;
};

/** Who sees a goal: everyone, followers, or only its owner (and their mentor). */
export type Visibility =
  | 'followers'
  | 'private'
  | 'public';

export type ActivityQueryVariables = Exact<{
  year?: number | null | undefined;
}>;


export type ActivityQuery = { activity: { from: string, to: string, total: number, days: Array<{ date: string, count: number }>, weekly: Array<{ weekStart: string, count: number }> } };

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
  invitation?: string | null | undefined;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, username: string, status: string } } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
  deviceToken?: string | null | undefined;
}>;


export type LoginMutation = { login: { token: string, deviceToken: string | null, user: { id: string, username: string, status: string } } };

export type LoginWithGoogleMutationVariables = Exact<{
  idToken: string;
}>;


export type LoginWithGoogleMutation = { loginWithGoogle: { token: string, user: { id: string, username: string, status: string } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { googleClientId: string | null } };

export type RegistrationInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationInfoQuery = { registration: { mode: string } };

export type MyGoalsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: GoalStatus | null | undefined;
}>;


export type MyGoalsQuery = { myGoals: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> }> } };

export type DeadlineEditCheckQueryVariables = Exact<{
  goalId: string;
  deadline: string;
}>;


export type DeadlineEditCheckQuery = { deadlineEditCheck: { deadline: string, earlier: boolean, stepsAfterDeadline: number, warnings: Array<{ code: string, message: string, alternative: { deadline: string | null } | null }> } };

export type DeadlineReflowMutationVariables = Exact<{
  goalId: string;
  deadline: string;
  changeId?: string | null | undefined;
}>;


export type DeadlineReflowMutation = { applyReflow: { replanId: string, moved: number, dropped: number, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } } };

export type CreateGoalMutationVariables = Exact<{
  input: GoalInput;
}>;


export type CreateGoalMutation = { createGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type UpdateGoalMutationVariables = Exact<{
  id: string;
  patch: GoalPatch;
}>;


export type UpdateGoalMutation = { updateGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type DeleteGoalMutationVariables = Exact<{
  id: string;
}>;


export type DeleteGoalMutation = { deleteGoal: string };

export type RestoreGoalMutationVariables = Exact<{
  id: string;
}>;


export type RestoreGoalMutation = { restoreGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type MenteesQueryVariables = Exact<{ [key: string]: never; }>;


export type MenteesQuery = { mentees: Array<{ overdueCount: number, lastActiveAt: string | null, since: string | null, person: { id: string, username: string, name: string, avatarUrl: string | null }, goals: Array<{ overdueCount: number, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } }> }> };

export type MenteeGoalQueryVariables = Exact<{
  id: string;
}>;


export type MenteeGoalQuery = { goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, tasks: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }>, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }>, progression: { unit: string, direction: string, points: Array<{ date: string, value: number }> } | null, results: Array<{ id: string, on: string, value: number, seconds: number | null }> | null } };

export type SuggestTaskMutationVariables = Exact<{
  goalId: string;
  parentId?: string | null | undefined;
  label: string;
  date?: string | null | undefined;
  time?: string | null | undefined;
  notes?: string | null | undefined;
}>;


export type SuggestTaskMutation = { suggestTask: { id: string } };

export type SuggestReplanMutationVariables = Exact<{
  goalId: string;
  change: ReflowChange;
  label: string;
}>;


export type SuggestReplanMutation = { suggestReplan: { id: string } };

export type EndorseGoalMutationVariables = Exact<{
  goalId: string;
  note?: string | null | undefined;
}>;


export type EndorseGoalMutation = { endorseGoal: { note: string } };

export type DigestItemsFieldsFragment = { count: number, items: Array<{ goalId: string, goalTitle: string, label: string, date: string | null }> };

export type MentorDigestQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type MentorDigestQuery = { mentorDigest: { id: string, weekStart: string, weekEnd: string, mentees: Array<{ unreadComments: number, latestComment: string | null, person: { id: string, username: string, name: string, avatarUrl: string | null }, done: { count: number, items: Array<{ goalId: string, goalTitle: string, label: string, date: string | null }> }, slipped: { count: number, items: Array<{ goalId: string, goalTitle: string, label: string, date: string | null }> }, goals: Array<{ goalId: string, title: string, state: string, daysBehind: number, expectedFinish: string | null }>, openSuggestions: { count: number, items: Array<{ goalId: string, goalTitle: string, label: string, date: string | null }> } }> } | null };

export type EmailOnDigestQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailOnDigestQuery = { currentUser: { entities: { id: string, emailOnDigest: boolean } | null } };

export type SetEmailOnDigestMutationVariables = Exact<{
  on: boolean;
}>;


export type SetEmailOnDigestMutation = { setEmailOnDigest: { id: string, emailOnDigest: boolean } };

export type KeptMessagesQueryVariables = Exact<{
  conversationId: string;
}>;


export type KeptMessagesQuery = { messages: { items: Array<{ id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean }> } };

export type MessageFieldsFragment = { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean };

export type ConversationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConversationsQuery = { conversations: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, lastMessageAt: string, unreadCount: number, canMessage: boolean, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }, lastMessage: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean } | null }> } };

export type ConversationQueryVariables = Exact<{
  username: string;
}>;


export type ConversationQuery = { conversation: { canMessage: boolean, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }, conversation: { id: string, unreadCount: number, isRequest: boolean } | null } | null };

export type MessagesQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type MessagesQuery = { messages: { startCursor: string | null, hasPreviousPage: boolean, items: Array<{ id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean }> } };

export type MarkConversationReadMutationVariables = Exact<{
  username: string;
}>;


export type MarkConversationReadMutation = { markConversationRead: { unreadMessageCount: number } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { unreadMessageCount: number };

export type MessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageAddedSubscription = { messageAdded: { conversationId: string, message: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean }, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null } } };

export type MessageRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageRequestsQuery = { messageRequests: { items: Array<{ id: string, lastMessageAt: string, unreadCount: number, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }, lastMessage: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean } | null }> } };

export type AcceptMessageRequestMutationVariables = Exact<{
  username: string;
}>;


export type AcceptMessageRequestMutation = { acceptMessageRequest: { id: string, isRequest: boolean } };

export type DeclineMessageRequestMutationVariables = Exact<{
  username: string;
}>;


export type DeclineMessageRequestMutation = { declineMessageRequest: boolean };

export type ModerationPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ModerationPageQuery = { moderation: { registrationMode: string, reports: Array<{ id: string, targetType: string, targetId: string, reason: string, details: string, createdAt: string, excerpt: string | null, hidden: boolean, subjectSuspended: boolean, reporter: { id: string, username: string, name: string } | null, subject: { id: string, username: string, name: string } }>, pendingAccounts: Array<{ email: string, since: string, person: { id: string, username: string, name: string } }>, suspendedAccounts: Array<{ reason: string, since: string, person: { id: string, username: string, name: string } }>, log: Array<{ id: string, actorName: string, action: string, targetType: string | null, targetName: string, note: string, createdAt: string }> } };

export type DismissReportMutationVariables = Exact<{
  id: string;
}>;


export type DismissReportMutation = { dismissReport: string };

export type SetContentHiddenMutationVariables = Exact<{
  targetType: string;
  targetId: string;
  hidden: boolean;
}>;


export type SetContentHiddenMutation = { setContentHidden: { hidden: boolean } };

export type SuspendAccountMutationVariables = Exact<{
  userId: string;
  reason: string;
}>;


export type SuspendAccountMutation = { suspendAccount: { id: string } };

export type UnsuspendAccountMutationVariables = Exact<{
  userId: string;
}>;


export type UnsuspendAccountMutation = { unsuspendAccount: { id: string } };

export type DeleteAccountAsAdminMutationVariables = Exact<{
  userId: string;
  reason: string;
}>;


export type DeleteAccountAsAdminMutation = { deleteAccountAsAdmin: boolean };

export type ApproveAccountMutationVariables = Exact<{
  userId: string;
}>;


export type ApproveAccountMutation = { approveAccount: { id: string } };

export type SetRegistrationModeMutationVariables = Exact<{
  mode: string;
}>;


export type SetRegistrationModeMutation = { setRegistrationMode: string };

export type CreateInvitationMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateInvitationMutation = { createInvitation: { code: string, expiresAt: string } };

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NotificationsQuery = { notifications: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, conversationId: string | null, title: string | null, text: string | null, achievementKey: AchievementKey | null, decision: string | null, reason: string | null, days: number | null, digestId: string | null, taskId: string | null, label: string | null, others: number, read: boolean, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null } | null }> } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
  all?: boolean | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type NotificationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsChangedSubscription = { notificationsChanged: { unreadCount: number, notification: { id: string } | null } };

export type RegeneratePlanMutationVariables = Exact<{
  goalId: string;
}>;


export type RegeneratePlanMutation = { regeneratePlan: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type ReplanGoalMutationVariables = Exact<{
  goalId: string;
  acceptDeadline?: string | null | undefined;
}>;


export type ReplanGoalMutation = { replanGoal: { moved: number, dropped: number, deadlineHolds: boolean, proposedDeadline: string | null, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } } };

export type UpdateTaskMutationVariables = Exact<{
  id: string;
  patch: TaskPatch;
}>;


export type UpdateTaskMutation = { updateTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number } };

export type CompanyFieldsFragment = { id: string, myRole: PlanRole | null, inviteToken: string | null, owner: { id: string, username: string, name: string, avatarUrl: string | null }, offer: { note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, open: boolean, openedAt: string } | null, members: Array<{ role: PlanRole, joinedAt: string, lastActiveAt: string, behind: boolean, nudgedToday: boolean, nudgesMuted: boolean, doneCount: number, totalCount: number, kudosToday: boolean, paused: boolean, user: { id: string, username: string, name: string, avatarUrl: string | null }, forecast: { state: ForecastState, daysBehind: number } | null }>, together: { doneToday: number, dueToday: number, jointStreak: number } | null, tasks: Array<{ id: string, memberProgress: Array<{ userId: string, done: number, total: number }> }> };

export type PlansCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansCompanyQuery = { myCompanyGoals: Array<{ id: string, myRole: PlanRole | null, inviteToken: string | null, owner: { id: string, username: string, name: string, avatarUrl: string | null }, offer: { note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, open: boolean, openedAt: string } | null, members: Array<{ role: PlanRole, joinedAt: string, lastActiveAt: string, behind: boolean, nudgedToday: boolean, nudgesMuted: boolean, doneCount: number, totalCount: number, kudosToday: boolean, paused: boolean, user: { id: string, username: string, name: string, avatarUrl: string | null }, forecast: { state: ForecastState, daysBehind: number } | null }>, together: { doneToday: number, dueToday: number, jointStreak: number } | null, tasks: Array<{ id: string, memberProgress: Array<{ userId: string, done: number, total: number }> }> }> };

export type JoinedPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type JoinedPlansQuery = { joinedGoals: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, myRole: PlanRole | null, inviteToken: string | null, tasks: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number, memberProgress: Array<{ userId: string, done: number, total: number }> }>, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }>, progression: { unit: string, direction: string, points: Array<{ date: string, value: number }> } | null, results: Array<{ id: string, on: string, value: number, seconds: number | null }> | null, owner: { id: string, username: string, name: string, avatarUrl: string | null }, offer: { note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, open: boolean, openedAt: string } | null, members: Array<{ role: PlanRole, joinedAt: string, lastActiveAt: string, behind: boolean, nudgedToday: boolean, nudgesMuted: boolean, doneCount: number, totalCount: number, kudosToday: boolean, paused: boolean, user: { id: string, username: string, name: string, avatarUrl: string | null }, forecast: { state: ForecastState, daysBehind: number } | null }>, together: { doneToday: number, dueToday: number, jointStreak: number } | null }> };

export type OpenOfferMutationVariables = Exact<{
  goalId: string;
  input: OfferInput;
}>;


export type OpenOfferMutation = { openOffer: { id: string, myRole: PlanRole | null, inviteToken: string | null, owner: { id: string, username: string, name: string, avatarUrl: string | null }, offer: { note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, open: boolean, openedAt: string } | null, members: Array<{ role: PlanRole, joinedAt: string, lastActiveAt: string, behind: boolean, nudgedToday: boolean, nudgesMuted: boolean, doneCount: number, totalCount: number, kudosToday: boolean, paused: boolean, user: { id: string, username: string, name: string, avatarUrl: string | null }, forecast: { state: ForecastState, daysBehind: number } | null }>, together: { doneToday: number, dueToday: number, jointStreak: number } | null, tasks: Array<{ id: string, memberProgress: Array<{ userId: string, done: number, total: number }> }> } };

export type CloseOfferMutationVariables = Exact<{
  goalId: string;
}>;


export type CloseOfferMutation = { closeOffer: { id: string, myRole: PlanRole | null, inviteToken: string | null, owner: { id: string, username: string, name: string, avatarUrl: string | null }, offer: { note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, open: boolean, openedAt: string } | null, members: Array<{ role: PlanRole, joinedAt: string, lastActiveAt: string, behind: boolean, nudgedToday: boolean, nudgesMuted: boolean, doneCount: number, totalCount: number, kudosToday: boolean, paused: boolean, user: { id: string, username: string, name: string, avatarUrl: string | null }, forecast: { state: ForecastState, daysBehind: number } | null }>, together: { doneToday: number, dueToday: number, jointStreak: number } | null, tasks: Array<{ id: string, memberProgress: Array<{ userId: string, done: number, total: number }> }> } };

export type RemoveMemberMutationVariables = Exact<{
  goalId: string;
  userId: string;
}>;


export type RemoveMemberMutation = { removeMember: { id: string } };

export type LeavePlanMutationVariables = Exact<{
  goalId: string;
}>;


export type LeavePlanMutation = { leavePlan: { id: string } };

export type GiveKudosMutationVariables = Exact<{
  goalId: string;
  userId: string;
}>;


export type GiveKudosMutation = { giveKudos: { kudosToday: boolean, user: { id: string } } };

export type PlanInviteQueryVariables = Exact<{
  token: string;
}>;


export type PlanInviteQuery = { planInvite: { goalId: string, title: string, category: string, deadline: string | null, note: string, memberCap: number | null, memberCount: number, state: PlanInviteState, owner: { id: string, username: string, name: string, avatarUrl: string | null }, members: Array<{ id: string, username: string, name: string, avatarUrl: string | null }>, milestones: Array<{ id: string, label: string, date: string | null, stepCount: number }> } };

export type JoinPlanByInviteMutationVariables = Exact<{
  token: string;
}>;


export type JoinPlanByInviteMutation = { joinPlanByInvite: { id: string, myRole: PlanRole | null } };

export type SharePlanInviteMutationVariables = Exact<{
  goalId: string;
}>;


export type SharePlanInviteMutation = { sharePlanInvite: { id: string, inviteToken: string | null } };

export type RevokePlanInviteMutationVariables = Exact<{
  goalId: string;
}>;


export type RevokePlanInviteMutation = { revokePlanInvite: { id: string, inviteToken: string | null } };

export type SetNudgesMutedMutationVariables = Exact<{
  goalId: string;
  muted: boolean;
}>;


export type SetNudgesMutedMutation = { setNudgesMuted: { id: string } };

export type ReplanPlanQueryVariables = Exact<{
  id: string;
}>;


export type ReplanPlanQuery = { goal: { id: string, deadline: string | null, rhythm: { weekdays: Array<number>, timeOfDay: string | null } | null, tasks: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, completed: boolean, byHand: boolean }> } };

export type UndoReflowMutationVariables = Exact<{
  replanId: string;
}>;


export type UndoReflowMutation = { undoReflow: { id: string, deadline: string | null } };

export type UserProfileQueryVariables = Exact<{
  username: string;
}>;


export type UserProfileQuery = { userProfile: { id: string, username: string, name: string, firstName: string, lastName: string, avatarUrl: string | null, isMentor: boolean, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean, bio: { text: string }, socialLinks: Array<{ network: string, url: string }> } | null };

export type UserGoalsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
}>;


export type UserGoalsQuery = { userGoals: { hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> }> } };

export type FollowersQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FollowersQuery = { followers: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }> } };

export type FollowingQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FollowingQuery = { following: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }> } };

export type UpdateSocialLinksMutationVariables = Exact<{
  links: Array<SocialLinkInput> | SocialLinkInput;
}>;


export type UpdateSocialLinksMutation = { updateSocialLinks: { id: string } };

export type ProfileOffersQueryVariables = Exact<{
  username: string;
}>;


export type ProfileOffersQuery = { userProfile: { id: string, name: string, username: string, offers: Array<{ note: string, audience: OfferAudience, memberCap: number | null, memberCount: number, joinState: OfferJoinState, goal: { id: string, title: string, category: string } }> } | null };

export type JoinOfferedPlanMutationVariables = Exact<{
  goalId: string;
}>;


export type JoinOfferedPlanMutation = { joinPlan: { id: string } };

export type LeaveOfferedPlanMutationVariables = Exact<{
  goalId: string;
}>;


export type LeaveOfferedPlanMutation = { leavePlan: { id: string } };

export type SearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchQuery = { search: { people: Array<{ id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }>, goals: Array<{ goal: { id: string, title: string, category: string, progress: number }, owner: { id: string, username: string, name: string, avatarUrl: string | null } }> } };

export type UpdateSettingsMutationVariables = Exact<{
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
  username?: string | null | undefined;
}>;


export type UpdateSettingsMutation = { updateSettings: { id: string, lang: string, timezone: string, username: string } };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { currentUser: { entities: { id: string, emailOnMessage: boolean } | null } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  emailOnMessage: boolean;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { id: string, emailOnMessage: boolean } };

export type UsernameAvailableQueryVariables = Exact<{
  username: string;
}>;


export type UsernameAvailableQuery = { usernameAvailable: { available: boolean, reason: string | null } };

export type UpdatePreferencesMutationVariables = Exact<{
  defaultVisibility?: string | null | undefined;
  notifications?: Array<NotificationPrefInput> | NotificationPrefInput | null | undefined;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { id: string, defaultVisibility: string, notificationPrefs: Array<{ kind: string, enabled: boolean }> } };

export type SettingsSocialLinksMutationVariables = Exact<{
  links: Array<SocialLinkInput> | SocialLinkInput;
}>;


export type SettingsSocialLinksMutation = { updateSocialLinks: { id: string } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type RequestEmailChangeMutationVariables = Exact<{
  newEmail: string;
  password?: string | null | undefined;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: boolean };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: boolean };

export type MyDataExportsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportsQuery = { myDataExports: Array<{ id: string, status: string, createdAt: string, readyAt: string | null, expiresAt: string, downloadPath: string | null }> };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { id: string, status: string, createdAt: string, readyAt: string | null, expiresAt: string, downloadPath: string | null } };

export type DeleteAccountMutationVariables = Exact<{
  password?: string | null | undefined;
  username?: string | null | undefined;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type BecomeMentorMutationVariables = Exact<{
  input: MentorProfileInput;
}>;


export type BecomeMentorMutation = { becomeMentor: { active: boolean } };

export type UpdateMentorProfileMutationVariables = Exact<{
  input: MentorProfileInput;
}>;


export type UpdateMentorProfileMutation = { updateMentorProfile: { active: boolean } };

export type StopMentoringMutationVariables = Exact<{ [key: string]: never; }>;


export type StopMentoringMutation = { stopMentoring: { active: boolean } };

export type PlaybookFieldsFragment = { category: string, mode: string, variants: Array<{ id: string, matchUnits: Array<string> | null, matchWords: string | null, defaultWeeks: number, sessionsPerWeek: number, time: string, phases: Array<{ id: string, weight: number, maxWeeks: number | null, milestone: { en: string | null, ru: string | null }, milestoneWithTarget: { en: string | null, ru: string | null } | null, steps: Array<{ cadence: string, times: number, minutes: number, key: boolean, when: string, units: Array<string> | null, workday: boolean, labels: Array<{ en: string | null, ru: string | null }> }> }> }> };

export type MyMentorPlaybookQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMentorPlaybookQuery = { myMentorPlaybook: { category: string, mode: string, variants: Array<{ id: string, matchUnits: Array<string> | null, matchWords: string | null, defaultWeeks: number, sessionsPerWeek: number, time: string, phases: Array<{ id: string, weight: number, maxWeeks: number | null, milestone: { en: string | null, ru: string | null }, milestoneWithTarget: { en: string | null, ru: string | null } | null, steps: Array<{ cadence: string, times: number, minutes: number, key: boolean, when: string, units: Array<string> | null, workday: boolean, labels: Array<{ en: string | null, ru: string | null }> }> }> }> } | null };

export type DefaultPlaybookQueryVariables = Exact<{
  category: string;
}>;


export type DefaultPlaybookQuery = { defaultPlaybook: { category: string, mode: string, variants: Array<{ id: string, matchUnits: Array<string> | null, matchWords: string | null, defaultWeeks: number, sessionsPerWeek: number, time: string, phases: Array<{ id: string, weight: number, maxWeeks: number | null, milestone: { en: string | null, ru: string | null }, milestoneWithTarget: { en: string | null, ru: string | null } | null, steps: Array<{ cadence: string, times: number, minutes: number, key: boolean, when: string, units: Array<string> | null, workday: boolean, labels: Array<{ en: string | null, ru: string | null }> }> }> }> } };

export type SaveMentorPlaybookMutationVariables = Exact<{
  input?: PlaybookInput | null | undefined;
}>;


export type SaveMentorPlaybookMutation = { saveMentorPlaybook: { category: string, mode: string, variants: Array<{ id: string, matchUnits: Array<string> | null, matchWords: string | null, defaultWeeks: number, sessionsPerWeek: number, time: string, phases: Array<{ id: string, weight: number, maxWeeks: number | null, milestone: { en: string | null, ru: string | null }, milestoneWithTarget: { en: string | null, ru: string | null } | null, steps: Array<{ cadence: string, times: number, minutes: number, key: boolean, when: string, units: Array<string> | null, workday: boolean, labels: Array<{ en: string | null, ru: string | null }> }> }> }> } | null };

export type SelectMentorMutationVariables = Exact<{
  mentorId?: string | null | undefined;
}>;


export type SelectMentorMutation = { selectMentor: { id: string, mentorId: string | null } };

export type FinishSetupMutationVariables = Exact<{
  interests: Array<string> | string;
  goalText: string;
  visibility?: Visibility | null | undefined;
  deadline?: string | null | undefined;
  answers?: Array<PlanAnswerInput> | PlanAnswerInput | null | undefined;
  target?: TargetInput | null | undefined;
}>;


export type FinishSetupMutation = { finishSetup: { id: string, status: string } };

export type MentorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorsQuery = { mentors: Array<{ id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, menteeCount: number }> };

export type AchievementsQueryVariables = Exact<{
  username: string;
}>;


export type AchievementsQuery = { achievements: { earned: Array<{ key: AchievementKey, earnedAt: string, goal: { id: string, title: string } | null }>, next: Array<{ key: AchievementKey, progress: number, target: number }> | null, streak: { current: number, best: number, todayDone: boolean, frozenDays: Array<string> } } };

export type StreakFieldsFragment = { current: number, best: number, todayDone: boolean, frozenDays: Array<string> };

export type UpdateBioMutationVariables = Exact<{
  text: string;
}>;


export type UpdateBioMutation = { updateBio: { id: string } };

export type PlanActivitySubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PlanActivitySubscription = { planActivity: { goalId: string, userId: string, kind: string, taskId: string | null } };

export type GoalFieldsFragment = { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> };

export type GoalMeasureFieldsFragment = { progression: { unit: string, direction: string, points: Array<{ date: string, value: number }> } | null, results: Array<{ id: string, on: string, value: number, seconds: number | null }> | null };

export type TaskFieldsFragment = { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number };

export type MyPlansQueryVariables = Exact<{
  first?: number | null | undefined;
  status?: GoalStatus | null | undefined;
}>;


export type MyPlansQuery = { myGoals: { hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, tasks: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }>, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }>, progression: { unit: string, direction: string, points: Array<{ date: string, value: number }> } | null, results: Array<{ id: string, on: string, value: number, seconds: number | null }> | null }> } };

export type AgendaQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type AgendaQuery = { agenda: { today: string, overdue: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }>, dueToday: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }>, upcoming: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }> } };

export type PreviewGoalQueryVariables = Exact<{
  text: string;
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  answers?: Array<PlanAnswerInput> | PlanAnswerInput | null | undefined;
  target?: TargetInput | null | undefined;
}>;


export type PreviewGoalQuery = { previewGoal: { title: string, category: string, deadline: string, deadlineFromText: boolean, deadlineSource: string, language: string, kind: string | null, domain: string | null, subject: string | null, generic: boolean, target: { value: number, unit: string } | null, schedule: { sessionsPerWeek: number | null, hoursPerWeek: number | null, weekdays: Array<number> | null } | null, warnings: Array<{ code: string, message: string, alternative: { deadline: string | null, target: { value: number, unit: string } | null } | null }>, questions: Array<{ id: string, text: string, options: Array<{ label: string, value: string }> }>, understood: { kind: { value: string, confidence: number }, target: { limitMinutes: number | null, confidence: number, value: { value: number, unit: string } | null }, deadline: { value: string, source: string, confidence: number }, level: { value: string | null, confidence: number, current: { value: number, unit: string } | null }, timePerWeek: { hours: number | null, sessionsPerWeek: number | null, confidence: number } } | null, corrections: Array<{ id: string, text: string, options: Array<{ label: string, value: string }> }> } };

export type MentorFieldsFragment = { id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, accepting: boolean, guide: boolean, menteeCount: number };

export type MyMentorQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMentorQuery = { myMentor: { id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, accepting: boolean, guide: boolean, menteeCount: number } | null };

export type MentorsListQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorsListQuery = { mentors: Array<{ id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, accepting: boolean, guide: boolean, menteeCount: number }> };

export type MyMentorInviteQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMentorInviteQuery = { myMentorInvite: { createdAt: string } | null };

export type CreateMentorInviteMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateMentorInviteMutation = { createMentorInvite: { token: string | null, createdAt: string } };

export type RevokeMentorInviteMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeMentorInviteMutation = { revokeMentorInvite: boolean };

export type MentorInviteQueryVariables = Exact<{
  token: string;
}>;


export type MentorInviteQuery = { mentorInvite: { own: boolean, alreadyMentor: boolean, mentee: { id: string, username: string, name: string, avatarUrl: string | null } } };

export type AcceptMentorInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptMentorInviteMutation = { acceptMentorInvite: { id: string, username: string, name: string } };

export type SetMentorMutationVariables = Exact<{
  mentorId?: string | null | undefined;
}>;


export type SetMentorMutation = { setMentor: { id: string, mentorId: string | null } };

export type MyMentorProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMentorProfileQuery = { myMentorProfile: { active: boolean, headline: string, bio: string, categories: Array<string>, languages: Array<string>, accepting: boolean, menteeCount: number } | null };

export type TaskCommentsQueryVariables = Exact<{
  taskId: string;
}>;


export type TaskCommentsQuery = { taskComments: Array<{ id: string, body: string, mine: boolean, createdAt: string, author: { id: string, username: string, name: string, avatarUrl: string | null } }> };

export type CommentTaskMutationVariables = Exact<{
  taskId: string;
  body: string;
}>;


export type CommentTaskMutation = { commentTask: { id: string } };

export type AcceptSuggestionMutationVariables = Exact<{
  id: string;
}>;


export type AcceptSuggestionMutation = { acceptSuggestion: { replanId: string | null, suggestion: { id: string, status: string }, task: { id: string } | null } };

export type DeclineSuggestionMutationVariables = Exact<{
  id: string;
}>;


export type DeclineSuggestionMutation = { declineSuggestion: { suggestion: { id: string, status: string } } };

export type IsAdministratorQueryVariables = Exact<{ [key: string]: never; }>;


export type IsAdministratorQuery = { isAdministrator: boolean };

export type NewsItemFieldsFragment = { id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, achievementKey: AchievementKey | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null };

export type NewsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NewsQuery = { news: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, achievementKey: AchievementKey | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null }> } };

export type UserNewsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserNewsQuery = { userNews: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, achievementKey: AchievementKey | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null }> } };

export type NewsAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NewsAddedSubscription = { newsAdded: { id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, achievementKey: AchievementKey | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null } };

export type OfflineTaskStateQueryVariables = Exact<{
  goalId: string;
}>;


export type OfflineTaskStateQuery = { goal: { id: string, tasks: Array<{ id: string, version: number, completed: boolean, label: string, notes: string, date: string | null, time: string | null }> } };

export type OfflineSetTaskCompletedMutationVariables = Exact<{
  id: string;
  completed: boolean;
}>;


export type OfflineSetTaskCompletedMutation = { setTaskCompleted: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number, tick: { earned: Array<AchievementKey>, milestoneDone: boolean, goalDone: boolean, streak: { current: number, todayDone: boolean } } | null } };

export type OfflineGoalStateQueryVariables = Exact<{
  id: string;
}>;


export type OfflineGoalStateQuery = { goal: { id: string, status: GoalStatus, version: number } };

export type OfflineSetGoalStatusMutationVariables = Exact<{
  id: string;
  status: GoalStatus;
  openSteps?: OpenStepsChoice | null | undefined;
}>;


export type OfflineSetGoalStatusMutation = { setGoalStatus: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type OfflineAddTaskMutationVariables = Exact<{
  goalId: string;
  parentId?: string | null | undefined;
  label: string;
  date?: string | null | undefined;
  time?: string | null | undefined;
  changeId?: string | null | undefined;
}>;


export type OfflineAddTaskMutation = { addTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number } };

export type OfflineDeleteTaskMutationVariables = Exact<{
  id: string;
  expectedVersion?: number | null | undefined;
}>;


export type OfflineDeleteTaskMutation = { deleteTask: { id: string } };

export type OfflineMoveTaskMutationVariables = Exact<{
  id: string;
  parentId?: string | null | undefined;
  position: number;
}>;


export type OfflineMoveTaskMutation = { moveTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number } };

export type OfflineCreateGoalMutationVariables = Exact<{
  input: GoalInput;
  changeId?: string | null | undefined;
}>;


export type OfflineCreateGoalMutation = { createGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, pace: Pace | null, tasks: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number }>, pause: { since: string, until: string | null, reason: string | null, mine: boolean } | null, forecast: { state: ForecastState, daysBehind: number, plannedFinish: string | null, expectedFinish: string | null, earliestFinish: string | null, latestFinish: string | null } | null, endorsement: { note: string, createdAt: string, mentor: { id: string, username: string, name: string, avatarUrl: string | null } } | null, suggestions: Array<{ id: string, parentId: string | null, label: string, date: string | null, time: string | null, notes: string, replan: { kind: ReflowKind, weekdays: Array<number> | null, timeOfDay: string | null, days: number | null } | null }> } };

export type OfflineUpdateTaskMutationVariables = Exact<{
  id: string;
  patch: TaskPatch;
  expectedVersion?: number | null | undefined;
}>;


export type OfflineUpdateTaskMutation = { updateTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean, commentCount: number | null, version: number } };

export type SendQueuedMessageMutationVariables = Exact<{
  to: string;
  text: string;
  changeId?: string | null | undefined;
}>;


export type SendQueuedMessageMutation = { sendMessage: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean } };

export type OfflineNudgeMemberMutationVariables = Exact<{
  goalId: string;
  userId: string;
  changeId?: string | null | undefined;
}>;


export type OfflineNudgeMemberMutation = { nudgeMember: { nudgedToday: boolean, user: { id: string } } };

export type OfflinePauseGoalMutationVariables = Exact<{
  goalId: string;
  until?: string | null | undefined;
  reason?: string | null | undefined;
}>;


export type OfflinePauseGoalMutation = { pauseGoal: { id: string, status: GoalStatus, deadline: string | null } };

export type OfflineResumeGoalMutationVariables = Exact<{
  goalId: string;
  keepDeadline?: boolean | null | undefined;
  replan?: boolean | null | undefined;
}>;


export type OfflineResumeGoalMutation = { resumeGoal: { days: number, moved: number, replanned: boolean, goal: { id: string, status: GoalStatus, deadline: string | null } } };

export type OfflineApplyReflowMutationVariables = Exact<{
  goalId: string;
  change: ReflowChange;
  changeId?: string | null | undefined;
}>;


export type OfflineApplyReflowMutation = { applyReflow: { replanId: string, kind: string, moved: number, dropped: number, replayed: boolean } };

export type RecordResultMutationVariables = Exact<{
  goalId: string;
  value: number;
  on?: string | null | undefined;
  seconds?: number | null | undefined;
  note?: string | null | undefined;
  changeId?: string | null | undefined;
}>;


export type RecordResultMutation = { recordResult: { id: string, on: string, value: number, seconds: number | null } };

export type PersonFieldsFragment = { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null };

export type SocialFieldsFragment = { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean };

export type FollowMutationVariables = Exact<{
  userId: string;
}>;


export type FollowMutation = { follow: { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean } };

export type UnfollowMutationVariables = Exact<{
  userId: string;
}>;


export type UnfollowMutation = { unfollow: { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean } };

export type RemoveFollowerMutationVariables = Exact<{
  userId: string;
}>;


export type RemoveFollowerMutation = { removeFollower: { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean } };

export type BlockMutationVariables = Exact<{
  userId: string;
}>;


export type BlockMutation = { block: { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean } };

export type UnblockMutationVariables = Exact<{
  userId: string;
}>;


export type UnblockMutation = { unblock: { id: string, username: string, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean } };

export type FillBaseBioMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  birthday: string;
  avatar?: File | null | undefined;
}>;


export type FillBaseBioMutation = { fillBaseBio: { id: string, firstName: string, lastName: string, birthday: string | null, avatarUrl: string | null } };

export type WebPushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebPushKeyQuery = { webPushKey: string };

export type SubscribePushMutationVariables = Exact<{
  endpoint: string;
  p256dh: string;
  auth: string;
  device?: string | null | undefined;
}>;


export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { url: string, createdAt: string } | null };

export type OpenCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type OpenCalendarFeedMutation = { openCalendarFeed: { url: string, createdAt: string } };

export type RegenerateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RegenerateCalendarFeedMutation = { regenerateCalendarFeed: { url: string, createdAt: string } };

export type CloseCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CloseCalendarFeedMutation = { closeCalendarFeed: boolean };

export type ReportMutationVariables = Exact<{
  targetType: string;
  targetId: string;
  reason: string;
  details?: string | null | undefined;
}>;


export type ReportMutation = { report: string };

export type DeleteResultMutationVariables = Exact<{
  id: string;
}>;


export type DeleteResultMutation = { deleteResult: string };

export type CurrentUserQueryVariables = Exact<{
  withProfileDetails?: boolean | null | undefined;
}>;


export type CurrentUserQuery = { currentUser: { entities: { id: string, name: string, username: string, lang: string, email: string, firstName: string, lastName: string, avatarUrl: string | null, timezone: string, birthday: string | null, status: string, mentorId: string | null, bio: { text: string } | null, socialLinks: Array<{ network: string, url: string }> | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { currentUser: { entities: { id: string, username: string, email: string, timezone: string, defaultVisibility: string, hasPassword: boolean, emailOnMessage: boolean, notificationPrefs: Array<{ kind: string, enabled: boolean }> } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DigestItemsFieldsFragmentDoc = new TypedDocumentString(`
    fragment DigestItemsFields on DigestItems {
  count
  items {
    goalId
    goalTitle
    label
    date
  }
}
    `, {"fragmentName":"DigestItemsFields"}) as unknown as TypedDocumentString<DigestItemsFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}
    `, {"fragmentName":"MessageFields"}) as unknown as TypedDocumentString<MessageFieldsFragment, unknown>;
export const CompanyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyFields on Goal {
  id
  myRole
  inviteToken
  owner {
    id
    username
    name
    avatarUrl
  }
  offer {
    note
    audience
    memberCap
    memberCount
    open
    openedAt
  }
  members {
    user {
      id
      username
      name
      avatarUrl
    }
    role
    joinedAt
    lastActiveAt
    behind
    nudgedToday
    nudgesMuted
    doneCount
    totalCount
    kudosToday
    paused
    forecast {
      state
      daysBehind
    }
  }
  together {
    doneToday
    dueToday
    jointStreak
  }
  tasks {
    id
    memberProgress {
      userId
      done
      total
    }
  }
}
    `, {"fragmentName":"CompanyFields"}) as unknown as TypedDocumentString<CompanyFieldsFragment, unknown>;
export const PlaybookFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaybookFields on Playbook {
  category
  mode
  variants {
    id
    matchUnits
    matchWords
    defaultWeeks
    sessionsPerWeek
    time
    phases {
      id
      weight
      maxWeeks
      milestone {
        en
        ru
      }
      milestoneWithTarget {
        en
        ru
      }
      steps {
        labels {
          en
          ru
        }
        cadence
        times
        minutes
        key
        when
        units
        workday
      }
    }
  }
}
    `, {"fragmentName":"PlaybookFields"}) as unknown as TypedDocumentString<PlaybookFieldsFragment, unknown>;
export const StreakFieldsFragmentDoc = new TypedDocumentString(`
    fragment StreakFields on Streak {
  current
  best
  todayDone
  frozenDays
}
    `, {"fragmentName":"StreakFields"}) as unknown as TypedDocumentString<StreakFieldsFragment, unknown>;
export const GoalFieldsFragmentDoc = new TypedDocumentString(`
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}
    `, {"fragmentName":"GoalFields"}) as unknown as TypedDocumentString<GoalFieldsFragment, unknown>;
export const GoalMeasureFieldsFragmentDoc = new TypedDocumentString(`
    fragment GoalMeasureFields on Goal {
  progression {
    unit
    direction
    points {
      date
      value
    }
  }
  results {
    id
    on
    value
    seconds
  }
}
    `, {"fragmentName":"GoalMeasureFields"}) as unknown as TypedDocumentString<GoalMeasureFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = new TypedDocumentString(`
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}
    `, {"fragmentName":"TaskFields"}) as unknown as TypedDocumentString<TaskFieldsFragment, unknown>;
export const MentorFieldsFragmentDoc = new TypedDocumentString(`
    fragment MentorFields on Mentor {
  id
  username
  name
  avatarUrl
  headline
  bio
  categories
  languages
  accepting
  guide
  menteeCount
}
    `, {"fragmentName":"MentorFields"}) as unknown as TypedDocumentString<MentorFieldsFragment, unknown>;
export const NewsItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsItemFields on NewsItem {
  id
  kind
  actor {
    id
    username
    name
    avatarUrl
  }
  subject {
    id
    username
    name
  }
  goalId
  goalTitle
  milestoneLabel
  achievementKey
  createdAt
}
    `, {"fragmentName":"NewsItemFields"}) as unknown as TypedDocumentString<NewsItemFieldsFragment, unknown>;
export const PersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}
    `, {"fragmentName":"PersonFields"}) as unknown as TypedDocumentString<PersonFieldsFragment, unknown>;
export const SocialFieldsFragmentDoc = new TypedDocumentString(`
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}
    `, {"fragmentName":"SocialFields"}) as unknown as TypedDocumentString<SocialFieldsFragment, unknown>;
export const ActivityDocument = new TypedDocumentString(`
    query Activity($year: Int) {
  activity(year: $year) {
    from
    to
    total
    days {
      date
      count
    }
    weekly {
      weekStart
      count
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityQuery, ActivityQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $password: String!, $lang: String, $timezone: String, $invitation: String) {
  register(
    email: $email
    password: $password
    lang: $lang
    timezone: $timezone
    invitation: $invitation
  ) {
    token
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!, $rememberMe: Boolean, $deviceToken: String) {
  login(
    email: $email
    password: $password
    rememberMe: $rememberMe
    deviceToken: $deviceToken
  ) {
    token
    deviceToken
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoginWithGoogleDocument = new TypedDocumentString(`
    mutation LoginWithGoogle($idToken: String!) {
  loginWithGoogle(idToken: $idToken) {
    token
    user {
      id
      username
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LoginWithGoogleMutation, LoginWithGoogleMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AuthConfigDocument = new TypedDocumentString(`
    query AuthConfig {
  authConfig {
    googleClientId
  }
}
    `) as unknown as TypedDocumentString<AuthConfigQuery, AuthConfigQueryVariables>;
export const RegistrationInfoDocument = new TypedDocumentString(`
    query RegistrationInfo {
  registration {
    mode
  }
}
    `) as unknown as TypedDocumentString<RegistrationInfoQuery, RegistrationInfoQueryVariables>;
export const MyGoalsDocument = new TypedDocumentString(`
    query MyGoals($first: Int, $after: String, $status: GoalStatus) {
  myGoals(first: $first, after: $after, status: $status) {
    items {
      ...GoalFields
    }
    endCursor
    hasNextPage
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<MyGoalsQuery, MyGoalsQueryVariables>;
export const DeadlineEditCheckDocument = new TypedDocumentString(`
    query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {
  deadlineEditCheck(goalId: $goalId, deadline: $deadline) {
    deadline
    earlier
    stepsAfterDeadline
    warnings {
      code
      message
      alternative {
        deadline
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeadlineEditCheckQuery, DeadlineEditCheckQueryVariables>;
export const DeadlineReflowDocument = new TypedDocumentString(`
    mutation DeadlineReflow($goalId: ID!, $deadline: Date!, $changeId: ID) {
  applyReflow(
    goalId: $goalId
    change: {kind: deadline, deadline: $deadline}
    changeId: $changeId
  ) {
    replanId
    moved
    dropped
    goal {
      ...GoalFields
    }
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<DeadlineReflowMutation, DeadlineReflowMutationVariables>;
export const CreateGoalDocument = new TypedDocumentString(`
    mutation CreateGoal($input: GoalInput!) {
  createGoal(input: $input) {
    ...GoalFields
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<CreateGoalMutation, CreateGoalMutationVariables>;
export const UpdateGoalDocument = new TypedDocumentString(`
    mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {
  updateGoal(id: $id, patch: $patch) {
    ...GoalFields
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<UpdateGoalMutation, UpdateGoalMutationVariables>;
export const DeleteGoalDocument = new TypedDocumentString(`
    mutation DeleteGoal($id: ID!) {
  deleteGoal(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteGoalMutation, DeleteGoalMutationVariables>;
export const RestoreGoalDocument = new TypedDocumentString(`
    mutation RestoreGoal($id: ID!) {
  restoreGoal(id: $id) {
    ...GoalFields
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<RestoreGoalMutation, RestoreGoalMutationVariables>;
export const MenteesDocument = new TypedDocumentString(`
    query Mentees {
  mentees {
    person {
      id
      username
      name
      avatarUrl
    }
    overdueCount
    lastActiveAt
    since
    goals {
      overdueCount
      goal {
        ...GoalFields
      }
    }
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<MenteesQuery, MenteesQueryVariables>;
export const MenteeGoalDocument = new TypedDocumentString(`
    query MenteeGoal($id: ID!) {
  goal(id: $id) {
    ...GoalFields
    ...GoalMeasureFields
    tasks {
      ...TaskFields
    }
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}
fragment GoalMeasureFields on Goal {
  progression {
    unit
    direction
    points {
      date
      value
    }
  }
  results {
    id
    on
    value
    seconds
  }
}
fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<MenteeGoalQuery, MenteeGoalQueryVariables>;
export const SuggestTaskDocument = new TypedDocumentString(`
    mutation SuggestTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $notes: String) {
  suggestTask(
    goalId: $goalId
    parentId: $parentId
    label: $label
    date: $date
    time: $time
    notes: $notes
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SuggestTaskMutation, SuggestTaskMutationVariables>;
export const SuggestReplanDocument = new TypedDocumentString(`
    mutation SuggestReplan($goalId: ID!, $change: ReflowChange!, $label: String!) {
  suggestReplan(goalId: $goalId, change: $change, label: $label) {
    id
  }
}
    `) as unknown as TypedDocumentString<SuggestReplanMutation, SuggestReplanMutationVariables>;
export const EndorseGoalDocument = new TypedDocumentString(`
    mutation EndorseGoal($goalId: ID!, $note: String) {
  endorseGoal(goalId: $goalId, note: $note) {
    note
  }
}
    `) as unknown as TypedDocumentString<EndorseGoalMutation, EndorseGoalMutationVariables>;
export const MentorDigestDocument = new TypedDocumentString(`
    query MentorDigest($id: ID) {
  mentorDigest(id: $id) {
    id
    weekStart
    weekEnd
    mentees {
      person {
        id
        username
        name
        avatarUrl
      }
      done {
        ...DigestItemsFields
      }
      slipped {
        ...DigestItemsFields
      }
      goals {
        goalId
        title
        state
        daysBehind
        expectedFinish
      }
      unreadComments
      latestComment
      openSuggestions {
        ...DigestItemsFields
      }
    }
  }
}
    fragment DigestItemsFields on DigestItems {
  count
  items {
    goalId
    goalTitle
    label
    date
  }
}`) as unknown as TypedDocumentString<MentorDigestQuery, MentorDigestQueryVariables>;
export const EmailOnDigestDocument = new TypedDocumentString(`
    query EmailOnDigest {
  currentUser {
    entities {
      id
      emailOnDigest
    }
  }
}
    `) as unknown as TypedDocumentString<EmailOnDigestQuery, EmailOnDigestQueryVariables>;
export const SetEmailOnDigestDocument = new TypedDocumentString(`
    mutation SetEmailOnDigest($on: Boolean!) {
  setEmailOnDigest(on: $on) {
    id
    emailOnDigest
  }
}
    `) as unknown as TypedDocumentString<SetEmailOnDigestMutation, SetEmailOnDigestMutationVariables>;
export const KeptMessagesDocument = new TypedDocumentString(`
    query KeptMessages($conversationId: ID!) {
  messages(conversationId: $conversationId, first: 100) {
    items {
      ...MessageFields
    }
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}`) as unknown as TypedDocumentString<KeptMessagesQuery, KeptMessagesQueryVariables>;
export const ConversationsDocument = new TypedDocumentString(`
    query Conversations($first: Int, $after: String) {
  conversations(first: $first, after: $after) {
    items {
      id
      with {
        ...PersonFields
      }
      lastMessage {
        ...MessageFields
      }
      lastMessageAt
      unreadCount
      canMessage
    }
    endCursor
    hasNextPage
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}
fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<ConversationsQuery, ConversationsQueryVariables>;
export const ConversationDocument = new TypedDocumentString(`
    query Conversation($username: String!) {
  conversation(username: $username) {
    with {
      ...PersonFields
    }
    conversation {
      id
      unreadCount
      isRequest
    }
    canMessage
  }
}
    fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<ConversationQuery, ConversationQueryVariables>;
export const MessagesDocument = new TypedDocumentString(`
    query Messages($username: String!, $first: Int, $before: String) {
  messages(username: $username, first: $first, before: $before) {
    items {
      ...MessageFields
    }
    startCursor
    hasPreviousPage
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}`) as unknown as TypedDocumentString<MessagesQuery, MessagesQueryVariables>;
export const MarkConversationReadDocument = new TypedDocumentString(`
    mutation MarkConversationRead($username: String!) {
  markConversationRead(username: $username) {
    unreadMessageCount
  }
}
    `) as unknown as TypedDocumentString<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const UnreadMessageCountDocument = new TypedDocumentString(`
    query UnreadMessageCount {
  unreadMessageCount
}
    `) as unknown as TypedDocumentString<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const MessageAddedDocument = new TypedDocumentString(`
    subscription MessageAdded {
  messageAdded {
    conversationId
    message {
      ...MessageFields
    }
    with {
      ...PersonFields
    }
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}
fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<MessageAddedSubscription, MessageAddedSubscriptionVariables>;
export const MessageRequestsDocument = new TypedDocumentString(`
    query MessageRequests {
  messageRequests(first: 20) {
    items {
      id
      with {
        ...PersonFields
      }
      lastMessage {
        ...MessageFields
      }
      lastMessageAt
      unreadCount
    }
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}
fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<MessageRequestsQuery, MessageRequestsQueryVariables>;
export const AcceptMessageRequestDocument = new TypedDocumentString(`
    mutation AcceptMessageRequest($username: String!) {
  acceptMessageRequest(username: $username) {
    id
    isRequest
  }
}
    `) as unknown as TypedDocumentString<AcceptMessageRequestMutation, AcceptMessageRequestMutationVariables>;
export const DeclineMessageRequestDocument = new TypedDocumentString(`
    mutation DeclineMessageRequest($username: String!) {
  declineMessageRequest(username: $username)
}
    `) as unknown as TypedDocumentString<DeclineMessageRequestMutation, DeclineMessageRequestMutationVariables>;
export const ModerationPageDocument = new TypedDocumentString(`
    query ModerationPage {
  moderation {
    registrationMode
    reports {
      id
      targetType
      targetId
      reason
      details
      createdAt
      excerpt
      hidden
      subjectSuspended
      reporter {
        id
        username
        name
      }
      subject {
        id
        username
        name
      }
    }
    pendingAccounts {
      email
      since
      person {
        id
        username
        name
      }
    }
    suspendedAccounts {
      reason
      since
      person {
        id
        username
        name
      }
    }
    log {
      id
      actorName
      action
      targetType
      targetName
      note
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ModerationPageQuery, ModerationPageQueryVariables>;
export const DismissReportDocument = new TypedDocumentString(`
    mutation DismissReport($id: ID!) {
  dismissReport(id: $id)
}
    `) as unknown as TypedDocumentString<DismissReportMutation, DismissReportMutationVariables>;
export const SetContentHiddenDocument = new TypedDocumentString(`
    mutation SetContentHidden($targetType: String!, $targetId: String!, $hidden: Boolean!) {
  setContentHidden(targetType: $targetType, targetId: $targetId, hidden: $hidden) {
    hidden
  }
}
    `) as unknown as TypedDocumentString<SetContentHiddenMutation, SetContentHiddenMutationVariables>;
export const SuspendAccountDocument = new TypedDocumentString(`
    mutation SuspendAccount($userId: ID!, $reason: String!) {
  suspendAccount(userId: $userId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<SuspendAccountMutation, SuspendAccountMutationVariables>;
export const UnsuspendAccountDocument = new TypedDocumentString(`
    mutation UnsuspendAccount($userId: ID!) {
  unsuspendAccount(userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<UnsuspendAccountMutation, UnsuspendAccountMutationVariables>;
export const DeleteAccountAsAdminDocument = new TypedDocumentString(`
    mutation DeleteAccountAsAdmin($userId: ID!, $reason: String!) {
  deleteAccountAsAdmin(userId: $userId, reason: $reason)
}
    `) as unknown as TypedDocumentString<DeleteAccountAsAdminMutation, DeleteAccountAsAdminMutationVariables>;
export const ApproveAccountDocument = new TypedDocumentString(`
    mutation ApproveAccount($userId: ID!) {
  approveAccount(userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApproveAccountMutation, ApproveAccountMutationVariables>;
export const SetRegistrationModeDocument = new TypedDocumentString(`
    mutation SetRegistrationMode($mode: String!) {
  setRegistrationMode(mode: $mode)
}
    `) as unknown as TypedDocumentString<SetRegistrationModeMutation, SetRegistrationModeMutationVariables>;
export const CreateInvitationDocument = new TypedDocumentString(`
    mutation CreateInvitation {
  createInvitation {
    code
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateInvitationMutation, CreateInvitationMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($first: Int, $after: String) {
  notifications(first: $first, after: $after) {
    items {
      id
      kind
      actor {
        id
        username
        name
        avatarUrl
      }
      goalId
      conversationId
      title
      text
      achievementKey
      decision
      reason
      days
      digestId
      taskId
      label
      others
      read
      createdAt
    }
    endCursor
    hasNextPage
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = new TypedDocumentString(`
    query UnreadNotificationCount {
  unreadNotificationCount
}
    `) as unknown as TypedDocumentString<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {
  markNotificationsRead(ids: $ids, all: $all)
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsChangedDocument = new TypedDocumentString(`
    subscription NotificationsChanged {
  notificationsChanged {
    unreadCount
    notification {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsChangedSubscription, NotificationsChangedSubscriptionVariables>;
export const RegeneratePlanDocument = new TypedDocumentString(`
    mutation RegeneratePlan($goalId: ID!) {
  regeneratePlan(goalId: $goalId) {
    ...GoalFields
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<RegeneratePlanMutation, RegeneratePlanMutationVariables>;
export const ReplanGoalDocument = new TypedDocumentString(`
    mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {
  replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {
    moved
    dropped
    deadlineHolds
    proposedDeadline
    goal {
      ...GoalFields
    }
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<ReplanGoalMutation, ReplanGoalMutationVariables>;
export const UpdateTaskDocument = new TypedDocumentString(`
    mutation UpdateTask($id: ID!, $patch: TaskPatch!) {
  updateTask(id: $id, patch: $patch) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const PlansCompanyDocument = new TypedDocumentString(`
    query PlansCompany {
  myCompanyGoals {
    ...CompanyFields
  }
}
    fragment CompanyFields on Goal {
  id
  myRole
  inviteToken
  owner {
    id
    username
    name
    avatarUrl
  }
  offer {
    note
    audience
    memberCap
    memberCount
    open
    openedAt
  }
  members {
    user {
      id
      username
      name
      avatarUrl
    }
    role
    joinedAt
    lastActiveAt
    behind
    nudgedToday
    nudgesMuted
    doneCount
    totalCount
    kudosToday
    paused
    forecast {
      state
      daysBehind
    }
  }
  together {
    doneToday
    dueToday
    jointStreak
  }
  tasks {
    id
    memberProgress {
      userId
      done
      total
    }
  }
}`) as unknown as TypedDocumentString<PlansCompanyQuery, PlansCompanyQueryVariables>;
export const JoinedPlansDocument = new TypedDocumentString(`
    query JoinedPlans {
  joinedGoals {
    ...GoalFields
    ...GoalMeasureFields
    ...CompanyFields
    tasks {
      ...TaskFields
    }
  }
}
    fragment CompanyFields on Goal {
  id
  myRole
  inviteToken
  owner {
    id
    username
    name
    avatarUrl
  }
  offer {
    note
    audience
    memberCap
    memberCount
    open
    openedAt
  }
  members {
    user {
      id
      username
      name
      avatarUrl
    }
    role
    joinedAt
    lastActiveAt
    behind
    nudgedToday
    nudgesMuted
    doneCount
    totalCount
    kudosToday
    paused
    forecast {
      state
      daysBehind
    }
  }
  together {
    doneToday
    dueToday
    jointStreak
  }
  tasks {
    id
    memberProgress {
      userId
      done
      total
    }
  }
}
fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}
fragment GoalMeasureFields on Goal {
  progression {
    unit
    direction
    points {
      date
      value
    }
  }
  results {
    id
    on
    value
    seconds
  }
}
fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<JoinedPlansQuery, JoinedPlansQueryVariables>;
export const OpenOfferDocument = new TypedDocumentString(`
    mutation OpenOffer($goalId: ID!, $input: OfferInput!) {
  openOffer(goalId: $goalId, input: $input) {
    ...CompanyFields
  }
}
    fragment CompanyFields on Goal {
  id
  myRole
  inviteToken
  owner {
    id
    username
    name
    avatarUrl
  }
  offer {
    note
    audience
    memberCap
    memberCount
    open
    openedAt
  }
  members {
    user {
      id
      username
      name
      avatarUrl
    }
    role
    joinedAt
    lastActiveAt
    behind
    nudgedToday
    nudgesMuted
    doneCount
    totalCount
    kudosToday
    paused
    forecast {
      state
      daysBehind
    }
  }
  together {
    doneToday
    dueToday
    jointStreak
  }
  tasks {
    id
    memberProgress {
      userId
      done
      total
    }
  }
}`) as unknown as TypedDocumentString<OpenOfferMutation, OpenOfferMutationVariables>;
export const CloseOfferDocument = new TypedDocumentString(`
    mutation CloseOffer($goalId: ID!) {
  closeOffer(goalId: $goalId) {
    ...CompanyFields
  }
}
    fragment CompanyFields on Goal {
  id
  myRole
  inviteToken
  owner {
    id
    username
    name
    avatarUrl
  }
  offer {
    note
    audience
    memberCap
    memberCount
    open
    openedAt
  }
  members {
    user {
      id
      username
      name
      avatarUrl
    }
    role
    joinedAt
    lastActiveAt
    behind
    nudgedToday
    nudgesMuted
    doneCount
    totalCount
    kudosToday
    paused
    forecast {
      state
      daysBehind
    }
  }
  together {
    doneToday
    dueToday
    jointStreak
  }
  tasks {
    id
    memberProgress {
      userId
      done
      total
    }
  }
}`) as unknown as TypedDocumentString<CloseOfferMutation, CloseOfferMutationVariables>;
export const RemoveMemberDocument = new TypedDocumentString(`
    mutation RemoveMember($goalId: ID!, $userId: ID!) {
  removeMember(goalId: $goalId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const LeavePlanDocument = new TypedDocumentString(`
    mutation LeavePlan($goalId: ID!) {
  leavePlan(goalId: $goalId) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeavePlanMutation, LeavePlanMutationVariables>;
export const GiveKudosDocument = new TypedDocumentString(`
    mutation GiveKudos($goalId: ID!, $userId: ID!) {
  giveKudos(goalId: $goalId, userId: $userId) {
    user {
      id
    }
    kudosToday
  }
}
    `) as unknown as TypedDocumentString<GiveKudosMutation, GiveKudosMutationVariables>;
export const PlanInviteDocument = new TypedDocumentString(`
    query PlanInvite($token: String!) {
  planInvite(token: $token) {
    goalId
    title
    category
    deadline
    note
    memberCap
    memberCount
    owner {
      id
      username
      name
      avatarUrl
    }
    members {
      id
      username
      name
      avatarUrl
    }
    milestones {
      id
      label
      date
      stepCount
    }
    state
  }
}
    `) as unknown as TypedDocumentString<PlanInviteQuery, PlanInviteQueryVariables>;
export const JoinPlanByInviteDocument = new TypedDocumentString(`
    mutation JoinPlanByInvite($token: String!) {
  joinPlanByInvite(token: $token) {
    id
    myRole
  }
}
    `) as unknown as TypedDocumentString<JoinPlanByInviteMutation, JoinPlanByInviteMutationVariables>;
export const SharePlanInviteDocument = new TypedDocumentString(`
    mutation SharePlanInvite($goalId: ID!) {
  sharePlanInvite(goalId: $goalId) {
    id
    inviteToken
  }
}
    `) as unknown as TypedDocumentString<SharePlanInviteMutation, SharePlanInviteMutationVariables>;
export const RevokePlanInviteDocument = new TypedDocumentString(`
    mutation RevokePlanInvite($goalId: ID!) {
  revokePlanInvite(goalId: $goalId) {
    id
    inviteToken
  }
}
    `) as unknown as TypedDocumentString<RevokePlanInviteMutation, RevokePlanInviteMutationVariables>;
export const SetNudgesMutedDocument = new TypedDocumentString(`
    mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {
  setNudgesMuted(goalId: $goalId, muted: $muted) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetNudgesMutedMutation, SetNudgesMutedMutationVariables>;
export const ReplanPlanDocument = new TypedDocumentString(`
    query ReplanPlan($id: ID!) {
  goal(id: $id) {
    id
    deadline
    rhythm {
      weekdays
      timeOfDay
    }
    tasks {
      id
      parentId
      label
      date
      time
      completed
      byHand
    }
  }
}
    `) as unknown as TypedDocumentString<ReplanPlanQuery, ReplanPlanQueryVariables>;
export const UndoReflowDocument = new TypedDocumentString(`
    mutation UndoReflow($replanId: ID!) {
  undoReflow(replanId: $replanId) {
    id
    deadline
  }
}
    `) as unknown as TypedDocumentString<UndoReflowMutation, UndoReflowMutationVariables>;
export const UserProfileDocument = new TypedDocumentString(`
    query UserProfile($username: String!) {
  userProfile(username: $username) {
    id
    username
    name
    firstName
    lastName
    avatarUrl
    isMentor
    ...SocialFields
    bio {
      text
    }
    socialLinks {
      network
      url
    }
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<UserProfileQuery, UserProfileQueryVariables>;
export const UserGoalsDocument = new TypedDocumentString(`
    query UserGoals($username: String!, $first: Int) {
  userGoals(username: $username, first: $first) {
    items {
      ...GoalFields
    }
    hasNextPage
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<UserGoalsQuery, UserGoalsQueryVariables>;
export const FollowersDocument = new TypedDocumentString(`
    query Followers($username: String!, $first: Int, $after: String) {
  followers(username: $username, first: $first, after: $after) {
    items {
      ...PersonFields
    }
    endCursor
    hasNextPage
  }
}
    fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<FollowersQuery, FollowersQueryVariables>;
export const FollowingDocument = new TypedDocumentString(`
    query Following($username: String!, $first: Int, $after: String) {
  following(username: $username, first: $first, after: $after) {
    items {
      ...PersonFields
    }
    endCursor
    hasNextPage
  }
}
    fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<FollowingQuery, FollowingQueryVariables>;
export const UpdateSocialLinksDocument = new TypedDocumentString(`
    mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {
  updateSocialLinks(links: $links) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateSocialLinksMutation, UpdateSocialLinksMutationVariables>;
export const ProfileOffersDocument = new TypedDocumentString(`
    query ProfileOffers($username: String!) {
  userProfile(username: $username) {
    id
    name
    username
    offers {
      goal {
        id
        title
        category
      }
      note
      audience
      memberCap
      memberCount
      joinState
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileOffersQuery, ProfileOffersQueryVariables>;
export const JoinOfferedPlanDocument = new TypedDocumentString(`
    mutation JoinOfferedPlan($goalId: ID!) {
  joinPlan(goalId: $goalId) {
    id
  }
}
    `) as unknown as TypedDocumentString<JoinOfferedPlanMutation, JoinOfferedPlanMutationVariables>;
export const LeaveOfferedPlanDocument = new TypedDocumentString(`
    mutation LeaveOfferedPlan($goalId: ID!) {
  leavePlan(goalId: $goalId) {
    id
  }
}
    `) as unknown as TypedDocumentString<LeaveOfferedPlanMutation, LeaveOfferedPlanMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    people {
      ...PersonFields
    }
    goals {
      goal {
        id
        title
        category
        progress
      }
      owner {
        id
        username
        name
        avatarUrl
      }
    }
  }
}
    fragment PersonFields on Person {
  id
  username
  name
  avatarUrl
  followedByMe
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation UpdateSettings($lang: String, $timezone: String, $username: String) {
  updateSettings(lang: $lang, timezone: $timezone, username: $username) {
    id
    lang
    timezone
    username
  }
}
    `) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const NotificationSettingsDocument = new TypedDocumentString(`
    query NotificationSettings {
  currentUser {
    entities {
      id
      emailOnMessage
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = new TypedDocumentString(`
    mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {
  updateNotificationSettings(emailOnMessage: $emailOnMessage) {
    id
    emailOnMessage
  }
}
    `) as unknown as TypedDocumentString<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const UsernameAvailableDocument = new TypedDocumentString(`
    query UsernameAvailable($username: String!) {
  usernameAvailable(username: $username) {
    available
    reason
  }
}
    `) as unknown as TypedDocumentString<UsernameAvailableQuery, UsernameAvailableQueryVariables>;
export const UpdatePreferencesDocument = new TypedDocumentString(`
    mutation UpdatePreferences($defaultVisibility: String, $notifications: [NotificationPrefInput!]) {
  updatePreferences(
    defaultVisibility: $defaultVisibility
    notifications: $notifications
  ) {
    id
    defaultVisibility
    notificationPrefs {
      kind
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const SettingsSocialLinksDocument = new TypedDocumentString(`
    mutation SettingsSocialLinks($links: [SocialLinkInput!]!) {
  updateSocialLinks(links: $links) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsSocialLinksMutation, SettingsSocialLinksMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($newEmail: String!, $password: String) {
  requestEmailChange(newEmail: $newEmail, password: $password)
}
    `) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($token: String!) {
  confirmEmailChange(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const MyDataExportsDocument = new TypedDocumentString(`
    query MyDataExports {
  myDataExports {
    id
    status
    createdAt
    readyAt
    expiresAt
    downloadPath
  }
}
    `) as unknown as TypedDocumentString<MyDataExportsQuery, MyDataExportsQueryVariables>;
export const RequestDataExportDocument = new TypedDocumentString(`
    mutation RequestDataExport {
  requestDataExport {
    id
    status
    createdAt
    readyAt
    expiresAt
    downloadPath
  }
}
    `) as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String, $username: String) {
  deleteAccount(password: $password, username: $username)
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const BecomeMentorDocument = new TypedDocumentString(`
    mutation BecomeMentor($input: MentorProfileInput!) {
  becomeMentor(input: $input) {
    active
  }
}
    `) as unknown as TypedDocumentString<BecomeMentorMutation, BecomeMentorMutationVariables>;
export const UpdateMentorProfileDocument = new TypedDocumentString(`
    mutation UpdateMentorProfile($input: MentorProfileInput!) {
  updateMentorProfile(input: $input) {
    active
  }
}
    `) as unknown as TypedDocumentString<UpdateMentorProfileMutation, UpdateMentorProfileMutationVariables>;
export const StopMentoringDocument = new TypedDocumentString(`
    mutation StopMentoring {
  stopMentoring {
    active
  }
}
    `) as unknown as TypedDocumentString<StopMentoringMutation, StopMentoringMutationVariables>;
export const MyMentorPlaybookDocument = new TypedDocumentString(`
    query MyMentorPlaybook {
  myMentorPlaybook {
    ...PlaybookFields
  }
}
    fragment PlaybookFields on Playbook {
  category
  mode
  variants {
    id
    matchUnits
    matchWords
    defaultWeeks
    sessionsPerWeek
    time
    phases {
      id
      weight
      maxWeeks
      milestone {
        en
        ru
      }
      milestoneWithTarget {
        en
        ru
      }
      steps {
        labels {
          en
          ru
        }
        cadence
        times
        minutes
        key
        when
        units
        workday
      }
    }
  }
}`) as unknown as TypedDocumentString<MyMentorPlaybookQuery, MyMentorPlaybookQueryVariables>;
export const DefaultPlaybookDocument = new TypedDocumentString(`
    query DefaultPlaybook($category: Category!) {
  defaultPlaybook(category: $category) {
    ...PlaybookFields
  }
}
    fragment PlaybookFields on Playbook {
  category
  mode
  variants {
    id
    matchUnits
    matchWords
    defaultWeeks
    sessionsPerWeek
    time
    phases {
      id
      weight
      maxWeeks
      milestone {
        en
        ru
      }
      milestoneWithTarget {
        en
        ru
      }
      steps {
        labels {
          en
          ru
        }
        cadence
        times
        minutes
        key
        when
        units
        workday
      }
    }
  }
}`) as unknown as TypedDocumentString<DefaultPlaybookQuery, DefaultPlaybookQueryVariables>;
export const SaveMentorPlaybookDocument = new TypedDocumentString(`
    mutation SaveMentorPlaybook($input: PlaybookInput) {
  saveMentorPlaybook(input: $input) {
    ...PlaybookFields
  }
}
    fragment PlaybookFields on Playbook {
  category
  mode
  variants {
    id
    matchUnits
    matchWords
    defaultWeeks
    sessionsPerWeek
    time
    phases {
      id
      weight
      maxWeeks
      milestone {
        en
        ru
      }
      milestoneWithTarget {
        en
        ru
      }
      steps {
        labels {
          en
          ru
        }
        cadence
        times
        minutes
        key
        when
        units
        workday
      }
    }
  }
}`) as unknown as TypedDocumentString<SaveMentorPlaybookMutation, SaveMentorPlaybookMutationVariables>;
export const SelectMentorDocument = new TypedDocumentString(`
    mutation SelectMentor($mentorId: ID) {
  selectMentor(mentorId: $mentorId) {
    id
    mentorId
  }
}
    `) as unknown as TypedDocumentString<SelectMentorMutation, SelectMentorMutationVariables>;
export const FinishSetupDocument = new TypedDocumentString(`
    mutation FinishSetup($interests: [String!]!, $goalText: String!, $visibility: Visibility, $deadline: Date, $answers: [PlanAnswerInput!], $target: TargetInput) {
  finishSetup(
    interests: $interests
    goalText: $goalText
    visibility: $visibility
    deadline: $deadline
    answers: $answers
    target: $target
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<FinishSetupMutation, FinishSetupMutationVariables>;
export const MentorsDocument = new TypedDocumentString(`
    query Mentors {
  mentors {
    id
    username
    name
    avatarUrl
    headline
    bio
    categories
    languages
    menteeCount
  }
}
    `) as unknown as TypedDocumentString<MentorsQuery, MentorsQueryVariables>;
export const AchievementsDocument = new TypedDocumentString(`
    query Achievements($username: String!) {
  achievements(username: $username) {
    earned {
      key
      earnedAt
      goal {
        id
        title
      }
    }
    next {
      key
      progress
      target
    }
    streak {
      ...StreakFields
    }
  }
}
    fragment StreakFields on Streak {
  current
  best
  todayDone
  frozenDays
}`) as unknown as TypedDocumentString<AchievementsQuery, AchievementsQueryVariables>;
export const UpdateBioDocument = new TypedDocumentString(`
    mutation UpdateBio($text: String!) {
  updateBio(text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateBioMutation, UpdateBioMutationVariables>;
export const PlanActivityDocument = new TypedDocumentString(`
    subscription PlanActivity {
  planActivity {
    goalId
    userId
    kind
    taskId
  }
}
    `) as unknown as TypedDocumentString<PlanActivitySubscription, PlanActivitySubscriptionVariables>;
export const MyPlansDocument = new TypedDocumentString(`
    query MyPlans($first: Int, $status: GoalStatus) {
  myGoals(first: $first, status: $status) {
    items {
      ...GoalFields
      tasks {
        ...TaskFields
      }
      ...GoalMeasureFields
    }
    hasNextPage
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}
fragment GoalMeasureFields on Goal {
  progression {
    unit
    direction
    points {
      date
      value
    }
  }
  results {
    id
    on
    value
    seconds
  }
}
fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<MyPlansQuery, MyPlansQueryVariables>;
export const AgendaDocument = new TypedDocumentString(`
    query Agenda($days: Int) {
  agenda(days: $days) {
    today
    overdue {
      ...TaskFields
    }
    dueToday {
      ...TaskFields
    }
    upcoming {
      ...TaskFields
    }
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<AgendaQuery, AgendaQueryVariables>;
export const PreviewGoalDocument = new TypedDocumentString(`
    query PreviewGoal($text: String!, $category: Category, $deadline: Date, $answers: [PlanAnswerInput!], $target: TargetInput) {
  previewGoal(
    text: $text
    category: $category
    deadline: $deadline
    answers: $answers
    target: $target
  ) {
    title
    category
    deadline
    deadlineFromText
    deadlineSource
    language
    kind
    domain
    subject
    generic
    target {
      value
      unit
    }
    schedule {
      sessionsPerWeek
      hoursPerWeek
      weekdays
    }
    warnings {
      code
      message
      alternative {
        deadline
        target {
          value
          unit
        }
      }
    }
    questions {
      id
      text
      options {
        label
        value
      }
    }
    understood {
      kind {
        value
        confidence
      }
      target {
        value {
          value
          unit
        }
        limitMinutes
        confidence
      }
      deadline {
        value
        source
        confidence
      }
      level {
        value
        current {
          value
          unit
        }
        confidence
      }
      timePerWeek {
        hours
        sessionsPerWeek
        confidence
      }
    }
    corrections {
      id
      text
      options {
        label
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PreviewGoalQuery, PreviewGoalQueryVariables>;
export const MyMentorDocument = new TypedDocumentString(`
    query MyMentor {
  myMentor {
    ...MentorFields
  }
}
    fragment MentorFields on Mentor {
  id
  username
  name
  avatarUrl
  headline
  bio
  categories
  languages
  accepting
  guide
  menteeCount
}`) as unknown as TypedDocumentString<MyMentorQuery, MyMentorQueryVariables>;
export const MentorsListDocument = new TypedDocumentString(`
    query MentorsList {
  mentors {
    ...MentorFields
  }
}
    fragment MentorFields on Mentor {
  id
  username
  name
  avatarUrl
  headline
  bio
  categories
  languages
  accepting
  guide
  menteeCount
}`) as unknown as TypedDocumentString<MentorsListQuery, MentorsListQueryVariables>;
export const MyMentorInviteDocument = new TypedDocumentString(`
    query MyMentorInvite {
  myMentorInvite {
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MyMentorInviteQuery, MyMentorInviteQueryVariables>;
export const CreateMentorInviteDocument = new TypedDocumentString(`
    mutation CreateMentorInvite {
  createMentorInvite {
    token
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateMentorInviteMutation, CreateMentorInviteMutationVariables>;
export const RevokeMentorInviteDocument = new TypedDocumentString(`
    mutation RevokeMentorInvite {
  revokeMentorInvite
}
    `) as unknown as TypedDocumentString<RevokeMentorInviteMutation, RevokeMentorInviteMutationVariables>;
export const MentorInviteDocument = new TypedDocumentString(`
    query MentorInvite($token: String!) {
  mentorInvite(token: $token) {
    own
    alreadyMentor
    mentee {
      id
      username
      name
      avatarUrl
    }
  }
}
    `) as unknown as TypedDocumentString<MentorInviteQuery, MentorInviteQueryVariables>;
export const AcceptMentorInviteDocument = new TypedDocumentString(`
    mutation AcceptMentorInvite($token: String!) {
  acceptMentorInvite(token: $token) {
    id
    username
    name
  }
}
    `) as unknown as TypedDocumentString<AcceptMentorInviteMutation, AcceptMentorInviteMutationVariables>;
export const SetMentorDocument = new TypedDocumentString(`
    mutation SetMentor($mentorId: ID) {
  setMentor(mentorId: $mentorId) {
    id
    mentorId
  }
}
    `) as unknown as TypedDocumentString<SetMentorMutation, SetMentorMutationVariables>;
export const MyMentorProfileDocument = new TypedDocumentString(`
    query MyMentorProfile {
  myMentorProfile {
    active
    headline
    bio
    categories
    languages
    accepting
    menteeCount
  }
}
    `) as unknown as TypedDocumentString<MyMentorProfileQuery, MyMentorProfileQueryVariables>;
export const TaskCommentsDocument = new TypedDocumentString(`
    query TaskComments($taskId: ID!) {
  taskComments(taskId: $taskId) {
    id
    body
    mine
    createdAt
    author {
      id
      username
      name
      avatarUrl
    }
  }
}
    `) as unknown as TypedDocumentString<TaskCommentsQuery, TaskCommentsQueryVariables>;
export const CommentTaskDocument = new TypedDocumentString(`
    mutation CommentTask($taskId: ID!, $body: String!) {
  commentTask(taskId: $taskId, body: $body) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommentTaskMutation, CommentTaskMutationVariables>;
export const AcceptSuggestionDocument = new TypedDocumentString(`
    mutation AcceptSuggestion($id: ID!) {
  acceptSuggestion(id: $id) {
    suggestion {
      id
      status
    }
    task {
      id
    }
    replanId
  }
}
    `) as unknown as TypedDocumentString<AcceptSuggestionMutation, AcceptSuggestionMutationVariables>;
export const DeclineSuggestionDocument = new TypedDocumentString(`
    mutation DeclineSuggestion($id: ID!) {
  declineSuggestion(id: $id) {
    suggestion {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DeclineSuggestionMutation, DeclineSuggestionMutationVariables>;
export const IsAdministratorDocument = new TypedDocumentString(`
    query IsAdministrator {
  isAdministrator
}
    `) as unknown as TypedDocumentString<IsAdministratorQuery, IsAdministratorQueryVariables>;
export const NewsDocument = new TypedDocumentString(`
    query News($first: Int, $after: String) {
  news(first: $first, after: $after) {
    items {
      ...NewsItemFields
    }
    endCursor
    hasNextPage
  }
}
    fragment NewsItemFields on NewsItem {
  id
  kind
  actor {
    id
    username
    name
    avatarUrl
  }
  subject {
    id
    username
    name
  }
  goalId
  goalTitle
  milestoneLabel
  achievementKey
  createdAt
}`) as unknown as TypedDocumentString<NewsQuery, NewsQueryVariables>;
export const UserNewsDocument = new TypedDocumentString(`
    query UserNews($username: String!, $first: Int, $after: String) {
  userNews(username: $username, first: $first, after: $after) {
    items {
      ...NewsItemFields
    }
    endCursor
    hasNextPage
  }
}
    fragment NewsItemFields on NewsItem {
  id
  kind
  actor {
    id
    username
    name
    avatarUrl
  }
  subject {
    id
    username
    name
  }
  goalId
  goalTitle
  milestoneLabel
  achievementKey
  createdAt
}`) as unknown as TypedDocumentString<UserNewsQuery, UserNewsQueryVariables>;
export const NewsAddedDocument = new TypedDocumentString(`
    subscription NewsAdded {
  newsAdded {
    ...NewsItemFields
  }
}
    fragment NewsItemFields on NewsItem {
  id
  kind
  actor {
    id
    username
    name
    avatarUrl
  }
  subject {
    id
    username
    name
  }
  goalId
  goalTitle
  milestoneLabel
  achievementKey
  createdAt
}`) as unknown as TypedDocumentString<NewsAddedSubscription, NewsAddedSubscriptionVariables>;
export const OfflineTaskStateDocument = new TypedDocumentString(`
    query OfflineTaskState($goalId: ID!) {
  goal(id: $goalId) {
    id
    tasks {
      id
      version
      completed
      label
      notes
      date
      time
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineTaskStateQuery, OfflineTaskStateQueryVariables>;
export const OfflineSetTaskCompletedDocument = new TypedDocumentString(`
    mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {
  setTaskCompleted(id: $id, completed: $completed) {
    ...TaskFields
    tick {
      streak {
        current
        todayDone
      }
      earned
      milestoneDone
      goalDone
    }
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<OfflineSetTaskCompletedMutation, OfflineSetTaskCompletedMutationVariables>;
export const OfflineGoalStateDocument = new TypedDocumentString(`
    query OfflineGoalState($id: ID!) {
  goal(id: $id) {
    id
    status
    version
  }
}
    `) as unknown as TypedDocumentString<OfflineGoalStateQuery, OfflineGoalStateQueryVariables>;
export const OfflineSetGoalStatusDocument = new TypedDocumentString(`
    mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!, $openSteps: OpenStepsChoice) {
  setGoalStatus(id: $id, status: $status, openSteps: $openSteps) {
    ...GoalFields
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}`) as unknown as TypedDocumentString<OfflineSetGoalStatusMutation, OfflineSetGoalStatusMutationVariables>;
export const OfflineAddTaskDocument = new TypedDocumentString(`
    mutation OfflineAddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $changeId: ID) {
  addTask(
    goalId: $goalId
    parentId: $parentId
    label: $label
    date: $date
    time: $time
    changeId: $changeId
  ) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<OfflineAddTaskMutation, OfflineAddTaskMutationVariables>;
export const OfflineDeleteTaskDocument = new TypedDocumentString(`
    mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {
  deleteTask(id: $id, expectedVersion: $expectedVersion) {
    id
  }
}
    `) as unknown as TypedDocumentString<OfflineDeleteTaskMutation, OfflineDeleteTaskMutationVariables>;
export const OfflineMoveTaskDocument = new TypedDocumentString(`
    mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {
  moveTask(id: $id, parentId: $parentId, position: $position) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<OfflineMoveTaskMutation, OfflineMoveTaskMutationVariables>;
export const OfflineCreateGoalDocument = new TypedDocumentString(`
    mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {
  createGoal(input: $input, changeId: $changeId) {
    ...GoalFields
    tasks {
      ...TaskFields
    }
  }
}
    fragment GoalFields on Goal {
  id
  title
  description
  category
  deadline
  status
  visibility
  progress
  doneCount
  totalCount
  createdAt
  pause {
    since
    until
    reason
    mine
  }
  forecast {
    state
    daysBehind
    plannedFinish
    expectedFinish
    earliestFinish
    latestFinish
  }
  pace
  endorsement {
    note
    createdAt
    mentor {
      id
      username
      name
      avatarUrl
    }
  }
  suggestions {
    id
    parentId
    label
    date
    time
    notes
    replan {
      kind
      weekdays
      timeOfDay
      days
    }
  }
}
fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<OfflineCreateGoalMutation, OfflineCreateGoalMutationVariables>;
export const OfflineUpdateTaskDocument = new TypedDocumentString(`
    mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {
  updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  taskId
  goalId
  goalTitle
  parentId
  position
  label
  notes
  date
  time
  completed
  commentCount
  version
}`) as unknown as TypedDocumentString<OfflineUpdateTaskMutation, OfflineUpdateTaskMutationVariables>;
export const SendQueuedMessageDocument = new TypedDocumentString(`
    mutation SendQueuedMessage($to: String!, $text: String!, $changeId: ID) {
  sendMessage(to: $to, text: $text, changeId: $changeId) {
    id
    conversationId
    mine
    text
    createdAt
    read
  }
}
    `) as unknown as TypedDocumentString<SendQueuedMessageMutation, SendQueuedMessageMutationVariables>;
export const OfflineNudgeMemberDocument = new TypedDocumentString(`
    mutation OfflineNudgeMember($goalId: ID!, $userId: ID!, $changeId: ID) {
  nudgeMember(goalId: $goalId, userId: $userId, changeId: $changeId) {
    user {
      id
    }
    nudgedToday
  }
}
    `) as unknown as TypedDocumentString<OfflineNudgeMemberMutation, OfflineNudgeMemberMutationVariables>;
export const OfflinePauseGoalDocument = new TypedDocumentString(`
    mutation OfflinePauseGoal($goalId: ID!, $until: Date, $reason: String) {
  pauseGoal(goalId: $goalId, until: $until, reason: $reason) {
    id
    status
    deadline
  }
}
    `) as unknown as TypedDocumentString<OfflinePauseGoalMutation, OfflinePauseGoalMutationVariables>;
export const OfflineResumeGoalDocument = new TypedDocumentString(`
    mutation OfflineResumeGoal($goalId: ID!, $keepDeadline: Boolean, $replan: Boolean) {
  resumeGoal(goalId: $goalId, keepDeadline: $keepDeadline, replan: $replan) {
    days
    moved
    replanned
    goal {
      id
      status
      deadline
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineResumeGoalMutation, OfflineResumeGoalMutationVariables>;
export const OfflineApplyReflowDocument = new TypedDocumentString(`
    mutation OfflineApplyReflow($goalId: ID!, $change: ReflowChange!, $changeId: ID) {
  applyReflow(goalId: $goalId, change: $change, changeId: $changeId) {
    replanId
    kind
    moved
    dropped
    replayed
  }
}
    `) as unknown as TypedDocumentString<OfflineApplyReflowMutation, OfflineApplyReflowMutationVariables>;
export const RecordResultDocument = new TypedDocumentString(`
    mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {
  recordResult(
    goalId: $goalId
    value: $value
    on: $on
    seconds: $seconds
    note: $note
    changeId: $changeId
  ) {
    id
    on
    value
    seconds
  }
}
    `) as unknown as TypedDocumentString<RecordResultMutation, RecordResultMutationVariables>;
export const FollowDocument = new TypedDocumentString(`
    mutation Follow($userId: ID!) {
  follow(userId: $userId) {
    ...SocialFields
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = new TypedDocumentString(`
    mutation Unfollow($userId: ID!) {
  unfollow(userId: $userId) {
    ...SocialFields
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<UnfollowMutation, UnfollowMutationVariables>;
export const RemoveFollowerDocument = new TypedDocumentString(`
    mutation RemoveFollower($userId: ID!) {
  removeFollower(userId: $userId) {
    ...SocialFields
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<RemoveFollowerMutation, RemoveFollowerMutationVariables>;
export const BlockDocument = new TypedDocumentString(`
    mutation Block($userId: ID!) {
  block(userId: $userId) {
    ...SocialFields
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<BlockMutation, BlockMutationVariables>;
export const UnblockDocument = new TypedDocumentString(`
    mutation Unblock($userId: ID!) {
  unblock(userId: $userId) {
    ...SocialFields
  }
}
    fragment SocialFields on PublicProfile {
  id
  username
  followerCount
  followingCount
  followedByMe
  followsMe
  blockedByMe
}`) as unknown as TypedDocumentString<UnblockMutation, UnblockMutationVariables>;
export const FillBaseBioDocument = new TypedDocumentString(`
    mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
  fillBaseBio(
    firstName: $firstName
    lastName: $lastName
    birthday: $birthday
    avatar: $avatar
  ) {
    id
    firstName
    lastName
    birthday
    avatarUrl
  }
}
    `) as unknown as TypedDocumentString<FillBaseBioMutation, FillBaseBioMutationVariables>;
export const WebPushKeyDocument = new TypedDocumentString(`
    query WebPushKey {
  webPushKey
}
    `) as unknown as TypedDocumentString<WebPushKeyQuery, WebPushKeyQueryVariables>;
export const SubscribePushDocument = new TypedDocumentString(`
    mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {
  subscribePush(
    endpoint: $endpoint
    p256dh: $p256dh
    auth: $auth
    device: $device
  )
}
    `) as unknown as TypedDocumentString<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = new TypedDocumentString(`
    mutation UnsubscribePush($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint)
}
    `) as unknown as TypedDocumentString<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const CalendarFeedDocument = new TypedDocumentString(`
    query CalendarFeed {
  calendarFeed {
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const OpenCalendarFeedDocument = new TypedDocumentString(`
    mutation OpenCalendarFeed {
  openCalendarFeed {
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<OpenCalendarFeedMutation, OpenCalendarFeedMutationVariables>;
export const RegenerateCalendarFeedDocument = new TypedDocumentString(`
    mutation RegenerateCalendarFeed {
  regenerateCalendarFeed {
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RegenerateCalendarFeedMutation, RegenerateCalendarFeedMutationVariables>;
export const CloseCalendarFeedDocument = new TypedDocumentString(`
    mutation CloseCalendarFeed {
  closeCalendarFeed
}
    `) as unknown as TypedDocumentString<CloseCalendarFeedMutation, CloseCalendarFeedMutationVariables>;
export const ReportDocument = new TypedDocumentString(`
    mutation Report($targetType: String!, $targetId: String!, $reason: String!, $details: String) {
  report(
    targetType: $targetType
    targetId: $targetId
    reason: $reason
    details: $details
  )
}
    `) as unknown as TypedDocumentString<ReportMutation, ReportMutationVariables>;
export const DeleteResultDocument = new TypedDocumentString(`
    mutation DeleteResult($id: ID!) {
  deleteResult(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteResultMutation, DeleteResultMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser($withProfileDetails: Boolean) {
  currentUser(withProfileDetails: $withProfileDetails) {
    entities {
      id
      name
      username
      lang
      email
      firstName
      lastName
      avatarUrl
      timezone
      birthday
      status
      mentorId
      bio {
        text
      }
      socialLinks {
        network
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const AccountSettingsDocument = new TypedDocumentString(`
    query AccountSettings {
  currentUser {
    entities {
      id
      username
      email
      timezone
      defaultVisibility
      hasPassword
      emailOnMessage
      notificationPrefs {
        kind
        enabled
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountSettingsQuery, AccountSettingsQueryVariables>;