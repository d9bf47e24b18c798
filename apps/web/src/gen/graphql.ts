/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GoalInput = {
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  description?: string | null | undefined;
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

export type SocialLinkInput = {
  network: string;
  url: string;
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
}>;


export type PreviewGoalQuery = { previewGoal: { title: string, category: string, deadline: string, deadlineFromText: boolean, language: string, target: { value: number, unit: string } | null } };

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

export type RegeneratePlanMutationVariables = Exact<{
  goalId: string;
}>;


export type RegeneratePlanMutation = { regeneratePlan: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } };

export type ReplanGoalMutationVariables = Exact<{
  goalId: string;
}>;


export type ReplanGoalMutation = { replanGoal: { moved: number, deadlineHolds: boolean, proposedDeadline: string | null, goal: { id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string } } };

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


export type UserProfileQuery = { userProfile: { id: string, username: string, name: string, firstName: string, lastName: string, avatarUrl: string | null, isMentor: boolean, bio: { text: string }, socialLinks: Array<{ network: string, url: string }> } | null };

export type UserGoalsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
}>;


export type UserGoalsQuery = { userGoals: { hasNextPage: boolean, items: Array<{ id: string, title: string, description: string, category: string, deadline: string | null, status: GoalStatus, visibility: Visibility, progress: number, doneCount: number, totalCount: number, createdAt: string }> } };

export type UpdateSocialLinksMutationVariables = Exact<{
  links: Array<SocialLinkInput> | SocialLinkInput;
}>;


export type UpdateSocialLinksMutation = { updateSocialLinks: { id: string } };

export type UpdateSettingsMutationVariables = Exact<{
  lang?: string | null | undefined;
  timezone?: string | null | undefined;
  username?: string | null | undefined;
}>;


export type UpdateSettingsMutation = { updateSettings: { id: string, lang: string, timezone: string, username: string } };

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
    query PreviewGoal($text: String!, $category: Category, $deadline: Date) {
  previewGoal(text: $text, category: $category, deadline: $deadline) {
    title
    category
    deadline
    deadlineFromText
    language
    target {
      value
      unit
    }
  }
}
    `) as unknown as TypedDocumentString<PreviewGoalQuery, PreviewGoalQueryVariables>;
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
    mutation ReplanGoal($goalId: ID!) {
  replanGoal(goalId: $goalId) {
    moved
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
    bio {
      text
    }
    socialLinks {
      network
      url
    }
  }
}
    `) as unknown as TypedDocumentString<UserProfileQuery, UserProfileQueryVariables>;
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
export const UpdateSocialLinksDocument = new TypedDocumentString(`
    mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {
  updateSocialLinks(links: $links) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateSocialLinksMutation, UpdateSocialLinksMutationVariables>;
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