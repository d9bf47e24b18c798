// The GraphQL documents the web app sends for the screens the load bench mixes, fragments spelled out
// (as in apps/web/src/shared/session/documents.ts, shared/goals/api.ts, features/plans/company/api.ts,
// features/profile/api.ts, features/profile/OffersSection.tsx, shared/achievements/api.ts, shared/news/api.ts,
// features/search/api.ts, features/notifications/api.ts). Kept in step by hand: a field the server no longer
// has fails the bench's setup (every document is sent once and must answer without errors).

const GOAL_FIELDS = `
  fragment GoalFields on Goal {
    id title description category deadline status visibility progress doneCount totalCount createdAt
    endorsement { note createdAt mentor { id username name avatarUrl } }
    suggestions { id parentId label date time notes }
  }`;

const TASK_FIELDS = `
  fragment TaskFields on Task {
    id taskId goalId goalTitle parentId position label notes date time completed commentCount version
  }`;

const COMPANY_FIELDS = `
  fragment CompanyFields on Goal {
    id myRole
    owner { id username name avatarUrl }
    offer { note audience memberCap memberCount open openedAt }
    members { user { id username name avatarUrl } role joinedAt lastActiveAt doneCount totalCount kudosToday }
    tasks { id memberProgress { userId done total } }
  }`;

const NEWS_ITEM_FIELDS = `
  fragment NewsItemFields on NewsItem {
    id kind actor { id username name avatarUrl } subject { id username name }
    goalId goalTitle milestoneLabel achievementKey createdAt
  }`;

export const CURRENT_USER = `
  query CurrentUser($withProfileDetails: Boolean) {
    currentUser(withProfileDetails: $withProfileDetails) {
      entities {
        id name username lang email firstName lastName avatarUrl timezone birthday status mentorId
        bio { text }
        socialLinks { network url }
      }
    }
  }`;

export const MY_PLANS = `
  query MyPlans($first: Int, $status: GoalStatus) {
    myGoals(first: $first, status: $status) { items { ...GoalFields tasks { ...TaskFields } } hasNextPage }
  }
  ${GOAL_FIELDS}
  ${TASK_FIELDS}`;

export const PLANS_COMPANY = `
  query PlansCompany { myCompanyGoals { ...CompanyFields } }
  ${COMPANY_FIELDS}`;

export const JOINED_PLANS = `
  query JoinedPlans { joinedGoals { ...GoalFields ...CompanyFields tasks { ...TaskFields } } }
  ${GOAL_FIELDS}
  ${COMPANY_FIELDS}
  ${TASK_FIELDS}`;

export const AGENDA = `
  query Agenda($days: Int) {
    agenda(days: $days) {
      today
      overdue { ...TaskFields }
      dueToday { ...TaskFields }
      upcoming { ...TaskFields }
    }
  }
  ${TASK_FIELDS}`;

export const SET_TASK_COMPLETED = `
  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {
    setTaskCompleted(id: $id, completed: $completed) {
      ...TaskFields
      tick { streak { current todayDone } earned milestoneDone goalDone }
    }
  }
  ${TASK_FIELDS}`;

export const USER_PROFILE = `
  query UserProfile($username: String!) {
    userProfile(username: $username) {
      id username name firstName lastName avatarUrl isMentor
      ...SocialFields
      bio { text }
      socialLinks { network url }
    }
  }
  fragment SocialFields on PublicProfile {
    id username followerCount followingCount followedByMe followsMe blockedByMe
  }`;

export const USER_GOALS = `
  query UserGoals($username: String!, $first: Int) {
    userGoals(username: $username, first: $first) { items { ...GoalFields } hasNextPage }
  }
  ${GOAL_FIELDS}`;

export const PROFILE_OFFERS = `
  query ProfileOffers($username: String!) {
    userProfile(username: $username) {
      id name username
      offers { goal { id title category } note audience memberCap memberCount joinState }
    }
  }`;

export const ACHIEVEMENTS = `
  query Achievements($username: String!) {
    achievements(username: $username) {
      earned { key earnedAt goal { id title } }
      next { key progress target }
      streak { current best todayDone frozenDays }
    }
  }`;

export const USER_NEWS = `
  query UserNews($username: String!, $first: Int, $after: String) {
    userNews(username: $username, first: $first, after: $after) {
      items { ...NewsItemFields } endCursor hasNextPage
    }
  }
  ${NEWS_ITEM_FIELDS}`;

export const NEWS = `
  query News($first: Int, $after: String) {
    news(first: $first, after: $after) { items { ...NewsItemFields } endCursor hasNextPage }
  }
  ${NEWS_ITEM_FIELDS}`;

export const SEARCH = `
  query Search($query: String!, $first: Int) {
    search(query: $query, first: $first) {
      people { id username name avatarUrl followedByMe }
      goals { goal { id title category progress } owner { id username name avatarUrl } }
    }
  }`;

export const UNREAD_COUNT = `query UnreadNotificationCount { unreadNotificationCount }`;
