/** Every route path of the app in one place: build links with these, never by concatenation. */
export const paths = {
  welcome: '/',
  login: '/login',
  registration: '/registration',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  profile: '/profile',
  roadmap: '/roadmap',
  setup: '/setup',
  settings: '/settings',
  playbook: '/settings/playbook',
  mentees: '/mentees',
  /** A mentee's plan, opened on the mentees page. */
  menteeGoal: (goalId: string) => `/mentees?goal=${encodeURIComponent(goalId)}`,
  /** A mentor's weekly digest, opened on the mentees page. */
  mentorDigest: (digestId: string) => `/mentees?digest=${encodeURIComponent(digestId)}`,
  plans: '/plans',
  goals: '/goals',
  achievements: '/achievements',
  news: '/news',
  messages: '/messages',
  moderation: '/moderation',
  conversation: (username: string) => `/messages/${encodeURIComponent(username)}`,
  /** The page an invite link to a plan opens: its preview, and joining. */
  planInvite: (token: string) => `/join/${encodeURIComponent(token)}`,
  /** A plan of the person's (their own or joined) on the plans page. */
  plan: (goalId: string) => `/plans#goal-${goalId}`,
  test: '/test',
  userProfile: (username: string) => `/${encodeURIComponent(username)}`,
  loginReturningTo: (to: string) => `/login?redirect=${encodeURIComponent(to)}`,
  registrationReturningTo: (to: string) => `/registration?redirect=${encodeURIComponent(to)}`,
} as const;

/** Who may open a route (spec section 2 and 6). */
export type Access = 'public' | 'guestOnly' | 'signedIn' | 'welcome';

/** Routes kept alive across navigation with React <Activity> (S-G3). */
export const keepAlivePaths: readonly string[] = [paths.plans, paths.profile];

/** Only same-origin app paths are accepted as a post-login destination. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
