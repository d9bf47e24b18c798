import { Kind, type OperationDefinitionNode } from 'graphql';

/** What the server's machinery needs to know about a root field, beyond its type. */
export interface RootField {
  /** Planner, argon2, mail or image work: a request may hold one such field at most (guards.ts). */
  costly?: true;
  /** Only reads: no write, no rate limit, so running it twice is harmless (the fast path compiles it). */
  readOnly?: true;
  /** A mutation that writes no user row and no session: the signer's cached sessions stay (dropsSessions). */
  keepsSessions?: true;
}

/**
 * Every root field of the schema, each with what it is. A field added to the schema and not here fails
 * test/root-fields.test.ts, so a new operation is never silently left out of a list (a costly mutation
 * unguarded, a read never compiled). `{}`: none of the above.
 */
export const ROOT_FIELDS = {
  Query: {
    achievements: { readOnly: true },
    activity: { readOnly: true },
    agenda: { readOnly: true },
    authConfig: {},
    blockedPeople: {},
    conversation: {},
    conversations: { readOnly: true },
    currentUser: { readOnly: true },
    deadlineEditCheck: {},
    defaultPlaybook: {},
    followers: { readOnly: true },
    following: { readOnly: true },
    goal: { readOnly: true },
    joinedGoals: { readOnly: true },
    mentees: { readOnly: true },
    mentors: {},
    messages: {},
    myCompanyGoals: { readOnly: true },
    myDataExports: {},
    myGoals: { readOnly: true },
    myMentor: { readOnly: true },
    myMentorPlaybook: {},
    myMentorProfile: {},
    news: { readOnly: true },
    notifications: { readOnly: true },
    // Counts against a rate limit: never run twice.
    previewGoal: { costly: true },
    search: { readOnly: true },
    taskComments: {},
    unreadMessageCount: { readOnly: true },
    unreadNotificationCount: { readOnly: true },
    userGoals: { readOnly: true },
    userNews: { readOnly: true },
    userProfile: { readOnly: true },
    usernameAvailable: {},
  },
  Mutation: {
    acceptSuggestion: {},
    addTask: {},
    becomeMentor: {},
    block: {},
    changePassword: { costly: true },
    closeOffer: {},
    commentTask: {},
    confirmEmailChange: {},
    createGoal: { costly: true },
    declineSuggestion: {},
    deleteAccount: {},
    deleteGoal: {},
    deleteTask: {},
    endorseGoal: {},
    fillBaseBio: { costly: true },
    finishSetup: { costly: true },
    follow: {},
    giveKudos: {},
    joinPlan: {},
    leavePlan: {},
    login: { costly: true },
    loginWithGoogle: { costly: true },
    logout: {},
    markConversationRead: {},
    markNotificationsRead: {},
    moveTask: {},
    openOffer: {},
    regeneratePlan: { costly: true },
    register: { costly: true },
    removeFollower: {},
    removeMember: {},
    replanGoal: { costly: true },
    requestDataExport: {},
    requestEmailChange: {},
    requestPasswordReset: { costly: true },
    resetPassword: { costly: true },
    restoreGoal: {},
    saveMentorPlaybook: {},
    selectMentor: {},
    sendMessage: {},
    setGoalStatus: {},
    setMentor: {},
    // A tick writes task_progress, plan_members, news and achievements: no user row, no session.
    setTaskCompleted: { keepsSessions: true },
    stopMentoring: {},
    suggestTask: {},
    unblock: {},
    unfollow: {},
    updateBio: {},
    updateGoal: {},
    updateMentorProfile: {},
    updateNotificationSettings: {},
    updatePreferences: {},
    updateSettings: {},
    updateSocialLinks: {},
    updateTask: {},
  },
  Subscription: {
    conversationRead: {},
    messageAdded: {},
    newsAdded: {},
    notificationsChanged: {},
    planActivity: {},
    taskChanged: {},
  },
} satisfies Record<'Query' | 'Mutation' | 'Subscription', Record<string, RootField>>;

const named = (trait: keyof RootField) =>
  new Set(
    Object.values(ROOT_FIELDS).flatMap((fields) =>
      Object.entries(fields as Record<string, RootField>)
        .filter(([, field]) => field[trait])
        .map(([name]) => name),
    ),
  );
/** Root fields a request may hold one of at most (guards.ts). */
export const COSTLY_FIELDS = named('costly');
/** Root query fields that only read: compiled, and run again when they fail (fast-path.ts). */
export const READ_ONLY_FIELDS = named('readOnly');
const KEEPS_SESSIONS = named('keepsSessions');

/**
 * Whether the signer's cached sessions are dropped after this operation: after every mutation but one made only
 * of fields that keep them (a tick after a tick reads no session again).
 */
export function dropsSessions(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'mutation') return false;
  return !operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && KEEPS_SESSIONS.has(s.name.value),
  );
}
