/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.MyGoalsDocument,
    "\n  query PreviewGoal($text: String!, $category: Category, $deadline: Date) {\n    previewGoal(text: $text, category: $category, deadline: $deadline) {\n      title\n      category\n      deadline\n      deadlineFromText\n      language\n      target {\n        value\n        unit\n      }\n    }\n  }\n": typeof types.PreviewGoalDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {\n    setGoalStatus(id: $id, status: $status) {\n      ...GoalFields\n    }\n  }\n": typeof types.SetGoalStatusDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": typeof types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": typeof types.RestoreGoalDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": typeof types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      moved\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.ReplanGoalDocument,
    "\n  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {\n      ...TaskFields\n    }\n  }\n": typeof types.AddTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": typeof types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": typeof types.MoveTaskDocument,
    "\n  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n    }\n  }\n": typeof types.SetTaskCompletedDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": typeof types.UserGoalsDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": typeof types.UpdateSocialLinksDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": typeof types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": typeof types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": typeof types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": typeof types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": typeof types.UpdateBioDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n  }\n": typeof types.GoalFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n      }\n      hasNextPage\n    }\n  }\n": typeof types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.AgendaDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": types.AuthConfigDocument,
    "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.MyGoalsDocument,
    "\n  query PreviewGoal($text: String!, $category: Category, $deadline: Date) {\n    previewGoal(text: $text, category: $category, deadline: $deadline) {\n      title\n      category\n      deadline\n      deadlineFromText\n      language\n      target {\n        value\n        unit\n      }\n    }\n  }\n": types.PreviewGoalDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": types.UpdateGoalDocument,
    "\n  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {\n    setGoalStatus(id: $id, status: $status) {\n      ...GoalFields\n    }\n  }\n": types.SetGoalStatusDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": types.RestoreGoalDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      moved\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.ReplanGoalDocument,
    "\n  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {\n      ...TaskFields\n    }\n  }\n": types.AddTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": types.MoveTaskDocument,
    "\n  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n    }\n  }\n": types.SetTaskCompletedDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": types.UserGoalsDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": types.UpdateSocialLinksDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": types.UpdateBioDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n  }\n": types.GoalFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n      }\n      hasNextPage\n    }\n  }\n": types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": types.AgendaDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!, $lang: String, $timezone: String) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {\n    login(email: $email, password: $password, rememberMe: $rememberMe) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LoginWithGoogleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n"): typeof import('./graphql').AuthConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').MyGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewGoal($text: String!, $category: Category, $deadline: Date) {\n    previewGoal(text: $text, category: $category, deadline: $deadline) {\n      title\n      category\n      deadline\n      deadlineFromText\n      language\n      target {\n        value\n        unit\n      }\n    }\n  }\n"): typeof import('./graphql').PreviewGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').CreateGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').UpdateGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {\n    setGoalStatus(id: $id, status: $status) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').SetGoalStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n"): typeof import('./graphql').DeleteGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').RestoreGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').RegeneratePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplanGoal($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      moved\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReplanGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').AddTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').UpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').DeleteTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').MoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').SetTaskCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').UserProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').UserGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateSocialLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n"): typeof import('./graphql').FillBaseBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n"): typeof import('./graphql').SelectMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').FinishSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n"): typeof import('./graphql').MentorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n  }\n"): typeof import('./graphql').GoalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n  }\n"): typeof import('./graphql').TaskFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n      }\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').MyPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').AgendaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
