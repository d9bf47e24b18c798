import { Kind, type OperationDefinitionNode } from 'graphql';

/** What the server's machinery needs to know about a root field, beyond its type. */
export interface RootField {
  /** Planner, argon2, mail or image work: a request may hold one such field at most (guards.ts). */
  costly?: true;
  /** A mutation that writes no user row and no session: the signer's cached sessions stay (dropsSessions). */
  keepsSessions?: true;
}

/**
 * Every root field of the schema, each with what it is. A field added to the schema and not here fails
 * test/root-fields.test.ts, so a new operation is never silently left out of a list (a costly mutation
 * unguarded). `{}`: none of the above.
 */
export const ROOT_FIELDS = {
  Query: {
    achievements: {},
    activity: {},
    agenda: {},
    authConfig: {},
    blockedPeople: {},
    calendarFeed: {},
    conversation: {},
    conversations: {},
    currentUser: {},
    deadlineEditCheck: {},
    defaultPlaybook: {},
    followers: {},
    following: {},
    goal: {},
    isAdministrator: {},
    joinedGoals: {},
    mentees: {},
    mentorDigest: {},
    mentorInvite: {},
    mentors: {},
    messageRequestCount: {},
    messageRequests: {},
    messages: {},
    moderation: {},
    myCompanyGoals: {},
    myDataExports: {},
    myGoals: {},
    myMentor: {},
    myMentorInvite: {},
    myMentorPlaybook: {},
    myMentorProfile: {},
    news: {},
    notifications: {},
    planInvite: {},
    previewGoal: { costly: true },
    reflowPreview: {},
    registration: {},
    replanChoice: {},
    search: {},
    taskComments: {},
    unreadMessageCount: {},
    unreadNotificationCount: {},
    userGoals: {},
    userNews: {},
    userProfile: {},
    usernameAvailable: {},
    webPushKey: {},
  },
  Mutation: {
    acceptMentorInvite: {},
    acceptMessageRequest: {},
    acceptSuggestion: {},
    addTask: {},
    // A re-plan writes tasks, the goal and replans: no user row, no session.
    applyReflow: { keepsSessions: true },
    approveAccount: {},
    becomeMentor: {},
    block: {},
    changePassword: { costly: true },
    closeCalendarFeed: { keepsSessions: true },
    closeOffer: {},
    commentTask: {},
    confirmEmailChange: {},
    createGoal: { costly: true },
    createInvitation: {},
    createMentorInvite: {},
    declineMessageRequest: {},
    declineSuggestion: {},
    deleteAccount: {},
    deleteAccountAsAdmin: {},
    deleteGoal: {},
    // A result is one goal_results row: no user row, no session.
    deleteResult: { keepsSessions: true },
    deleteTask: {},
    dismissReport: {},
    endorseGoal: {},
    fillBaseBio: { costly: true },
    finishSetup: { costly: true },
    follow: {},
    giveKudos: {},
    joinPlan: {},
    joinPlanByInvite: {},
    leavePlan: {},
    login: { costly: true },
    loginWithGoogle: { costly: true },
    logout: {},
    markConversationRead: {},
    markNotificationsRead: {},
    moveTask: {},
    nudgeMember: {},
    openCalendarFeed: { keepsSessions: true },
    openOffer: {},
    pauseGoal: {},
    recordResult: { keepsSessions: true },
    regenerateCalendarFeed: { keepsSessions: true },
    regeneratePlan: { costly: true },
    register: { costly: true },
    removeFollower: {},
    removeMember: {},
    replanGoal: { costly: true },
    report: {},
    requestDataExport: {},
    requestEmailChange: {},
    requestPasswordReset: { costly: true },
    resetPassword: { costly: true },
    restoreGoal: {},
    resumeGoal: { costly: true },
    revokeMentorInvite: {},
    // An invite link is a plan_offers column: no user row, no session.
    revokePlanInvite: { keepsSessions: true },
    saveMentorPlaybook: {},
    selectMentor: {},
    sendMessage: {},
    setContentHidden: {},
    setEmailOnDigest: {},
    setGoalStatus: {},
    setMentor: {},
    setNudgesMuted: {},
    // A tick writes task_progress, plan_members, news and achievements: no user row, no session.
    setRegistrationMode: {},
    setTaskCompleted: { keepsSessions: true },
    sharePlanInvite: { keepsSessions: true },
    stopMentoring: {},
    subscribePush: { keepsSessions: true },
    suggestReplan: {},
    suggestTask: {},
    suspendAccount: {},
    unblock: {},
    undoReflow: { keepsSessions: true },
    unfollow: {},
    unsubscribePush: { keepsSessions: true },
    unsuspendAccount: {},
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
