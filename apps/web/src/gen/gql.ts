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
    "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.PreviewGoalDocument,
    "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n": typeof types.DeadlineEditCheckDocument,
    "\n  mutation ReplanAfterEdit($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      goal {\n        ...GoalFields\n      }\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n    }\n  }\n": typeof types.ReplanAfterEditDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {\n    setGoalStatus(id: $id, status: $status) {\n      ...GoalFields\n    }\n  }\n": typeof types.SetGoalStatusDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": typeof types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": typeof types.RestoreGoalDocument,
    "\n  mutation RegenerateAfterEdit($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": typeof types.RegenerateAfterEditDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    mine\n    text\n    createdAt\n    read\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n        canMessage\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n      }\n      canMessage\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation SendMessage($to: String!, $text: String!) {\n    sendMessage(to: $to, text: $text) {\n      ...MessageFields\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkConversationRead($username: String!) {\n    markConversationRead(username: $username) {\n      unreadMessageCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      conversationId\n      message {\n        ...MessageFields\n      }\n      with {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      unreadCount\n      notification {\n        id\n      }\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": typeof types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {\n    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.ReplanGoalDocument,
    "\n  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {\n      ...TaskFields\n    }\n  }\n": typeof types.AddTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": typeof types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": typeof types.MoveTaskDocument,
    "\n  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n    }\n  }\n": typeof types.SetTaskCompletedDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      ...SocialFields\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": typeof types.UserGoalsDocument,
    "\n  query Followers($username: String!, $first: Int, $after: String) {\n    followers(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($username: String!, $first: Int, $after: String) {\n    following(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": typeof types.UpdateSocialLinksDocument,
    "\n  query Search($query: String!, $first: Int) {\n    search(query: $query, first: $first) {\n      people {\n        ...PersonFields\n      }\n      goals {\n        goal {\n          id\n          title\n          category\n          progress\n        }\n        owner {\n          id\n          username\n          name\n          avatarUrl\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      entities {\n        id\n        emailOnMessage\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {\n    updateNotificationSettings(emailOnMessage: $emailOnMessage) {\n      id\n      emailOnMessage\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": typeof types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": typeof types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": typeof types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": typeof types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": typeof types.UpdateBioDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n  }\n": typeof types.GoalFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n      }\n      hasNextPage\n    }\n  }\n": typeof types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.AgendaDocument,
    "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    createdAt\n  }\n": typeof types.NewsItemFieldsFragmentDoc,
    "\n  query News($first: Int, $after: String) {\n    news(first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.NewsDocument,
    "\n  query UserNews($username: String!, $first: Int, $after: String) {\n    userNews(username: $username, first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.UserNewsDocument,
    "\n  subscription NewsAdded {\n    newsAdded {\n      ...NewsItemFields\n    }\n  }\n": typeof types.NewsAddedDocument,
    "\n  fragment PersonFields on Person {\n    id\n    username\n    name\n    avatarUrl\n    followedByMe\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  fragment SocialFields on PublicProfile {\n    id\n    username\n    followerCount\n    followingCount\n    followedByMe\n    followsMe\n    blockedByMe\n  }\n": typeof types.SocialFieldsFragmentDoc,
    "\n  mutation Follow($userId: ID!) {\n    follow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: ID!) {\n    removeFollower(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.RemoveFollowerDocument,
    "\n  mutation Block($userId: ID!) {\n    block(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.BlockDocument,
    "\n  mutation Unblock($userId: ID!) {\n    unblock(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": typeof types.UnblockDocument,
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
    "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.PreviewGoalDocument,
    "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n": types.DeadlineEditCheckDocument,
    "\n  mutation ReplanAfterEdit($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      goal {\n        ...GoalFields\n      }\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n    }\n  }\n": types.ReplanAfterEditDocument,
    "\n  mutation CreateGoal($input: GoalInput!) {\n    createGoal(input: $input) {\n      ...GoalFields\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {\n    updateGoal(id: $id, patch: $patch) {\n      ...GoalFields\n    }\n  }\n": types.UpdateGoalDocument,
    "\n  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {\n    setGoalStatus(id: $id, status: $status) {\n      ...GoalFields\n    }\n  }\n": types.SetGoalStatusDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id)\n  }\n": types.DeleteGoalDocument,
    "\n  mutation RestoreGoal($id: ID!) {\n    restoreGoal(id: $id) {\n      ...GoalFields\n    }\n  }\n": types.RestoreGoalDocument,
    "\n  mutation RegenerateAfterEdit($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": types.RegenerateAfterEditDocument,
    "\n  fragment MessageFields on Message {\n    id\n    conversationId\n    mine\n    text\n    createdAt\n    read\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  query Conversations($first: Int, $after: String) {\n    conversations(first: $first, after: $after) {\n      items {\n        id\n        with {\n          ...PersonFields\n        }\n        lastMessage {\n          ...MessageFields\n        }\n        lastMessageAt\n        unreadCount\n        canMessage\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.ConversationsDocument,
    "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n      }\n      canMessage\n    }\n  }\n": types.ConversationDocument,
    "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n": types.MessagesDocument,
    "\n  mutation SendMessage($to: String!, $text: String!) {\n    sendMessage(to: $to, text: $text) {\n      ...MessageFields\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkConversationRead($username: String!) {\n    markConversationRead(username: $username) {\n      unreadMessageCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n  }\n": types.UnreadMessageCountDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      conversationId\n      message {\n        ...MessageFields\n      }\n      with {\n        ...PersonFields\n      }\n    }\n  }\n": types.MessageAddedDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      unreadCount\n      notification {\n        id\n      }\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  mutation RegeneratePlan($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n": types.RegeneratePlanDocument,
    "\n  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {\n    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.ReplanGoalDocument,
    "\n  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {\n    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {\n      ...TaskFields\n    }\n  }\n": types.AddTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {\n    updateTask(id: $id, patch: $patch) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": types.DeleteTaskDocument,
    "\n  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {\n    moveTask(id: $id, parentId: $parentId, position: $position) {\n      ...TaskFields\n    }\n  }\n": types.MoveTaskDocument,
    "\n  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {\n    setTaskCompleted(id: $id, completed: $completed) {\n      ...TaskFields\n    }\n  }\n": types.SetTaskCompletedDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      id\n      username\n      name\n      firstName\n      lastName\n      avatarUrl\n      isMentor\n      ...SocialFields\n      bio {\n        text\n      }\n      socialLinks {\n        network\n        url\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query UserGoals($username: String!, $first: Int) {\n    userGoals(username: $username, first: $first) {\n      items {\n        ...GoalFields\n      }\n      hasNextPage\n    }\n  }\n": types.UserGoalsDocument,
    "\n  query Followers($username: String!, $first: Int, $after: String) {\n    followers(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($username: String!, $first: Int, $after: String) {\n    following(username: $username, first: $first, after: $after) {\n      items {\n        ...PersonFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.FollowingDocument,
    "\n  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {\n    updateSocialLinks(links: $links) {\n      id\n    }\n  }\n": types.UpdateSocialLinksDocument,
    "\n  query Search($query: String!, $first: Int) {\n    search(query: $query, first: $first) {\n      people {\n        ...PersonFields\n      }\n      goals {\n        goal {\n          id\n          title\n          category\n          progress\n        }\n        owner {\n          id\n          username\n          name\n          avatarUrl\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation UpdateSettings($lang: String, $timezone: String, $username: String) {\n    updateSettings(lang: $lang, timezone: $timezone, username: $username) {\n      id\n      lang\n      timezone\n      username\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      entities {\n        id\n        emailOnMessage\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($emailOnMessage: Boolean!) {\n    updateNotificationSettings(emailOnMessage: $emailOnMessage) {\n      id\n      emailOnMessage\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {\n    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {\n      id\n      firstName\n      lastName\n      birthday\n      avatarUrl\n    }\n  }\n": types.FillBaseBioDocument,
    "\n  mutation SelectMentor($mentorId: ID) {\n    selectMentor(mentorId: $mentorId) {\n      id\n      mentorId\n    }\n  }\n": types.SelectMentorDocument,
    "\n  mutation FinishSetup($interests: [String!]!, $goalText: String!) {\n    finishSetup(interests: $interests, goalText: $goalText) {\n      id\n      status\n    }\n  }\n": types.FinishSetupDocument,
    "\n  query Mentors {\n    mentors {\n      id\n      username\n      name\n      avatarUrl\n      headline\n      bio\n      categories\n      languages\n      menteeCount\n    }\n  }\n": types.MentorsDocument,
    "\n  mutation UpdateBio($text: String!) {\n    updateBio(text: $text) {\n      id\n    }\n  }\n": types.UpdateBioDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    title\n    description\n    category\n    deadline\n    status\n    visibility\n    progress\n    doneCount\n    totalCount\n    createdAt\n  }\n": types.GoalFieldsFragmentDoc,
    "\n  fragment TaskFields on Task {\n    id\n    taskId\n    goalId\n    goalTitle\n    parentId\n    position\n    label\n    notes\n    date\n    time\n    completed\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query MyPlans($first: Int, $status: GoalStatus) {\n    myGoals(first: $first, status: $status) {\n      items {\n        ...GoalFields\n        tasks {\n          ...TaskFields\n        }\n      }\n      hasNextPage\n    }\n  }\n": types.MyPlansDocument,
    "\n  query Agenda($days: Int) {\n    agenda(days: $days) {\n      today\n      overdue {\n        ...TaskFields\n      }\n      dueToday {\n        ...TaskFields\n      }\n      upcoming {\n        ...TaskFields\n      }\n    }\n  }\n": types.AgendaDocument,
    "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    createdAt\n  }\n": types.NewsItemFieldsFragmentDoc,
    "\n  query News($first: Int, $after: String) {\n    news(first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.NewsDocument,
    "\n  query UserNews($username: String!, $first: Int, $after: String) {\n    userNews(username: $username, first: $first, after: $after) {\n      items {\n        ...NewsItemFields\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.UserNewsDocument,
    "\n  subscription NewsAdded {\n    newsAdded {\n      ...NewsItemFields\n    }\n  }\n": types.NewsAddedDocument,
    "\n  fragment PersonFields on Person {\n    id\n    username\n    name\n    avatarUrl\n    followedByMe\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  fragment SocialFields on PublicProfile {\n    id\n    username\n    followerCount\n    followingCount\n    followedByMe\n    followsMe\n    blockedByMe\n  }\n": types.SocialFieldsFragmentDoc,
    "\n  mutation Follow($userId: ID!) {\n    follow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!) {\n    unfollow(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.UnfollowDocument,
    "\n  mutation RemoveFollower($userId: ID!) {\n    removeFollower(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.RemoveFollowerDocument,
    "\n  mutation Block($userId: ID!) {\n    block(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.BlockDocument,
    "\n  mutation Unblock($userId: ID!) {\n    unblock(userId: $userId) {\n      ...SocialFields\n    }\n  }\n": types.UnblockDocument,
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
export function graphql(source: "\n  query PreviewGoal(\n    $text: String!\n    $category: Category\n    $deadline: Date\n    $answers: [PlanAnswerInput!]\n    $target: TargetInput\n  ) {\n    previewGoal(text: $text, category: $category, deadline: $deadline, answers: $answers, target: $target) {\n      title\n      category\n      deadline\n      deadlineFromText\n      deadlineSource\n      language\n      kind\n      domain\n      subject\n      generic\n      target {\n        value\n        unit\n      }\n      schedule {\n        sessionsPerWeek\n        hoursPerWeek\n        weekdays\n      }\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n          target {\n            value\n            unit\n          }\n        }\n      }\n      questions {\n        id\n        text\n        options {\n          label\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PreviewGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {\n    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {\n      deadline\n      earlier\n      stepsAfterDeadline\n      warnings {\n        code\n        message\n        alternative {\n          deadline\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeadlineEditCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplanAfterEdit($goalId: ID!) {\n    replanGoal(goalId: $goalId) {\n      goal {\n        ...GoalFields\n      }\n      moved\n      dropped\n      deadlineHolds\n      proposedDeadline\n    }\n  }\n"): typeof import('./graphql').ReplanAfterEditDocument;
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
export function graphql(source: "\n  mutation RegenerateAfterEdit($goalId: ID!) {\n    regeneratePlan(goalId: $goalId) {\n      ...GoalFields\n    }\n  }\n"): typeof import('./graphql').RegenerateAfterEditDocument;
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
export function graphql(source: "\n  query Conversation($username: String!) {\n    conversation(username: $username) {\n      with {\n        ...PersonFields\n      }\n      conversation {\n        id\n        unreadCount\n      }\n      canMessage\n    }\n  }\n"): typeof import('./graphql').ConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($username: String!, $first: Int, $before: String) {\n    messages(username: $username, first: $first, before: $before) {\n      items {\n        ...MessageFields\n      }\n      startCursor\n      hasPreviousPage\n    }\n  }\n"): typeof import('./graphql').MessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($to: String!, $text: String!) {\n    sendMessage(to: $to, text: $text) {\n      ...MessageFields\n    }\n  }\n"): typeof import('./graphql').SendMessageDocument;
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
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        kind\n        actor {\n          id\n          username\n          name\n          avatarUrl\n        }\n        goalId\n        conversationId\n        title\n        text\n        read\n        createdAt\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
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
export function graphql(source: "\n  fragment NewsItemFields on NewsItem {\n    id\n    kind\n    actor {\n      id\n      username\n      name\n      avatarUrl\n    }\n    subject {\n      id\n      username\n      name\n    }\n    goalId\n    goalTitle\n    milestoneLabel\n    createdAt\n  }\n"): typeof import('./graphql').NewsItemFieldsFragmentDoc;
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
export function graphql(source: "\n  query CurrentUser($withProfileDetails: Boolean) {\n    currentUser(withProfileDetails: $withProfileDetails) {\n      entities {\n        id\n        name\n        username\n        lang\n        email\n        firstName\n        lastName\n        avatarUrl\n        timezone\n        birthday\n        status\n        mentorId\n        bio {\n          text\n        }\n        socialLinks {\n          network\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
