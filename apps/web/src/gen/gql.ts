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
    "\n  query Activity($year: Int) {\n    activity(year: $year) {\n      from\n      to\n      total\n      days {\n        date\n        count\n      }\n      weekly {\n        weekStart\n        count\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  mutation Register(\n    $email: String!\n    $password: String!\n    $lang: String\n    $timezone: String\n    $invitation: String\n  ) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone, invitation: $invitation) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean, $deviceToken: String) {\n    login(email: $email, password: $password, rememberMe: $rememberMe, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": typeof types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  query RegistrationInfo {\n    registration {\n      mode\n    }\n  }\n": typeof types.RegistrationInfoDocument,
    "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.MyGoalsDocument,
    "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n": typeof types.DeadlineEditCheckDocument,
    "\n  mutation DeadlineReflow($goalId: ID!, $deadline: Date!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: { kind: deadline, deadline: $deadline }, changeId: $changeId) {\n      replanId\n      moved\n      dropped\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.DeadlineReflowDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": typeof types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": typeof types.RestoreGoalDocument,
    "\n  query Mentees {\n    mentees {\n      person {\n        id\n        username\n        name\n        avatarUrl\n      }\n      overdueCount\n      lastActiveAt\n      since\n      goals {\n        overdueCount\n        goal {\n          ...GoalFields\n        }\n      }\n    }\n  }\n": typeof types.MenteesDocument,
    "\n  query MenteeGoal($id: ID!) {\n    goal(id: $id) {\n      ...GoalFields\n      ...GoalMeasureFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.MenteeGoalDocument,
    "\n  mutation SuggestTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $notes: String) {\n    suggestTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, notes: $notes) {\n      id\n    }\n  }\n": typeof types.SuggestTaskDocument,
    "\n  mutation SuggestReplan($goalId: ID!, $change: ReflowChange!, $label: String!) {\n    suggestReplan(goalId: $goalId, change: $change, label: $label) {\n      id\n    }\n  }\n": typeof types.SuggestReplanDocument,
    "\n  mutation EndorseGoal($goalId: ID!, $note: String) {\n    endorseGoal(goalId: $goalId, note: $note) {\n      note\n    }\n  }\n": typeof types.EndorseGoalDocument,
    "\n  fragment DigestItemsFields on DigestItems {\n    count\n    items {\n      goalId\n      goalTitle\n      label\n      date\n    }\n  }\n": typeof types.DigestItemsFieldsFragmentDoc,
    "\n  query MentorDigest($id: ID) {\n    mentorDigest(id: $id) {\n      id\n      weekStart\n      weekEnd\n      mentees {\n        person {\n          id\n          username\n          name\n          avatarUrl\n        }\n        done {\n          ...DigestItemsFields\n        }\n        slipped {\n          ...DigestItemsFields\n        }\n        goals {\n          goalId\n          title\n          state\n          daysBehind\n          expectedFinish\n        }\n        unreadComments\n        latestComment\n        openSuggestions {\n          ...DigestItemsFields\n        }\n      }\n    }\n  }\n": typeof types.MentorDigestDocument,
    "\n  query EmailOnDigest {\n    currentUser {\n      entities {\n        id\n        emailOnDigest\n      }\n    }\n  }\n": typeof types.EmailOnDigestDocument,
    "\n  mutation SetEmailOnDigest($on: Boolean!) {\n    setEmailOnDigest(on: $on) {\n      id\n      emailOnDigest\n    }\n  }\n": typeof types.SetEmailOnDigestDocument,
    "\n  query KeptMessages($conversationId: ID!) {\n    messages(conversationId: $conversationId, first: 100) {\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": typeof types.KeptMessagesDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    mine\n    text\n    createdAt\n    read\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n        canMessage\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n        isRequest\n      }\n      canMessage\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation MarkConversationRead($username: String!) {\n    markConversationRead(username: $username) {\n      unreadMessageCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      conversationId\n      message {\n        ...MessageFields\n      }\n      with {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  query MessageRequests {\n    messageRequests(first: 20) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n      }\n    }\n  }\n": typeof types.MessageRequestsDocument,
    "\n  mutation AcceptMessageRequest($username: String!) {\n    acceptMessageRequest(username: $username) {\n      id\n      isRequest\n    }\n  }\n": typeof types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($username: String!) {\n    declineMessageRequest(username: $username)\n  }\n": typeof types.DeclineMessageRequestDocument,
    "\n  query ModerationPage {\n    moderation {\n      registrationMode\n      reports {\n        id\n        targetType\n        targetId\n        reason\n        details\n        createdAt\n        excerpt\n        hidden\n        subjectSuspended\n        reporter {\n          id\n          username\n          name\n        }\n        subject {\n          id\n          username\n          name\n        }\n      }\n      pendingAccounts {\n        email\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      suspendedAccounts {\n        reason\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      log {\n        id\n        actorName\n        action\n        targetType\n        targetName\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.ModerationPageDocument,
    "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id)\n  }\n": typeof types.DismissReportDocument,
    "\n  mutation SetContentHidden($targetType: String!, $targetId: String!, $hidden: Boolean!) {\n    setContentHidden(targetType: $targetType, targetId: $targetId, hidden: $hidden) {\n      hidden\n    }\n  }\n": typeof types.SetContentHiddenDocument,
    "\n  mutation SuspendAccount($userId: ID!, $reason: String!) {\n    suspendAccount(userId: $userId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.SuspendAccountDocument,
    "\n  mutation UnsuspendAccount($userId: ID!) {\n    unsuspendAccount(userId: $userId) {\n      id\n    }\n  }\n": typeof types.UnsuspendAccountDocument,
    "\n  mutation DeleteAccountAsAdmin($userId: ID!, $reason: String!) {\n    deleteAccountAsAdmin(userId: $userId, reason: $reason)\n  }\n": typeof types.DeleteAccountAsAdminDocument,
    "\n  mutation ApproveAccount($userId: ID!) {\n    approveAccount(userId: $userId) {\n      id\n    }\n  }\n": typeof types.ApproveAccountDocument,
    "\n  mutation SetRegistrationMode($mode: String!) {\n    setRegistrationMode(mode: $mode)\n  }\n": typeof types.SetRegistrationModeDocument,
    "\n  mutation CreateInvitation {\n    createInvitation {\n      code\n      expiresAt\n    }\n  }\n": typeof types.CreateInvitationDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        achievementKey\n        decision\n        reason\n        days\n        digestId\n        taskId\n        label\n        others\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      unreadCount\n      notification {\n        id\n      }\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": typeof types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {\n    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.ReplanGoalDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  fragment CompanyFields on Goal {\n    id\n    myRole\n    inviteToken\n    owner {\n      id\n      username\n      name\n      avatarUrl\n    }\n    offer {\n      note\n      audience\n      memberCap\n      memberCount\n      open\n      openedAt\n    }\n    members {\n      user {\n        id\n        username\n        name\n        avatarUrl\n      }\n      role\n      joinedAt\n      lastActiveAt\n      behind\n      nudgedToday\n      nudgesMuted\n      doneCount\n      totalCount\n      kudosToday\n      paused\n      forecast {\n        state\n        daysBehind\n      }\n    }\n    together {\n      doneToday\n      dueToday\n      jointStreak\n    }\n    tasks {\n      id\n      memberProgress {\n        userId\n        done\n        total\n      }\n    }\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  query PlansCompany {\n    myCompanyGoals {\n      ...CompanyFields\n    }\n  }\n": typeof types.PlansCompanyDocument,
    "\n  query JoinedPlans {\n    joinedGoals {\n      ...GoalFields\n      ...GoalMeasureFields\n      ...CompanyFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.JoinedPlansDocument,
    "\n  mutation OpenOffer($goalId: ID!, $input: OfferInput!) {\n    openOffer(goalId: $goalId, input: $input) {\n      ...CompanyFields\n    }\n  }\n": typeof types.OpenOfferDocument,
    "\n  mutation CloseOffer($goalId: ID!) {\n    closeOffer(goalId: $goalId) {\n      ...CompanyFields\n    }\n  }\n": typeof types.CloseOfferDocument,
    "\n  mutation RemoveMember($goalId: ID!, $userId: ID!) {\n    removeMember(goalId: $goalId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation LeavePlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n": typeof types.LeavePlanDocument,
    "\n  mutation GiveKudos($goalId: ID!, $userId: ID!) {\n    giveKudos(goalId: $goalId, userId: $userId) {\n      user {\n        id\n      }\n      kudosToday\n    }\n  }\n": typeof types.GiveKudosDocument,
    "\n  query PlanInvite($token: String!) {\n    planInvite(token: $token) {\n      goalId\n      title\n      category\n      deadline\n      note\n      memberCap\n      memberCount\n      owner {\n        id\n        username\n        name\n        avatarUrl\n      }\n      members {\n        id\n        username\n        name\n        avatarUrl\n      }\n      milestones {\n        id\n        label\n        date\n        stepCount\n      }\n      state\n    }\n  }\n": typeof types.PlanInviteDocument,
    "\n  mutation JoinPlanByInvite($token: String!) {\n    joinPlanByInvite(token: $token) {\n      id\n      myRole\n    }\n  }\n": typeof types.JoinPlanByInviteDocument,
    "\n  mutation SharePlanInvite($goalId: ID!) {\n    sharePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n": typeof types.SharePlanInviteDocument,
    "\n  mutation RevokePlanInvite($goalId: ID!) {\n    revokePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n": typeof types.RevokePlanInviteDocument,
    "\n  mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {\n    setNudgesMuted(goalId: $goalId, muted: $muted) {\n      id\n    }\n  }\n": typeof types.SetNudgesMutedDocument,
    "\n  query ReplanPlan($id: ID!) {\n    goal(id: $id) {\n      id\n      deadline\n      rhythm {\n        weekdays\n        timeOfDay\n      }\n      tasks {\n        id\n        parentId\n        label\n        date\n        time\n        completed\n        byHand\n      }\n    }\n  }\n": typeof types.ReplanPlanDocument,
    "\n  mutation UndoReflow($replanId: ID!) {\n    undoReflow(replanId: $replanId) {\n      id\n      deadline\n    }\n  }\n": typeof types.UndoReflowDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      ...SocialFields\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": typeof types.UserGoalsDocument,
    "\n  query Followers($username: String!, $first: Int, $after: String) {\n    followers(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($username: String!, $first: Int, $after: String) {\n    following(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": typeof types.UpdateSocialLinksDocument,
    "\n  query ProfileOffers($username: String!) {\n    userProfile(username: $username) {\n      id\n      name\n      username\n      offers {\n        goal {\n          id\n          title\n          category\n        }\n        note\n        audience\n        memberCap\n        memberCount\n        joinState\n      }\n    }\n  }\n": typeof types.ProfileOffersDocument,
    "\n  mutation JoinOfferedPlan($goalId: ID!) {\n    joinPlan(goalId: $goalId) {\n      id\n    }\n  }\n": typeof types.JoinOfferedPlanDocument,
    "\n  mutation LeaveOfferedPlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n": typeof types.LeaveOfferedPlanDocument,
    "\n  query Search($query: String!, $first: Int) {\n    search(query: $query, first: $first) {\n      people {\n        ...PersonFields\n      }\n      goals {\n        goal {\n          id\n          title\n          category\n          progress\n        }\n        owner {\n          id\n          username\n          name\n          avatarUrl\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      entities {\n        id\n        emailOnMessage\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {\n    updateNotificationSettings(emailOnMessage: $emailOnMessage) {\n      id\n      emailOnMessage\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username) {\n      available\n      reason\n    }\n  }\n": typeof types.UsernameAvailableDocument,
    "\n  mutation UpdatePreferences($defaultVisibility: String, $notifications: [NotificationPrefInput!]) {\n    updatePreferences(defaultVisibility: $defaultVisibility, notifications: $notifications) {\n      id\n      defaultVisibility\n      notificationPrefs {\n        kind\n        enabled\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation SettingsSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": typeof types.SettingsSocialLinksDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($newEmail: String!, $password: String) {\n    requestEmailChange(newEmail: $newEmail, password: $password)\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n": typeof types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation DeleteAccount($password: String, $username: String) {\n    deleteAccount(password: $password, username: $username)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation BecomeMentor($input: MentorProfileInput!) {\n    becomeMentor(input: $input) {\n      active\n    }\n  }\n": typeof types.BecomeMentorDocument,
    "\n  mutation UpdateMentorProfile($input: MentorProfileInput!) {\n    updateMentorProfile(input: $input) {\n      active\n    }\n  }\n": typeof types.UpdateMentorProfileDocument,
    "\n  mutation StopMentoring {\n    stopMentoring {\n      active\n    }\n  }\n": typeof types.StopMentoringDocument,
    "\n  fragment PlaybookFields on Playbook {\n    category\n    mode\n    variants {\n      id\n      matchUnits\n      matchWords\n      defaultWeeks\n      sessionsPerWeek\n      time\n      phases {\n        id\n        weight\n        maxWeeks\n        milestone {\n          en\n          ru\n        }\n        milestoneWithTarget {\n          en\n          ru\n        }\n        steps {\n          labels {\n            en\n            ru\n          }\n          cadence\n          times\n          minutes\n          key\n          when\n          units\n          workday\n        }\n      }\n    }\n  }\n": typeof types.PlaybookFieldsFragmentDoc,
    "\n  query MyMentorPlaybook {\n    myMentorPlaybook {\n      ...PlaybookFields\n    }\n  }\n": typeof types.MyMentorPlaybookDocument,
    "\n  query DefaultPlaybook($category: Category!) {\n    defaultPlaybook(category: $category) {\n      ...PlaybookFields\n    }\n  }\n": typeof types.DefaultPlaybookDocument,
    "\n  mutation SaveMentorPlaybook($input: PlaybookInput) {\n    saveMentorPlaybook(input: $input) {\n      ...PlaybookFields\n    }\n  }\n": typeof types.SaveMentorPlaybookDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": typeof types.SelectMentorDocument,
    "\n  mutation FinishSetup(\n    $interests: [String!]!\n    $goalText: String!\n    $visibility: Visibility\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    finishSetup(\n      interests: $interests\n      goalText: $goalText\n      visibility: $visibility\n      deadline: $deadline\n      answers: $answers\n      target: $target\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": typeof types.MentorsDocument,
    "\n  query Achievements($username: String!) {\n    achievements(username: $username) {\n      earned {\n        key\n        earnedAt\n        goal {\n          id\n          title\n        }\n      }\n      next {\n        key\n        progress\n        target\n      }\n      streak {\n        ...StreakFields\n      }\n    }\n  }\n": typeof types.AchievementsDocument,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    todayDone\n    frozenDays\n  }\n": typeof types.StreakFieldsFragmentDoc,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": typeof types.UpdateBioDocument,
    "\n  subscription PlanActivity {\n    planActivity {\n      goalId\n      userId\n      kind\n      taskId\n    }\n  }\n": typeof types.PlanActivityDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n    pause {\n      since\n      until\n      reason\n      mine\n    }\n    forecast {\n      state\n      daysBehind\n      plannedFinish\n      expectedFinish\n      earliestFinish\n      latestFinish\n    }\n    pace\n    endorsement {\n      note\n      createdAt\n      mentor {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n    suggestions {\n      id\n      parentId\n      label\n      date\n      time\n      notes\n      replan {\n        kind\n        weekdays\n        timeOfDay\n        days\n      }\n    }\n  }\n": typeof types.GoalFieldsFragmentDoc,
    "\n  fragment GoalMeasureFields on Goal {\n    progression {\n      unit\n      direction\n      points {\n        date\n        value\n      }\n    }\n    results {\n      id\n      on\n      value\n      seconds\n    }\n  }\n": typeof types.GoalMeasureFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n    commentCount\n    version\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n        ...GoalMeasureFields\n      }\n      hasNextPage\n    }\n  }\n": typeof types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.AgendaDocument,
    "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n      understood {\n        kind {\n          value\n          confidence\n        }\n        target {\n          value {\n            value\n            unit\n          }\n          limitMinutes\n          confidence\n        }\n        deadline {\n          value\n          source\n          confidence\n        }\n        level {\n          value\n          current {\n            value\n            unit\n          }\n          confidence\n        }\n        timePerWeek {\n          hours\n          sessionsPerWeek\n          confidence\n        }\n      }\n      corrections {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.PreviewGoalDocument,
    "\n  fragment MentorFields on Mentor {\n    id\n    username\n    name\n    avatarUrl\n    headline\n    bio\n    categories\n    languages\n    accepting\n    guide\n    menteeCount\n  }\n": typeof types.MentorFieldsFragmentDoc,
    "\n  query MyMentor {\n    myMentor {\n      ...MentorFields\n    }\n  }\n": typeof types.MyMentorDocument,
    "\n  query MentorsList {\n    mentors {\n      ...MentorFields\n    }\n  }\n": typeof types.MentorsListDocument,
    "\n  query MyMentorInvite {\n    myMentorInvite {\n      createdAt\n    }\n  }\n": typeof types.MyMentorInviteDocument,
    "\n  mutation CreateMentorInvite {\n    createMentorInvite {\n      token\n      createdAt\n    }\n  }\n": typeof types.CreateMentorInviteDocument,
    "\n  mutation RevokeMentorInvite {\n    revokeMentorInvite\n  }\n": typeof types.RevokeMentorInviteDocument,
    "\n  query MentorInvite($token: String!) {\n    mentorInvite(token: $token) {\n      own\n      alreadyMentor\n      mentee {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n": typeof types.MentorInviteDocument,
    "\n  mutation AcceptMentorInvite($token: String!) {\n    acceptMentorInvite(token: $token) {\n      id\n      username\n      name\n    }\n  }\n": typeof types.AcceptMentorInviteDocument,
    "\n  mutation SetMentor($mentorId: ID) {\n    setMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": typeof types.SetMentorDocument,
    "\n  query MyMentorProfile {\n    myMentorProfile {\n      active\n      headline\n      bio\n      categories\n      languages\n      accepting\n      menteeCount\n    }\n  }\n": typeof types.MyMentorProfileDocument,
    "\n  query TaskComments($taskId: ID!) {\n    taskComments(taskId: $taskId) {\n      id\n      body\n      mine\n      createdAt\n      author {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n": typeof types.TaskCommentsDocument,
    "\n  mutation CommentTask($taskId: ID!, $body: String!) {\n    commentTask(taskId: $taskId, body: $body) {\n      id\n    }\n  }\n": typeof types.CommentTaskDocument,
    "\n  mutation AcceptSuggestion($id: ID!) {\n    acceptSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n      task {\n        id\n      }\n      replanId\n    }\n  }\n": typeof types.AcceptSuggestionDocument,
    "\n  mutation DeclineSuggestion($id: ID!) {\n    declineSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DeclineSuggestionDocument,
    "\n  query IsAdministrator {\n    isAdministrator\n  }\n": typeof types.IsAdministratorDocument,
    "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    achievementKey\n    createdAt\n  }\n": typeof types.NewsItemFieldsFragmentDoc,
    "\n  query News($first: Int, $after: String) {\n    news(first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.NewsDocument,
    "\n  query UserNews($username: String!, $first: Int, $after: String) {\n    userNews(username: $username, first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.UserNewsDocument,
    "\n  subscription NewsAdded {\n    newsAdded {\n      ...NewsItemFields\n    }\n  }\n": typeof types.NewsAddedDocument,
    "\n  query OfflineTaskState($goalId: ID!) {\n    goal(id: $goalId) {\n      id\n      tasks {\n        id\n        version\n        completed\n        label\n        notes\n        date\n        time\n      }\n    }\n  }\n": typeof types.OfflineTaskStateDocument,
    "\n  mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n      tick {\n        streak {\n          current\n          todayDone\n        }\n        earned\n        milestoneDone\n        goalDone\n      }\n    }\n  }\n": typeof types.OfflineSetTaskCompletedDocument,
    "\n  query OfflineGoalState($id: ID!) {\n    goal(id: $id) {\n      id\n      status\n      version\n    }\n  }\n": typeof types.OfflineGoalStateDocument,
    "\n  mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!, $openSteps: OpenStepsChoice) {\n    setGoalStatus(id: $id, status: $status, openSteps: $openSteps) {\n      ...GoalFields\n    }\n  }\n": typeof types.OfflineSetGoalStatusDocument,
    "\n  mutation OfflineAddTask(\n    $goalId: ID!\n    $parentId: ID\n    $label: String!\n    $date: Date\n    $time: String\n    $changeId: ID\n  ) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, changeId: $changeId) {\n      ...TaskFields\n    }\n  }\n": typeof types.OfflineAddTaskDocument,
    "\n  mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {\n    deleteTask(id: $id, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": typeof types.OfflineDeleteTaskDocument,
    "\n  mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": typeof types.OfflineMoveTaskDocument,
    "\n  mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {\n    createGoal(input: $input, changeId: $changeId) {\n      ...GoalFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.OfflineCreateGoalDocument,
    "\n  mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {\n    updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {\n      ...TaskFields\n    }\n  }\n": typeof types.OfflineUpdateTaskDocument,
    "\n  mutation SendQueuedMessage($to: String!, $text: String!, $changeId: ID) {\n    sendMessage(to: $to, text: $text, changeId: $changeId) {\n      id\n      conversationId\n      mine\n      text\n      createdAt\n      read\n    }\n  }\n": typeof types.SendQueuedMessageDocument,
    "\n  mutation OfflineNudgeMember($goalId: ID!, $userId: ID!, $changeId: ID) {\n    nudgeMember(goalId: $goalId, userId: $userId, changeId: $changeId) {\n      user {\n        id\n      }\n      nudgedToday\n    }\n  }\n": typeof types.OfflineNudgeMemberDocument,
    "\n  mutation OfflinePauseGoal($goalId: ID!, $until: Date, $reason: String) {\n    pauseGoal(goalId: $goalId, until: $until, reason: $reason) {\n      id\n      status\n      deadline\n    }\n  }\n": typeof types.OfflinePauseGoalDocument,
    "\n  mutation OfflineResumeGoal($goalId: ID!, $keepDeadline: Boolean, $replan: Boolean) {\n    resumeGoal(goalId: $goalId, keepDeadline: $keepDeadline, replan: $replan) {\n      days\n      moved\n      replanned\n      goal {\n        id\n        status\n        deadline\n      }\n    }\n  }\n": typeof types.OfflineResumeGoalDocument,
    "\n  mutation OfflineApplyReflow($goalId: ID!, $change: ReflowChange!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: $change, changeId: $changeId) {\n      replanId\n      kind\n      moved\n      dropped\n      replayed\n    }\n  }\n": typeof types.OfflineApplyReflowDocument,
    "\n  mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {\n    recordResult(goalId: $goalId, value: $value, on: $on, seconds: $seconds, note: $note, changeId: $changeId) {\n      id\n      on\n      value\n      seconds\n    }\n  }\n": typeof types.RecordResultDocument,
    "\n  fragment PersonFields on Person {\n    id\n    username\n    name\n    avatarUrl\n    followedByMe\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  fragment SocialFields on PublicProfile {\n    id\n    username\n    followerCount\n    followingCount\n    followedByMe\n    followsMe\n    blockedByMe\n  }\n": typeof types.SocialFieldsFragmentDoc,
    "\n  mutation Follow($userId: ID!) {\n    follow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: ID!) {\n    removeFollower(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.RemoveFollowerDocument,
    "\n  mutation Block($userId: ID!) {\n    block(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.BlockDocument,
    "\n  mutation Unblock($userId: ID!) {\n    unblock(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.UnblockDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": typeof types.FillBaseBioDocument,
    "\n  query WebPushKey {\n    webPushKey\n  }\n": typeof types.WebPushKeyDocument,
    "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, device: $device)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation OpenCalendarFeed {\n    openCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.OpenCalendarFeedDocument,
    "\n  mutation RegenerateCalendarFeed {\n    regenerateCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.RegenerateCalendarFeedDocument,
    "\n  mutation CloseCalendarFeed {\n    closeCalendarFeed\n  }\n": typeof types.CloseCalendarFeedDocument,
    "\n  mutation Report($targetType: String!, $targetId: String!, $reason: String!, $details: String) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details)\n  }\n": typeof types.ReportDocument,
    "\n  mutation DeleteResult($id: ID!) {\n    deleteResult(id: $id)\n  }\n": typeof types.DeleteResultDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query AccountSettings {\n    currentUser {\n      entities {\n        id\n        username\n        email\n        timezone\n        defaultVisibility\n        hasPassword\n        emailOnMessage\n        notificationPrefs {\n          kind\n          enabled\n        }\n      }\n    }\n  }\n": typeof types.AccountSettingsDocument,
};
const documents: Documents = {
    "\n  query Activity($year: Int) {\n    activity(year: $year) {\n      from\n      to\n      total\n      days {\n        date\n        count\n      }\n      weekly {\n        weekStart\n        count\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  mutation Register(\n    $email: String!\n    $password: String!\n    $lang: String\n    $timezone: String\n    $invitation: String\n  ) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone, invitation: $invitation) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean, $deviceToken: String) {\n    login(email: $email, password: $password, rememberMe: $rememberMe, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithGoogle($idToken: String!) {\n    loginWithGoogle(idToken: $idToken) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n": types.LoginWithGoogleDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleClientId\n    }\n  }\n": types.AuthConfigDocument,
    "\n  query RegistrationInfo {\n    registration {\n      mode\n    }\n  }\n": types.RegistrationInfoDocument,
    "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.MyGoalsDocument,
    "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n": types.DeadlineEditCheckDocument,
    "\n  mutation DeadlineReflow($goalId: ID!, $deadline: Date!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: { kind: deadline, deadline: $deadline }, changeId: $changeId) {\n      replanId\n      moved\n      dropped\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.DeadlineReflowDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": types.RestoreGoalDocument,
    "\n  query Mentees {\n    mentees {\n      person {\n        id\n        username\n        name\n        avatarUrl\n      }\n      overdueCount\n      lastActiveAt\n      since\n      goals {\n        overdueCount\n        goal {\n          ...GoalFields\n        }\n      }\n    }\n  }\n": types.MenteesDocument,
    "\n  query MenteeGoal($id: ID!) {\n    goal(id: $id) {\n      ...GoalFields\n      ...GoalMeasureFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": types.MenteeGoalDocument,
    "\n  mutation SuggestTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $notes: String) {\n    suggestTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, notes: $notes) {\n      id\n    }\n  }\n": types.SuggestTaskDocument,
    "\n  mutation SuggestReplan($goalId: ID!, $change: ReflowChange!, $label: String!) {\n    suggestReplan(goalId: $goalId, change: $change, label: $label) {\n      id\n    }\n  }\n": types.SuggestReplanDocument,
    "\n  mutation EndorseGoal($goalId: ID!, $note: String) {\n    endorseGoal(goalId: $goalId, note: $note) {\n      note\n    }\n  }\n": types.EndorseGoalDocument,
    "\n  fragment DigestItemsFields on DigestItems {\n    count\n    items {\n      goalId\n      goalTitle\n      label\n      date\n    }\n  }\n": types.DigestItemsFieldsFragmentDoc,
    "\n  query MentorDigest($id: ID) {\n    mentorDigest(id: $id) {\n      id\n      weekStart\n      weekEnd\n      mentees {\n        person {\n          id\n          username\n          name\n          avatarUrl\n        }\n        done {\n          ...DigestItemsFields\n        }\n        slipped {\n          ...DigestItemsFields\n        }\n        goals {\n          goalId\n          title\n          state\n          daysBehind\n          expectedFinish\n        }\n        unreadComments\n        latestComment\n        openSuggestions {\n          ...DigestItemsFields\n        }\n      }\n    }\n  }\n": types.MentorDigestDocument,
    "\n  query EmailOnDigest {\n    currentUser {\n      entities {\n        id\n        emailOnDigest\n      }\n    }\n  }\n": types.EmailOnDigestDocument,
    "\n  mutation SetEmailOnDigest($on: Boolean!) {\n    setEmailOnDigest(on: $on) {\n      id\n      emailOnDigest\n    }\n  }\n": types.SetEmailOnDigestDocument,
    "\n  query KeptMessages($conversationId: ID!) {\n    messages(conversationId: $conversationId, first: 100) {\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": types.KeptMessagesDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    mine\n    text\n    createdAt\n    read\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n        canMessage\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.ConversationsDocument,
    "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n        isRequest\n      }\n      canMessage\n    }\n  }\n": types.ConversationDocument,
    "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n": types.MessagesDocument,
    "\n  mutation MarkConversationRead($username: String!) {\n    markConversationRead(username: $username) {\n      unreadMessageCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      conversationId\n      message {\n        ...MessageFields\n      }\n      with {\n        ...PersonFields\n      }\n    }\n  }\n": types.MessageAddedDocument,
    "\n  query MessageRequests {\n    messageRequests(first: 20) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n      }\n    }\n  }\n": types.MessageRequestsDocument,
    "\n  mutation AcceptMessageRequest($username: String!) {\n    acceptMessageRequest(username: $username) {\n      id\n      isRequest\n    }\n  }\n": types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($username: String!) {\n    declineMessageRequest(username: $username)\n  }\n": types.DeclineMessageRequestDocument,
    "\n  query ModerationPage {\n    moderation {\n      registrationMode\n      reports {\n        id\n        targetType\n        targetId\n        reason\n        details\n        createdAt\n        excerpt\n        hidden\n        subjectSuspended\n        reporter {\n          id\n          username\n          name\n        }\n        subject {\n          id\n          username\n          name\n        }\n      }\n      pendingAccounts {\n        email\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      suspendedAccounts {\n        reason\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      log {\n        id\n        actorName\n        action\n        targetType\n        targetName\n        note\n        createdAt\n      }\n    }\n  }\n": types.ModerationPageDocument,
    "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id)\n  }\n": types.DismissReportDocument,
    "\n  mutation SetContentHidden($targetType: String!, $targetId: String!, $hidden: Boolean!) {\n    setContentHidden(targetType: $targetType, targetId: $targetId, hidden: $hidden) {\n      hidden\n    }\n  }\n": types.SetContentHiddenDocument,
    "\n  mutation SuspendAccount($userId: ID!, $reason: String!) {\n    suspendAccount(userId: $userId, reason: $reason) {\n      id\n    }\n  }\n": types.SuspendAccountDocument,
    "\n  mutation UnsuspendAccount($userId: ID!) {\n    unsuspendAccount(userId: $userId) {\n      id\n    }\n  }\n": types.UnsuspendAccountDocument,
    "\n  mutation DeleteAccountAsAdmin($userId: ID!, $reason: String!) {\n    deleteAccountAsAdmin(userId: $userId, reason: $reason)\n  }\n": types.DeleteAccountAsAdminDocument,
    "\n  mutation ApproveAccount($userId: ID!) {\n    approveAccount(userId: $userId) {\n      id\n    }\n  }\n": types.ApproveAccountDocument,
    "\n  mutation SetRegistrationMode($mode: String!) {\n    setRegistrationMode(mode: $mode)\n  }\n": types.SetRegistrationModeDocument,
    "\n  mutation CreateInvitation {\n    createInvitation {\n      code\n      expiresAt\n    }\n  }\n": types.CreateInvitationDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        achievementKey\n        decision\n        reason\n        days\n        digestId\n        taskId\n        label\n        others\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      unreadCount\n      notification {\n        id\n      }\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {\n    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.ReplanGoalDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  fragment CompanyFields on Goal {\n    id\n    myRole\n    inviteToken\n    owner {\n      id\n      username\n      name\n      avatarUrl\n    }\n    offer {\n      note\n      audience\n      memberCap\n      memberCount\n      open\n      openedAt\n    }\n    members {\n      user {\n        id\n        username\n        name\n        avatarUrl\n      }\n      role\n      joinedAt\n      lastActiveAt\n      behind\n      nudgedToday\n      nudgesMuted\n      doneCount\n      totalCount\n      kudosToday\n      paused\n      forecast {\n        state\n        daysBehind\n      }\n    }\n    together {\n      doneToday\n      dueToday\n      jointStreak\n    }\n    tasks {\n      id\n      memberProgress {\n        userId\n        done\n        total\n      }\n    }\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  query PlansCompany {\n    myCompanyGoals {\n      ...CompanyFields\n    }\n  }\n": types.PlansCompanyDocument,
    "\n  query JoinedPlans {\n    joinedGoals {\n      ...GoalFields\n      ...GoalMeasureFields\n      ...CompanyFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": types.JoinedPlansDocument,
    "\n  mutation OpenOffer($goalId: ID!, $input: OfferInput!) {\n    openOffer(goalId: $goalId, input: $input) {\n      ...CompanyFields\n    }\n  }\n": types.OpenOfferDocument,
    "\n  mutation CloseOffer($goalId: ID!) {\n    closeOffer(goalId: $goalId) {\n      ...CompanyFields\n    }\n  }\n": types.CloseOfferDocument,
    "\n  mutation RemoveMember($goalId: ID!, $userId: ID!) {\n    removeMember(goalId: $goalId, userId: $userId) {\n      id\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  mutation LeavePlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n": types.LeavePlanDocument,
    "\n  mutation GiveKudos($goalId: ID!, $userId: ID!) {\n    giveKudos(goalId: $goalId, userId: $userId) {\n      user {\n        id\n      }\n      kudosToday\n    }\n  }\n": types.GiveKudosDocument,
    "\n  query PlanInvite($token: String!) {\n    planInvite(token: $token) {\n      goalId\n      title\n      category\n      deadline\n      note\n      memberCap\n      memberCount\n      owner {\n        id\n        username\n        name\n        avatarUrl\n      }\n      members {\n        id\n        username\n        name\n        avatarUrl\n      }\n      milestones {\n        id\n        label\n        date\n        stepCount\n      }\n      state\n    }\n  }\n": types.PlanInviteDocument,
    "\n  mutation JoinPlanByInvite($token: String!) {\n    joinPlanByInvite(token: $token) {\n      id\n      myRole\n    }\n  }\n": types.JoinPlanByInviteDocument,
    "\n  mutation SharePlanInvite($goalId: ID!) {\n    sharePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n": types.SharePlanInviteDocument,
    "\n  mutation RevokePlanInvite($goalId: ID!) {\n    revokePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n": types.RevokePlanInviteDocument,
    "\n  mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {\n    setNudgesMuted(goalId: $goalId, muted: $muted) {\n      id\n    }\n  }\n": types.SetNudgesMutedDocument,
    "\n  query ReplanPlan($id: ID!) {\n    goal(id: $id) {\n      id\n      deadline\n      rhythm {\n        weekdays\n        timeOfDay\n      }\n      tasks {\n        id\n        parentId\n        label\n        date\n        time\n        completed\n        byHand\n      }\n    }\n  }\n": types.ReplanPlanDocument,
    "\n  mutation UndoReflow($replanId: ID!) {\n    undoReflow(replanId: $replanId) {\n      id\n      deadline\n    }\n  }\n": types.UndoReflowDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      ...SocialFields\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": types.UserGoalsDocument,
    "\n  query Followers($username: String!, $first: Int, $after: String) {\n    followers(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($username: String!, $first: Int, $after: String) {\n    following(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.FollowingDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": types.UpdateSocialLinksDocument,
    "\n  query ProfileOffers($username: String!) {\n    userProfile(username: $username) {\n      id\n      name\n      username\n      offers {\n        goal {\n          id\n          title\n          category\n        }\n        note\n        audience\n        memberCap\n        memberCount\n        joinState\n      }\n    }\n  }\n": types.ProfileOffersDocument,
    "\n  mutation JoinOfferedPlan($goalId: ID!) {\n    joinPlan(goalId: $goalId) {\n      id\n    }\n  }\n": types.JoinOfferedPlanDocument,
    "\n  mutation LeaveOfferedPlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n": types.LeaveOfferedPlanDocument,
    "\n  query Search($query: String!, $first: Int) {\n    search(query: $query, first: $first) {\n      people {\n        ...PersonFields\n      }\n      goals {\n        goal {\n          id\n          title\n          category\n          progress\n        }\n        owner {\n          id\n          username\n          name\n          avatarUrl\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      entities {\n        id\n        emailOnMessage\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {\n    updateNotificationSettings(emailOnMessage: $emailOnMessage) {\n      id\n      emailOnMessage\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username) {\n      available\n      reason\n    }\n  }\n": types.UsernameAvailableDocument,
    "\n  mutation UpdatePreferences($defaultVisibility: String, $notifications: [NotificationPrefInput!]) {\n    updatePreferences(defaultVisibility: $defaultVisibility, notifications: $notifications) {\n      id\n      defaultVisibility\n      notificationPrefs {\n        kind\n        enabled\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation SettingsSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": types.SettingsSocialLinksDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($newEmail: String!, $password: String) {\n    requestEmailChange(newEmail: $newEmail, password: $password)\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n": types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation DeleteAccount($password: String, $username: String) {\n    deleteAccount(password: $password, username: $username)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation BecomeMentor($input: MentorProfileInput!) {\n    becomeMentor(input: $input) {\n      active\n    }\n  }\n": types.BecomeMentorDocument,
    "\n  mutation UpdateMentorProfile($input: MentorProfileInput!) {\n    updateMentorProfile(input: $input) {\n      active\n    }\n  }\n": types.UpdateMentorProfileDocument,
    "\n  mutation StopMentoring {\n    stopMentoring {\n      active\n    }\n  }\n": types.StopMentoringDocument,
    "\n  fragment PlaybookFields on Playbook {\n    category\n    mode\n    variants {\n      id\n      matchUnits\n      matchWords\n      defaultWeeks\n      sessionsPerWeek\n      time\n      phases {\n        id\n        weight\n        maxWeeks\n        milestone {\n          en\n          ru\n        }\n        milestoneWithTarget {\n          en\n          ru\n        }\n        steps {\n          labels {\n            en\n            ru\n          }\n          cadence\n          times\n          minutes\n          key\n          when\n          units\n          workday\n        }\n      }\n    }\n  }\n": types.PlaybookFieldsFragmentDoc,
    "\n  query MyMentorPlaybook {\n    myMentorPlaybook {\n      ...PlaybookFields\n    }\n  }\n": types.MyMentorPlaybookDocument,
    "\n  query DefaultPlaybook($category: Category!) {\n    defaultPlaybook(category: $category) {\n      ...PlaybookFields\n    }\n  }\n": types.DefaultPlaybookDocument,
    "\n  mutation SaveMentorPlaybook($input: PlaybookInput) {\n    saveMentorPlaybook(input: $input) {\n      ...PlaybookFields\n    }\n  }\n": types.SaveMentorPlaybookDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": types.SelectMentorDocument,
    "\n  mutation FinishSetup(\n    $interests: [String!]!\n    $goalText: String!\n    $visibility: Visibility\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    finishSetup(\n      interests: $interests\n      goalText: $goalText\n      visibility: $visibility\n      deadline: $deadline\n      answers: $answers\n      target: $target\n    ) {\n      id\n      status\n    }\n  }\n": types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": types.MentorsDocument,
    "\n  query Achievements($username: String!) {\n    achievements(username: $username) {\n      earned {\n        key\n        earnedAt\n        goal {\n          id\n          title\n        }\n      }\n      next {\n        key\n        progress\n        target\n      }\n      streak {\n        ...StreakFields\n      }\n    }\n  }\n": types.AchievementsDocument,
    "\n  fragment StreakFields on Streak {\n    current\n    best\n    todayDone\n    frozenDays\n  }\n": types.StreakFieldsFragmentDoc,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": types.UpdateBioDocument,
    "\n  subscription PlanActivity {\n    planActivity {\n      goalId\n      userId\n      kind\n      taskId\n    }\n  }\n": types.PlanActivityDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n    pause {\n      since\n      until\n      reason\n      mine\n    }\n    forecast {\n      state\n      daysBehind\n      plannedFinish\n      expectedFinish\n      earliestFinish\n      latestFinish\n    }\n    pace\n    endorsement {\n      note\n      createdAt\n      mentor {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n    suggestions {\n      id\n      parentId\n      label\n      date\n      time\n      notes\n      replan {\n        kind\n        weekdays\n        timeOfDay\n        days\n      }\n    }\n  }\n": types.GoalFieldsFragmentDoc,
    "\n  fragment GoalMeasureFields on Goal {\n    progression {\n      unit\n      direction\n      points {\n        date\n        value\n      }\n    }\n    results {\n      id\n      on\n      value\n      seconds\n    }\n  }\n": types.GoalMeasureFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n    commentCount\n    version\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n        ...GoalMeasureFields\n      }\n      hasNextPage\n    }\n  }\n": types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": types.AgendaDocument,
    "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n      understood {\n        kind {\n          value\n          confidence\n        }\n        target {\n          value {\n            value\n            unit\n          }\n          limitMinutes\n          confidence\n        }\n        deadline {\n          value\n          source\n          confidence\n        }\n        level {\n          value\n          current {\n            value\n            unit\n          }\n          confidence\n        }\n        timePerWeek {\n          hours\n          sessionsPerWeek\n          confidence\n        }\n      }\n      corrections {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.PreviewGoalDocument,
    "\n  fragment MentorFields on Mentor {\n    id\n    username\n    name\n    avatarUrl\n    headline\n    bio\n    categories\n    languages\n    accepting\n    guide\n    menteeCount\n  }\n": types.MentorFieldsFragmentDoc,
    "\n  query MyMentor {\n    myMentor {\n      ...MentorFields\n    }\n  }\n": types.MyMentorDocument,
    "\n  query MentorsList {\n    mentors {\n      ...MentorFields\n    }\n  }\n": types.MentorsListDocument,
    "\n  query MyMentorInvite {\n    myMentorInvite {\n      createdAt\n    }\n  }\n": types.MyMentorInviteDocument,
    "\n  mutation CreateMentorInvite {\n    createMentorInvite {\n      token\n      createdAt\n    }\n  }\n": types.CreateMentorInviteDocument,
    "\n  mutation RevokeMentorInvite {\n    revokeMentorInvite\n  }\n": types.RevokeMentorInviteDocument,
    "\n  query MentorInvite($token: String!) {\n    mentorInvite(token: $token) {\n      own\n      alreadyMentor\n      mentee {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n": types.MentorInviteDocument,
    "\n  mutation AcceptMentorInvite($token: String!) {\n    acceptMentorInvite(token: $token) {\n      id\n      username\n      name\n    }\n  }\n": types.AcceptMentorInviteDocument,
    "\n  mutation SetMentor($mentorId: ID) {\n    setMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": types.SetMentorDocument,
    "\n  query MyMentorProfile {\n    myMentorProfile {\n      active\n      headline\n      bio\n      categories\n      languages\n      accepting\n      menteeCount\n    }\n  }\n": types.MyMentorProfileDocument,
    "\n  query TaskComments($taskId: ID!) {\n    taskComments(taskId: $taskId) {\n      id\n      body\n      mine\n      createdAt\n      author {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n": types.TaskCommentsDocument,
    "\n  mutation CommentTask($taskId: ID!, $body: String!) {\n    commentTask(taskId: $taskId, body: $body) {\n      id\n    }\n  }\n": types.CommentTaskDocument,
    "\n  mutation AcceptSuggestion($id: ID!) {\n    acceptSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n      task {\n        id\n      }\n      replanId\n    }\n  }\n": types.AcceptSuggestionDocument,
    "\n  mutation DeclineSuggestion($id: ID!) {\n    declineSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n    }\n  }\n": types.DeclineSuggestionDocument,
    "\n  query IsAdministrator {\n    isAdministrator\n  }\n": types.IsAdministratorDocument,
    "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    achievementKey\n    createdAt\n  }\n": types.NewsItemFieldsFragmentDoc,
    "\n  query News($first: Int, $after: String) {\n    news(first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.NewsDocument,
    "\n  query UserNews($username: String!, $first: Int, $after: String) {\n    userNews(username: $username, first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.UserNewsDocument,
    "\n  subscription NewsAdded {\n    newsAdded {\n      ...NewsItemFields\n    }\n  }\n": types.NewsAddedDocument,
    "\n  query OfflineTaskState($goalId: ID!) {\n    goal(id: $goalId) {\n      id\n      tasks {\n        id\n        version\n        completed\n        label\n        notes\n        date\n        time\n      }\n    }\n  }\n": types.OfflineTaskStateDocument,
    "\n  mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n      tick {\n        streak {\n          current\n          todayDone\n        }\n        earned\n        milestoneDone\n        goalDone\n      }\n    }\n  }\n": types.OfflineSetTaskCompletedDocument,
    "\n  query OfflineGoalState($id: ID!) {\n    goal(id: $id) {\n      id\n      status\n      version\n    }\n  }\n": types.OfflineGoalStateDocument,
    "\n  mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!, $openSteps: OpenStepsChoice) {\n    setGoalStatus(id: $id, status: $status, openSteps: $openSteps) {\n      ...GoalFields\n    }\n  }\n": types.OfflineSetGoalStatusDocument,
    "\n  mutation OfflineAddTask(\n    $goalId: ID!\n    $parentId: ID\n    $label: String!\n    $date: Date\n    $time: String\n    $changeId: ID\n  ) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, changeId: $changeId) {\n      ...TaskFields\n    }\n  }\n": types.OfflineAddTaskDocument,
    "\n  mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {\n    deleteTask(id: $id, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n": types.OfflineDeleteTaskDocument,
    "\n  mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": types.OfflineMoveTaskDocument,
    "\n  mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {\n    createGoal(input: $input, changeId: $changeId) {\n      ...GoalFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n": types.OfflineCreateGoalDocument,
    "\n  mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {\n    updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {\n      ...TaskFields\n    }\n  }\n": types.OfflineUpdateTaskDocument,
    "\n  mutation SendQueuedMessage($to: String!, $text: String!, $changeId: ID) {\n    sendMessage(to: $to, text: $text, changeId: $changeId) {\n      id\n      conversationId\n      mine\n      text\n      createdAt\n      read\n    }\n  }\n": types.SendQueuedMessageDocument,
    "\n  mutation OfflineNudgeMember($goalId: ID!, $userId: ID!, $changeId: ID) {\n    nudgeMember(goalId: $goalId, userId: $userId, changeId: $changeId) {\n      user {\n        id\n      }\n      nudgedToday\n    }\n  }\n": types.OfflineNudgeMemberDocument,
    "\n  mutation OfflinePauseGoal($goalId: ID!, $until: Date, $reason: String) {\n    pauseGoal(goalId: $goalId, until: $until, reason: $reason) {\n      id\n      status\n      deadline\n    }\n  }\n": types.OfflinePauseGoalDocument,
    "\n  mutation OfflineResumeGoal($goalId: ID!, $keepDeadline: Boolean, $replan: Boolean) {\n    resumeGoal(goalId: $goalId, keepDeadline: $keepDeadline, replan: $replan) {\n      days\n      moved\n      replanned\n      goal {\n        id\n        status\n        deadline\n      }\n    }\n  }\n": types.OfflineResumeGoalDocument,
    "\n  mutation OfflineApplyReflow($goalId: ID!, $change: ReflowChange!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: $change, changeId: $changeId) {\n      replanId\n      kind\n      moved\n      dropped\n      replayed\n    }\n  }\n": types.OfflineApplyReflowDocument,
    "\n  mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {\n    recordResult(goalId: $goalId, value: $value, on: $on, seconds: $seconds, note: $note, changeId: $changeId) {\n      id\n      on\n      value\n      seconds\n    }\n  }\n": types.RecordResultDocument,
    "\n  fragment PersonFields on Person {\n    id\n    username\n    name\n    avatarUrl\n    followedByMe\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  fragment SocialFields on PublicProfile {\n    id\n    username\n    followerCount\n    followingCount\n    followedByMe\n    followsMe\n    blockedByMe\n  }\n": types.SocialFieldsFragmentDoc,
    "\n  mutation Follow($userId: ID!) {\n    follow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: ID!) {\n    removeFollower(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.RemoveFollowerDocument,
    "\n  mutation Block($userId: ID!) {\n    block(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.BlockDocument,
    "\n  mutation Unblock($userId: ID!) {\n    unblock(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.UnblockDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": types.FillBaseBioDocument,
    "\n  query WebPushKey {\n    webPushKey\n  }\n": types.WebPushKeyDocument,
    "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, device: $device)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation OpenCalendarFeed {\n    openCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.OpenCalendarFeedDocument,
    "\n  mutation RegenerateCalendarFeed {\n    regenerateCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.RegenerateCalendarFeedDocument,
    "\n  mutation CloseCalendarFeed {\n    closeCalendarFeed\n  }\n": types.CloseCalendarFeedDocument,
    "\n  mutation Report($targetType: String!, $targetId: String!, $reason: String!, $details: String) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details)\n  }\n": types.ReportDocument,
    "\n  mutation DeleteResult($id: ID!) {\n    deleteResult(id: $id)\n  }\n": types.DeleteResultDocument,
    "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query AccountSettings {\n    currentUser {\n      entities {\n        id\n        username\n        email\n        timezone\n        defaultVisibility\n        hasPassword\n        emailOnMessage\n        notificationPrefs {\n          kind\n          enabled\n        }\n      }\n    }\n  }\n": types.AccountSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity($year: Int) {\n    activity(year: $year) {\n      from\n      to\n      total\n      days {\n        date\n        count\n      }\n      weekly {\n        weekStart\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register(\n    $email: String!\n    $password: String!\n    $lang: String\n    $timezone: String\n    $invitation: String\n  ) {\n    register(email: $email, password: $password, lang: $lang, timezone: $timezone, invitation: $invitation) {\n      token\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $rememberMe: Boolean, $deviceToken: String) {\n    login(email: $email, password: $password, rememberMe: $rememberMe, deviceToken: $deviceToken) {\n      token\n      deviceToken\n      user {\n        id\n        username\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
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
export function graphql(source: "\n  query RegistrationInfo {\n    registration {\n      mode\n    }\n  }\n"): typeof import('./graphql').RegistrationInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGoals($first: Int, $after: String, $status: GoalStatus) {\n    myGoals(first: $first, after: $after, status: $status) {\n      items {\n        ...GoalFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').MyGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeadlineEditCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeadlineReflow($goalId: ID!, $deadline: Date!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: { kind: deadline, deadline: $deadline }, changeId: $changeId) {\n      replanId\n      moved\n      dropped\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"): typeof import('./graphql').DeadlineReflowDocument;
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
export function graphql(source: "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n"): typeof import('./graphql').DeleteGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').RestoreGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mentees {\n    mentees {\n      person {\n        id\n        username\n        name\n        avatarUrl\n      }\n      overdueCount\n      lastActiveAt\n      since\n      goals {\n        overdueCount\n        goal {\n          ...GoalFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MenteesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenteeGoal($id: ID!) {\n    goal(id: $id) {\n      ...GoalFields\n      ...GoalMeasureFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').MenteeGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $notes: String) {\n    suggestTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, notes: $notes) {\n      id\n    }\n  }\n"): typeof import('./graphql').SuggestTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestReplan($goalId: ID!, $change: ReflowChange!, $label: String!) {\n    suggestReplan(goalId: $goalId, change: $change, label: $label) {\n      id\n    }\n  }\n"): typeof import('./graphql').SuggestReplanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndorseGoal($goalId: ID!, $note: String) {\n    endorseGoal(goalId: $goalId, note: $note) {\n      note\n    }\n  }\n"): typeof import('./graphql').EndorseGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestItemsFields on DigestItems {\n    count\n    items {\n      goalId\n      goalTitle\n      label\n      date\n    }\n  }\n"): typeof import('./graphql').DigestItemsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentorDigest($id: ID) {\n    mentorDigest(id: $id) {\n      id\n      weekStart\n      weekEnd\n      mentees {\n        person {\n          id\n          username\n          name\n          avatarUrl\n        }\n        done {\n          ...DigestItemsFields\n        }\n        slipped {\n          ...DigestItemsFields\n        }\n        goals {\n          goalId\n          title\n          state\n          daysBehind\n          expectedFinish\n        }\n        unreadComments\n        latestComment\n        openSuggestions {\n          ...DigestItemsFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MentorDigestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailOnDigest {\n    currentUser {\n      entities {\n        id\n        emailOnDigest\n      }\n    }\n  }\n"): typeof import('./graphql').EmailOnDigestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmailOnDigest($on: Boolean!) {\n    setEmailOnDigest(on: $on) {\n      id\n      emailOnDigest\n    }\n  }\n"): typeof import('./graphql').SetEmailOnDigestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeptMessages($conversationId: ID!) {\n    messages(conversationId: $conversationId, first: 100) {\n      items {\n        ...MessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').KeptMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    mine\n    text\n    createdAt\n    read\n  }\n"): typeof import('./graphql').MessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n        canMessage\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').ConversationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n        isRequest\n      }\n      canMessage\n    }\n  }\n"): typeof import('./graphql').ConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n"): typeof import('./graphql').MessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($username: String!) {\n    markConversationRead(username: $username) {\n      unreadMessageCount\n    }\n  }\n"): typeof import('./graphql').MarkConversationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n"): typeof import('./graphql').UnreadMessageCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded {\n    messageAdded {\n      conversationId\n      message {\n        ...MessageFields\n      }\n      with {\n        ...PersonFields\n      }\n    }\n  }\n"): typeof import('./graphql').MessageAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRequests {\n    messageRequests(first: 20) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n      }\n    }\n  }\n"): typeof import('./graphql').MessageRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMessageRequest($username: String!) {\n    acceptMessageRequest(username: $username) {\n      id\n      isRequest\n    }\n  }\n"): typeof import('./graphql').AcceptMessageRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineMessageRequest($username: String!) {\n    declineMessageRequest(username: $username)\n  }\n"): typeof import('./graphql').DeclineMessageRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationPage {\n    moderation {\n      registrationMode\n      reports {\n        id\n        targetType\n        targetId\n        reason\n        details\n        createdAt\n        excerpt\n        hidden\n        subjectSuspended\n        reporter {\n          id\n          username\n          name\n        }\n        subject {\n          id\n          username\n          name\n        }\n      }\n      pendingAccounts {\n        email\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      suspendedAccounts {\n        reason\n        since\n        person {\n          id\n          username\n          name\n        }\n      }\n      log {\n        id\n        actorName\n        action\n        targetType\n        targetName\n        note\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ModerationPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id)\n  }\n"): typeof import('./graphql').DismissReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContentHidden($targetType: String!, $targetId: String!, $hidden: Boolean!) {\n    setContentHidden(targetType: $targetType, targetId: $targetId, hidden: $hidden) {\n      hidden\n    }\n  }\n"): typeof import('./graphql').SetContentHiddenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendAccount($userId: ID!, $reason: String!) {\n    suspendAccount(userId: $userId, reason: $reason) {\n      id\n    }\n  }\n"): typeof import('./graphql').SuspendAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsuspendAccount($userId: ID!) {\n    unsuspendAccount(userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').UnsuspendAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountAsAdmin($userId: ID!, $reason: String!) {\n    deleteAccountAsAdmin(userId: $userId, reason: $reason)\n  }\n"): typeof import('./graphql').DeleteAccountAsAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccount($userId: ID!) {\n    approveAccount(userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').ApproveAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationMode($mode: String!) {\n    setRegistrationMode(mode: $mode)\n  }\n"): typeof import('./graphql').SetRegistrationModeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvitation {\n    createInvitation {\n      code\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        achievementKey\n        decision\n        reason\n        days\n        digestId\n        taskId\n        label\n        others\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): typeof import('./graphql').UnreadNotificationCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      unreadCount\n      notification {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').RegeneratePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {\n    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReplanGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').UpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Goal {\n    id\n    myRole\n    inviteToken\n    owner {\n      id\n      username\n      name\n      avatarUrl\n    }\n    offer {\n      note\n      audience\n      memberCap\n      memberCount\n      open\n      openedAt\n    }\n    members {\n      user {\n        id\n        username\n        name\n        avatarUrl\n      }\n      role\n      joinedAt\n      lastActiveAt\n      behind\n      nudgedToday\n      nudgesMuted\n      doneCount\n      totalCount\n      kudosToday\n      paused\n      forecast {\n        state\n        daysBehind\n      }\n    }\n    together {\n      doneToday\n      dueToday\n      jointStreak\n    }\n    tasks {\n      id\n      memberProgress {\n        userId\n        done\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').CompanyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansCompany {\n    myCompanyGoals {\n      ...CompanyFields\n    }\n  }\n"): typeof import('./graphql').PlansCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinedPlans {\n    joinedGoals {\n      ...GoalFields\n      ...GoalMeasureFields\n      ...CompanyFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').JoinedPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenOffer($goalId: ID!, $input: OfferInput!) {\n    openOffer(goalId: $goalId, input: $input) {\n      ...CompanyFields\n    }\n  }\n"): typeof import('./graphql').OpenOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseOffer($goalId: ID!) {\n    closeOffer(goalId: $goalId) {\n      ...CompanyFields\n    }\n  }\n"): typeof import('./graphql').CloseOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($goalId: ID!, $userId: ID!) {\n    removeMember(goalId: $goalId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeavePlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n"): typeof import('./graphql').LeavePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveKudos($goalId: ID!, $userId: ID!) {\n    giveKudos(goalId: $goalId, userId: $userId) {\n      user {\n        id\n      }\n      kudosToday\n    }\n  }\n"): typeof import('./graphql').GiveKudosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanInvite($token: String!) {\n    planInvite(token: $token) {\n      goalId\n      title\n      category\n      deadline\n      note\n      memberCap\n      memberCount\n      owner {\n        id\n        username\n        name\n        avatarUrl\n      }\n      members {\n        id\n        username\n        name\n        avatarUrl\n      }\n      milestones {\n        id\n        label\n        date\n        stepCount\n      }\n      state\n    }\n  }\n"): typeof import('./graphql').PlanInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinPlanByInvite($token: String!) {\n    joinPlanByInvite(token: $token) {\n      id\n      myRole\n    }\n  }\n"): typeof import('./graphql').JoinPlanByInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePlanInvite($goalId: ID!) {\n    sharePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n"): typeof import('./graphql').SharePlanInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePlanInvite($goalId: ID!) {\n    revokePlanInvite(goalId: $goalId) {\n      id\n      inviteToken\n    }\n  }\n"): typeof import('./graphql').RevokePlanInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {\n    setNudgesMuted(goalId: $goalId, muted: $muted) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetNudgesMutedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplanPlan($id: ID!) {\n    goal(id: $id) {\n      id\n      deadline\n      rhythm {\n        weekdays\n        timeOfDay\n      }\n      tasks {\n        id\n        parentId\n        label\n        date\n        time\n        completed\n        byHand\n      }\n    }\n  }\n"): typeof import('./graphql').ReplanPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoReflow($replanId: ID!) {\n    undoReflow(replanId: $replanId) {\n      id\n      deadline\n    }\n  }\n"): typeof import('./graphql').UndoReflowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      ...SocialFields\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').UserProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').UserGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($username: String!, $first: Int, $after: String) {\n    followers(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').FollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($username: String!, $first: Int, $after: String) {\n    following(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').FollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateSocialLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOffers($username: String!) {\n    userProfile(username: $username) {\n      id\n      name\n      username\n      offers {\n        goal {\n          id\n          title\n          category\n        }\n        note\n        audience\n        memberCap\n        memberCount\n        joinState\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinOfferedPlan($goalId: ID!) {\n    joinPlan(goalId: $goalId) {\n      id\n    }\n  }\n"): typeof import('./graphql').JoinOfferedPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveOfferedPlan($goalId: ID!) {\n    leavePlan(goalId: $goalId) {\n      id\n    }\n  }\n"): typeof import('./graphql').LeaveOfferedPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!, $first: Int) {\n    search(query: $query, first: $first) {\n      people {\n        ...PersonFields\n      }\n      goals {\n        goal {\n          id\n          title\n          category\n          progress\n        }\n        owner {\n          id\n          username\n          name\n          avatarUrl\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    currentUser {\n      entities {\n        id\n        emailOnMessage\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {\n    updateNotificationSettings(emailOnMessage: $emailOnMessage) {\n      id\n      emailOnMessage\n    }\n  }\n"): typeof import('./graphql').UpdateNotificationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username) {\n      available\n      reason\n    }\n  }\n"): typeof import('./graphql').UsernameAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($defaultVisibility: String, $notifications: [NotificationPrefInput!]) {\n    updatePreferences(defaultVisibility: $defaultVisibility, notifications: $notifications) {\n      id\n      defaultVisibility\n      notificationPrefs {\n        kind\n        enabled\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n"): typeof import('./graphql').SettingsSocialLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($newEmail: String!, $password: String) {\n    requestEmailChange(newEmail: $newEmail, password: $password)\n  }\n"): typeof import('./graphql').RequestEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"): typeof import('./graphql').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExports {\n    myDataExports {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n"): typeof import('./graphql').MyDataExportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      status\n      createdAt\n      readyAt\n      expiresAt\n      downloadPath\n    }\n  }\n"): typeof import('./graphql').RequestDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String, $username: String) {\n    deleteAccount(password: $password, username: $username)\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BecomeMentor($input: MentorProfileInput!) {\n    becomeMentor(input: $input) {\n      active\n    }\n  }\n"): typeof import('./graphql').BecomeMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMentorProfile($input: MentorProfileInput!) {\n    updateMentorProfile(input: $input) {\n      active\n    }\n  }\n"): typeof import('./graphql').UpdateMentorProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopMentoring {\n    stopMentoring {\n      active\n    }\n  }\n"): typeof import('./graphql').StopMentoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaybookFields on Playbook {\n    category\n    mode\n    variants {\n      id\n      matchUnits\n      matchWords\n      defaultWeeks\n      sessionsPerWeek\n      time\n      phases {\n        id\n        weight\n        maxWeeks\n        milestone {\n          en\n          ru\n        }\n        milestoneWithTarget {\n          en\n          ru\n        }\n        steps {\n          labels {\n            en\n            ru\n          }\n          cadence\n          times\n          minutes\n          key\n          when\n          units\n          workday\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaybookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMentorPlaybook {\n    myMentorPlaybook {\n      ...PlaybookFields\n    }\n  }\n"): typeof import('./graphql').MyMentorPlaybookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultPlaybook($category: Category!) {\n    defaultPlaybook(category: $category) {\n      ...PlaybookFields\n    }\n  }\n"): typeof import('./graphql').DefaultPlaybookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMentorPlaybook($input: PlaybookInput) {\n    saveMentorPlaybook(input: $input) {\n      ...PlaybookFields\n    }\n  }\n"): typeof import('./graphql').SaveMentorPlaybookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n"): typeof import('./graphql').SelectMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSetup(\n    $interests: [String!]!\n    $goalText: String!\n    $visibility: Visibility\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    finishSetup(\n      interests: $interests\n      goalText: $goalText\n      visibility: $visibility\n      deadline: $deadline\n      answers: $answers\n      target: $target\n    ) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').FinishSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n"): typeof import('./graphql').MentorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Achievements($username: String!) {\n    achievements(username: $username) {\n      earned {\n        key\n        earnedAt\n        goal {\n          id\n          title\n        }\n      }\n      next {\n        key\n        progress\n        target\n      }\n      streak {\n        ...StreakFields\n      }\n    }\n  }\n"): typeof import('./graphql').AchievementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StreakFields on Streak {\n    current\n    best\n    todayDone\n    frozenDays\n  }\n"): typeof import('./graphql').StreakFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlanActivity {\n    planActivity {\n      goalId\n      userId\n      kind\n      taskId\n    }\n  }\n"): typeof import('./graphql').PlanActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n    pause {\n      since\n      until\n      reason\n      mine\n    }\n    forecast {\n      state\n      daysBehind\n      plannedFinish\n      expectedFinish\n      earliestFinish\n      latestFinish\n    }\n    pace\n    endorsement {\n      note\n      createdAt\n      mentor {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n    suggestions {\n      id\n      parentId\n      label\n      date\n      time\n      notes\n      replan {\n        kind\n        weekdays\n        timeOfDay\n        days\n      }\n    }\n  }\n"): typeof import('./graphql').GoalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalMeasureFields on Goal {\n    progression {\n      unit\n      direction\n      points {\n        date\n        value\n      }\n    }\n    results {\n      id\n      on\n      value\n      seconds\n    }\n  }\n"): typeof import('./graphql').GoalMeasureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n    commentCount\n    version\n  }\n"): typeof import('./graphql').TaskFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n        ...GoalMeasureFields\n      }\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').MyPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').AgendaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n      understood {\n        kind {\n          value\n          confidence\n        }\n        target {\n          value {\n            value\n            unit\n          }\n          limitMinutes\n          confidence\n        }\n        deadline {\n          value\n          source\n          confidence\n        }\n        level {\n          value\n          current {\n            value\n            unit\n          }\n          confidence\n        }\n        timePerWeek {\n          hours\n          sessionsPerWeek\n          confidence\n        }\n      }\n      corrections {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PreviewGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MentorFields on Mentor {\n    id\n    username\n    name\n    avatarUrl\n    headline\n    bio\n    categories\n    languages\n    accepting\n    guide\n    menteeCount\n  }\n"): typeof import('./graphql').MentorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMentor {\n    myMentor {\n      ...MentorFields\n    }\n  }\n"): typeof import('./graphql').MyMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentorsList {\n    mentors {\n      ...MentorFields\n    }\n  }\n"): typeof import('./graphql').MentorsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMentorInvite {\n    myMentorInvite {\n      createdAt\n    }\n  }\n"): typeof import('./graphql').MyMentorInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMentorInvite {\n    createMentorInvite {\n      token\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CreateMentorInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMentorInvite {\n    revokeMentorInvite\n  }\n"): typeof import('./graphql').RevokeMentorInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentorInvite($token: String!) {\n    mentorInvite(token: $token) {\n      own\n      alreadyMentor\n      mentee {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n"): typeof import('./graphql').MentorInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMentorInvite($token: String!) {\n    acceptMentorInvite(token: $token) {\n      id\n      username\n      name\n    }\n  }\n"): typeof import('./graphql').AcceptMentorInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMentor($mentorId: ID) {\n    setMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n"): typeof import('./graphql').SetMentorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMentorProfile {\n    myMentorProfile {\n      active\n      headline\n      bio\n      categories\n      languages\n      accepting\n      menteeCount\n    }\n  }\n"): typeof import('./graphql').MyMentorProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskComments($taskId: ID!) {\n    taskComments(taskId: $taskId) {\n      id\n      body\n      mine\n      createdAt\n      author {\n        id\n        username\n        name\n        avatarUrl\n      }\n    }\n  }\n"): typeof import('./graphql').TaskCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentTask($taskId: ID!, $body: String!) {\n    commentTask(taskId: $taskId, body: $body) {\n      id\n    }\n  }\n"): typeof import('./graphql').CommentTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSuggestion($id: ID!) {\n    acceptSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n      task {\n        id\n      }\n      replanId\n    }\n  }\n"): typeof import('./graphql').AcceptSuggestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineSuggestion($id: ID!) {\n    declineSuggestion(id: $id) {\n      suggestion {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').DeclineSuggestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsAdministrator {\n    isAdministrator\n  }\n"): typeof import('./graphql').IsAdministratorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    achievementKey\n    createdAt\n  }\n"): typeof import('./graphql').NewsItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query News($first: Int, $after: String) {\n    news(first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').NewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNews($username: String!, $first: Int, $after: String) {\n    userNews(username: $username, first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').UserNewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsAdded {\n    newsAdded {\n      ...NewsItemFields\n    }\n  }\n"): typeof import('./graphql').NewsAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfflineTaskState($goalId: ID!) {\n    goal(id: $goalId) {\n      id\n      tasks {\n        id\n        version\n        completed\n        label\n        notes\n        date\n        time\n      }\n    }\n  }\n"): typeof import('./graphql').OfflineTaskStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n      tick {\n        streak {\n          current\n          todayDone\n        }\n        earned\n        milestoneDone\n        goalDone\n      }\n    }\n  }\n"): typeof import('./graphql').OfflineSetTaskCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfflineGoalState($id: ID!) {\n    goal(id: $id) {\n      id\n      status\n      version\n    }\n  }\n"): typeof import('./graphql').OfflineGoalStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!, $openSteps: OpenStepsChoice) {\n    setGoalStatus(id: $id, status: $status, openSteps: $openSteps) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').OfflineSetGoalStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineAddTask(\n    $goalId: ID!\n    $parentId: ID\n    $label: String!\n    $date: Date\n    $time: String\n    $changeId: ID\n  ) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, changeId: $changeId) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').OfflineAddTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {\n    deleteTask(id: $id, expectedVersion: $expectedVersion) {\n      id\n    }\n  }\n"): typeof import('./graphql').OfflineDeleteTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').OfflineMoveTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {\n    createGoal(input: $input, changeId: $changeId) {\n      ...GoalFields\n      tasks {\n        ...TaskFields\n      }\n    }\n  }\n"): typeof import('./graphql').OfflineCreateGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {\n    updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {\n      ...TaskFields\n    }\n  }\n"): typeof import('./graphql').OfflineUpdateTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQueuedMessage($to: String!, $text: String!, $changeId: ID) {\n    sendMessage(to: $to, text: $text, changeId: $changeId) {\n      id\n      conversationId\n      mine\n      text\n      createdAt\n      read\n    }\n  }\n"): typeof import('./graphql').SendQueuedMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineNudgeMember($goalId: ID!, $userId: ID!, $changeId: ID) {\n    nudgeMember(goalId: $goalId, userId: $userId, changeId: $changeId) {\n      user {\n        id\n      }\n      nudgedToday\n    }\n  }\n"): typeof import('./graphql').OfflineNudgeMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflinePauseGoal($goalId: ID!, $until: Date, $reason: String) {\n    pauseGoal(goalId: $goalId, until: $until, reason: $reason) {\n      id\n      status\n      deadline\n    }\n  }\n"): typeof import('./graphql').OfflinePauseGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineResumeGoal($goalId: ID!, $keepDeadline: Boolean, $replan: Boolean) {\n    resumeGoal(goalId: $goalId, keepDeadline: $keepDeadline, replan: $replan) {\n      days\n      moved\n      replanned\n      goal {\n        id\n        status\n        deadline\n      }\n    }\n  }\n"): typeof import('./graphql').OfflineResumeGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineApplyReflow($goalId: ID!, $change: ReflowChange!, $changeId: ID) {\n    applyReflow(goalId: $goalId, change: $change, changeId: $changeId) {\n      replanId\n      kind\n      moved\n      dropped\n      replayed\n    }\n  }\n"): typeof import('./graphql').OfflineApplyReflowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {\n    recordResult(goalId: $goalId, value: $value, on: $on, seconds: $seconds, note: $note, changeId: $changeId) {\n      id\n      on\n      value\n      seconds\n    }\n  }\n"): typeof import('./graphql').RecordResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on Person {\n    id\n    username\n    name\n    avatarUrl\n    followedByMe\n  }\n"): typeof import('./graphql').PersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialFields on PublicProfile {\n    id\n    username\n    followerCount\n    followingCount\n    followedByMe\n    followsMe\n    blockedByMe\n  }\n"): typeof import('./graphql').SocialFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($userId: ID!) {\n    follow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').FollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').UnfollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFollower($userId: ID!) {\n    removeFollower(userId: $userId) {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').RemoveFollowerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Block($userId: ID!) {\n    block(userId: $userId) {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').BlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unblock($userId: ID!) {\n    unblock(userId: $userId) {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').UnblockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n"): typeof import('./graphql').FillBaseBioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushKey {\n    webPushKey\n  }\n"): typeof import('./graphql').WebPushKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {\n    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, device: $device)\n  }\n"): typeof import('./graphql').SubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): typeof import('./graphql').UnsubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenCalendarFeed {\n    openCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').OpenCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateCalendarFeed {\n    regenerateCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RegenerateCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseCalendarFeed {\n    closeCalendarFeed\n  }\n"): typeof import('./graphql').CloseCalendarFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report($targetType: String!, $targetId: String!, $reason: String!, $details: String) {\n    report(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details)\n  }\n"): typeof import('./graphql').ReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResult($id: ID!) {\n    deleteResult(id: $id)\n  }\n"): typeof import('./graphql').DeleteResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettings {\n    currentUser {\n      entities {\n        id\n        username\n        email\n        timezone\n        defaultVisibility\n        hasPassword\n        emailOnMessage\n        notificationPrefs {\n          kind\n          enabled\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountSettingsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
