/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** active, completed or abandoned (the check constraint on goals.status). */
export type GoalStatus =
  | 'abandoned'
  | 'active'
  | 'completed';

/** A one-tap answer to a preview question. */
export type PlanAnswerInput = {
  id: string;
  value: string;
};

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
  notes?: string | null | undefined;
  time?: string | null | undefined;
};

/** Who sees a goal: everyone, followers, or only its owner (and their mentor). */
export type Visibility =
  | 'followers'
  | 'private'
  | 'public';

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, username: string, status: string } } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, status: string } } };

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

export type MyGoalsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: GoalStatus | null | undefined;
}>;


export type MyGoalsQuery = { myGoals: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string }> } };

export type PreviewGoalQueryVariables = Exact<{
  text: string;
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  answers?: Array<PlanAnswerInput> | PlanAnswerInput | null | undefined;
  target?: TargetInput | null | undefined;
}>;


export type PreviewGoalQuery = { previewGoal: { title: string, category: string, deadline: string, deadlineFromText: boolean, deadlineSource: string, language: string, kind: string | null, domain: string | null, subject: string | null, generic: boolean, target: { value: number, unit: string } | null, schedule: { sessionsPerWeek: number | null, hoursPerWeek: number | null, weekdays: Array<number> | null } | null, warnings: Array<{ code: string, message: string, alternative: { deadline: string | null, target: { value: number, unit: string } | null } | null }>, questions: Array<{ id: string, text: string, options: Array<{ label: string, value: string }> }> } };

export type DeadlineEditCheckQueryVariables = Exact<{
  goalId: string;
  deadline: string;
}>;


export type DeadlineEditCheckQuery = { deadlineEditCheck: { deadline: string, earlier: boolean, stepsAfterDeadline: number, warnings: Array<{ code: string, message: string, alternative: { deadline: string | null } | null }> } };

export type ReplanAfterEditMutationVariables = Exact<{
  goalId: string;
}>;


export type ReplanAfterEditMutation = { replanGoal: { moved: number, dropped: number, deadlineHolds: boolean, proposedDeadline: string | null, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } } };

export type CreateGoalMutationVariables = Exact<{
  input: GoalInput;
}>;


export type CreateGoalMutation = { createGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type UpdateGoalMutationVariables = Exact<{
  id: string;
  patch: GoalPatch;
}>;


export type UpdateGoalMutation = { updateGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type SetGoalStatusMutationVariables = Exact<{
  id: string;
  status: GoalStatus;
}>;


export type SetGoalStatusMutation = { setGoalStatus: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type DeleteGoalMutationVariables = Exact<{
  id: string;
}>;


export type DeleteGoalMutation = { deleteGoal: string };

export type RestoreGoalMutationVariables = Exact<{
  id: string;
}>;


export type RestoreGoalMutation = { restoreGoal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type RegenerateAfterEditMutationVariables = Exact<{
  goalId: string;
}>;


export type RegenerateAfterEditMutation = { regeneratePlan: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type MessageFieldsFragment = { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean };

export type ConversationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConversationsQuery = { conversations: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, lastMessageAt: string, unreadCount: number, canMessage: boolean, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }, lastMessage: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean } | null }> } };

export type ConversationQueryVariables = Exact<{
  username: string;
}>;


export type ConversationQuery = { conversation: { canMessage: boolean, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null }, conversation: { id: string, unreadCount: number } | null } | null };

export type MessagesQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type MessagesQuery = { messages: { startCursor: string | null, hasPreviousPage: boolean, items: Array<{ id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean }> } };

export type SendMessageMutationVariables = Exact<{
  to: string;
  text: string;
}>;


export type SendMessageMutation = { sendMessage: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean } };

export type MarkConversationReadMutationVariables = Exact<{
  username: string;
}>;


export type MarkConversationReadMutation = { markConversationRead: { unreadMessageCount: number } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { unreadMessageCount: number };

export type MessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageAddedSubscription = { messageAdded: { conversationId: string, message: { id: string, conversationId: string, mine: boolean, text: string, createdAt: string, read: boolean }, with: { id: string, username: string, name: string, avatarUrl: string | null, followedByMe: boolean | null } } };

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NotificationsQuery = { notifications: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, conversationId: string | null, title: string | null, text: string | null, read: boolean, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null } | null }> } };

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


export type RegeneratePlanMutation = { regeneratePlan: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type ReplanGoalMutationVariables = Exact<{
  goalId: string;
  acceptDeadline?: string | null | undefined;
}>;


export type ReplanGoalMutation = { replanGoal: { moved: number, dropped: number, deadlineHolds: boolean, proposedDeadline: string | null, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } } };

export type AddTaskMutationVariables = Exact<{
  goalId: string;
  parentId?: string | null | undefined;
  label: string;
  date?: string | null | undefined;
  time?: string | null | undefined;
}>;


export type AddTaskMutation = { addTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean } };

export type UpdateTaskMutationVariables = Exact<{
  id: string;
  patch: TaskPatch;
}>;


export type UpdateTaskMutation = { updateTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean } };

export type DeleteTaskMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTaskMutation = { deleteTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean } };

export type MoveTaskMutationVariables = Exact<{
  id: string;
  parentId?: string | null | undefined;
  position: number;
}>;


export type MoveTaskMutation = { moveTask: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean } };

export type SetTaskCompletedMutationVariables = Exact<{
  id: string;
  completed: boolean;
}>;


export type SetTaskCompletedMutation = { setTaskCompleted: { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean } };

export type UserProfileQueryVariables = Exact<{
  username: string;
}>;


export type UserProfileQuery = { userProfile: { id: string, username: string, name: string, firstName: string, lastName: string, avatarUrl: string | null, isMentor: boolean, followerCount: number, followingCount: number, followedByMe: boolean, followsMe: boolean, blockedByMe: boolean, bio: { text: string }, socialLinks: Array<{ network: string, url: string }> } | null };

export type UserGoalsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
}>;


export type UserGoalsQuery = { userGoals: { hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string }> } };

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

export type FillBaseBioMutationVariables = Exact<{
  firstName: string;
  lastName: string;
  birthday: string;
  avatar?: File | null | undefined;
}>;


export type FillBaseBioMutation = { fillBaseBio: { id: string, firstName: string, lastName: string, birthday: string | null, avatarUrl: string | null } };

export type SelectMentorMutationVariables = Exact<{
  mentorId?: string | null | undefined;
}>;


export type SelectMentorMutation = { selectMentor: { id: string, mentorId: string | null } };

export type FinishSetupMutationVariables = Exact<{
  interests: Array<string> | string;
  goalText: string;
}>;


export type FinishSetupMutation = { finishSetup: { id: string, status: string } };

export type MentorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorsQuery = { mentors: Array<{ id: string, username: string, name: string, avatarUrl: string | null, headline: string, bio: string, categories: Array<string>, languages: Array<string>, menteeCount: number }> };

export type UpdateBioMutationVariables = Exact<{
  text: string;
}>;


export type UpdateBioMutation = { updateBio: { id: string } };

export type GoalFieldsFragment = { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string };

export type TaskFieldsFragment = { id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean };

export type MyPlansQueryVariables = Exact<{
  first?: number | null | undefined;
  status?: GoalStatus | null | undefined;
}>;


export type MyPlansQuery = { myGoals: { hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string, tasks: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean }> }> } };

export type AgendaQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type AgendaQuery = { agenda: { today: string, overdue: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean }>, dueToday: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean }>, upcoming: Array<{ id: string, taskId: string, goalId: string | null, goalTitle: string | null, parentId: string | null, position: number, label: string, notes: string, date: string | null, time: string | null, completed: boolean }> } };

export type NewsItemFieldsFragment = { id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null };

export type NewsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NewsQuery = { news: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null }> } };

export type UserNewsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserNewsQuery = { userNews: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null }> } };

export type NewsAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NewsAddedSubscription = { newsAdded: { id: string, kind: string, goalId: string | null, goalTitle: string | null, milestoneLabel: string | null, createdAt: string, actor: { id: string, username: string, name: string, avatarUrl: string | null }, subject: { id: string, username: string, name: string } | null } };

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

export type CurrentUserQueryVariables = Exact<{
  withProfileDetails?: boolean | null | undefined;
}>;


export type CurrentUserQuery = { currentUser: { entities: { id: string, name: string, username: string, lang: string, email: string, firstName: string, lastName: string, avatarUrl: string | null, timezone: string, birthday: string | null, status: string, mentorId: string | null, bio: { text: string } | null, socialLinks: Array<{ network: string, url: string }> | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

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
}
    `, {"fragmentName":"GoalFields"}) as unknown as TypedDocumentString<GoalFieldsFragment, unknown>;
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
}
    `, {"fragmentName":"TaskFields"}) as unknown as TypedDocumentString<TaskFieldsFragment, unknown>;
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
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {
  register(email: $email, password: $password, lang: $lang, timezone: $timezone) {
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
    mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) {
    token
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
}`) as unknown as TypedDocumentString<MyGoalsQuery, MyGoalsQueryVariables>;
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
  }
}
    `) as unknown as TypedDocumentString<PreviewGoalQuery, PreviewGoalQueryVariables>;
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
export const ReplanAfterEditDocument = new TypedDocumentString(`
    mutation ReplanAfterEdit($goalId: ID!) {
  replanGoal(goalId: $goalId) {
    goal {
      ...GoalFields
    }
    moved
    dropped
    deadlineHolds
    proposedDeadline
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
}`) as unknown as TypedDocumentString<ReplanAfterEditMutation, ReplanAfterEditMutationVariables>;
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
}`) as unknown as TypedDocumentString<UpdateGoalMutation, UpdateGoalMutationVariables>;
export const SetGoalStatusDocument = new TypedDocumentString(`
    mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {
  setGoalStatus(id: $id, status: $status) {
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
}`) as unknown as TypedDocumentString<SetGoalStatusMutation, SetGoalStatusMutationVariables>;
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
}`) as unknown as TypedDocumentString<RestoreGoalMutation, RestoreGoalMutationVariables>;
export const RegenerateAfterEditDocument = new TypedDocumentString(`
    mutation RegenerateAfterEdit($goalId: ID!) {
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
}`) as unknown as TypedDocumentString<RegenerateAfterEditMutation, RegenerateAfterEditMutationVariables>;
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
export const SendMessageDocument = new TypedDocumentString(`
    mutation SendMessage($to: String!, $text: String!) {
  sendMessage(to: $to, text: $text) {
    ...MessageFields
  }
}
    fragment MessageFields on Message {
  id
  conversationId
  mine
  text
  createdAt
  read
}`) as unknown as TypedDocumentString<SendMessageMutation, SendMessageMutationVariables>;
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
}`) as unknown as TypedDocumentString<ReplanGoalMutation, ReplanGoalMutationVariables>;
export const AddTaskDocument = new TypedDocumentString(`
    mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {
  addTask(
    goalId: $goalId
    parentId: $parentId
    label: $label
    date: $date
    time: $time
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
}`) as unknown as TypedDocumentString<AddTaskMutation, AddTaskMutationVariables>;
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
}`) as unknown as TypedDocumentString<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const DeleteTaskDocument = new TypedDocumentString(`
    mutation DeleteTask($id: ID!) {
  deleteTask(id: $id) {
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
}`) as unknown as TypedDocumentString<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const MoveTaskDocument = new TypedDocumentString(`
    mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {
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
}`) as unknown as TypedDocumentString<MoveTaskMutation, MoveTaskMutationVariables>;
export const SetTaskCompletedDocument = new TypedDocumentString(`
    mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {
  setTaskCompleted(id: $id, completed: $completed) {
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
}`) as unknown as TypedDocumentString<SetTaskCompletedMutation, SetTaskCompletedMutationVariables>;
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
export const SelectMentorDocument = new TypedDocumentString(`
    mutation SelectMentor($mentorId: ID) {
  selectMentor(mentorId: $mentorId) {
    id
    mentorId
  }
}
    `) as unknown as TypedDocumentString<SelectMentorMutation, SelectMentorMutationVariables>;
export const FinishSetupDocument = new TypedDocumentString(`
    mutation FinishSetup($interests: [String!]!, $goalText: String!) {
  finishSetup(interests: $interests, goalText: $goalText) {
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
export const UpdateBioDocument = new TypedDocumentString(`
    mutation UpdateBio($text: String!) {
  updateBio(text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateBioMutation, UpdateBioMutationVariables>;
export const MyPlansDocument = new TypedDocumentString(`
    query MyPlans($first: Int, $status: GoalStatus) {
  myGoals(first: $first, status: $status) {
    items {
      ...GoalFields
      tasks {
        ...TaskFields
      }
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
}`) as unknown as TypedDocumentString<AgendaQuery, AgendaQueryVariables>;
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
  createdAt
}`) as unknown as TypedDocumentString<NewsAddedSubscription, NewsAddedSubscriptionVariables>;
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