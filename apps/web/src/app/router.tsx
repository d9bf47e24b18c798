import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { WelcomePage } from '../features/welcome/WelcomePage';
import { loadScreenTexts } from '../shared/i18n/i18n';
import type { Access } from '../shared/paths';
import { NotFound } from '../shared/ui/NotFound';
import { BootShell } from './BootShell';
import { guardLoader } from './guards';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { RouterNavigation } from './RouterNavigation';

type Lazy = () => Promise<React.ComponentType>;

/**
 * A lazily loaded route (its code is fetched on first visit) guarded by `access`. Its loader also waits for
 * the shared texts of the screens after the welcome one (kept out of the first chunk), fetched alongside.
 */
function route(path: string, access: Access, component: Lazy): RouteObject {
  const guard = guardLoader(access);
  return {
    id: path,
    path,
    loader: async (args) => (await Promise.all([guard(args), loadScreenTexts()]))[0],
    lazy: { Component: component },
  };
}

/** The spec's route table (section 2) plus forgot/reset password, news and messages. */
const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <RouterNavigation>
        <Layout>
          <KeepAliveOutlet />
        </Layout>
      </RouterNavigation>
    ),
    // Shown while the first route's loader runs (the current user is being fetched, S-G1): the same shell
    // as index.html's first paint.
    hydrateFallbackElement: <BootShell />,
    children: [
      {
        id: 'screens',
        errorElement: <RouteError />,
        children: [
          { id: 'welcome', index: true, loader: guardLoader('welcome'), element: <WelcomePage /> },
          route('login', 'guestOnly', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
          route('registration', 'guestOnly', () =>
            import('../features/auth/RegistrationPage').then((m) => m.RegistrationPage),
          ),
          route('forgot-password', 'public', () =>
            import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
          ),
          route('reset-password', 'public', () =>
            import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
          ),
          route('confirm-email', 'public', () =>
            import('../features/settings/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
          ),
          route('profile', 'signedIn', () =>
            import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
          ),
          route('setup', 'signedIn', () => import('../features/setup/SetupPage').then((m) => m.SetupPage)),
          route('settings', 'signedIn', () =>
            import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
          ),
          route('plans', 'signedIn', () => import('../features/plans/PlansPage').then((m) => m.PlansPage)),
          route('goals', 'signedIn', () => import('../features/goals/GoalsPage').then((m) => m.GoalsPage)),
          route('roadmap', 'signedIn', () =>
            import('../features/roadmap/RoadmapPage').then((m) => m.RoadmapPage),
          ),
          route('achievements', 'signedIn', () =>
            import('../features/achievements/AchievementsPage').then((m) => m.AchievementsPage),
          ),
          route('mentees', 'signedIn', () =>
            import('../features/mentoring/MenteesPage').then((m) => m.MenteesPage),
          ),
          route('settings/playbook', 'signedIn', () =>
            import('../features/settings/mentoring/PlaybookPage').then((m) => m.PlaybookPage),
          ),
          route('news', 'public', () => import('../features/news/NewsPage').then((m) => m.NewsPage)),
          route('messages', 'signedIn', () =>
            import('../features/messages/MessagesPage').then((m) => m.MessagesPage),
          ),
          route('messages/:username', 'signedIn', () =>
            import('../features/messages/ConversationPage').then((m) => m.ConversationPage),
          ),
          route('join/:token', 'public', () =>
            import('../features/plans/company/invite/InvitePage').then((m) => m.InvitePage),
          ),
          route('moderation', 'signedIn', () =>
            import('../features/moderation/ModerationPage').then((m) => m.ModerationPage),
          ),
          route('test', 'public', () => import('../features/diagnostics/TestPage').then((m) => m.TestPage)),
          route(':username', 'public', () =>
            import('../features/profile/UserProfilePage').then((m) => m.UserProfilePage),
          ),
          { id: '*', path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The full app: this module (React Router, the route table, the guards) loads apart from the first chunk
 * (app/fullApp.ts), so a guest's welcome page starts without it (app/WelcomeShell.tsx).
 */
export async function createRouter(hydrating = false): Promise<AppRouter> {
  if (!hydrating) return createBrowserRouter(routes);
  // A page the server drew (app/serverRender.ts): its route's code is in before the router starts and its
  // loaders count as run (a guest's public page: no guard applies, no data to wait for), so the first render
  // is the server's page, which hydration takes over without redrawing.
  const matches = await resolveLazyMatches(routes, window.location.pathname);
  const loaderData = Object.fromEntries(
    matches.filter((m) => m.route.loader && m.route.id).map((m) => [m.route.id as string, null]),
  );
  const hydrationData: HydrationState = { loaderData, actionData: null, errors: null };
  return createBrowserRouter(routes, { hydrationData });
}

/** Loads the code of the lazy routes matching `pathname` and puts it in their route objects. */
export async function resolveLazyMatches(table: RouteObject[], pathname: string) {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy !== 'object' || !lazy.Component) return;
      route.Component = (await lazy.Component()) as React.ComponentType;
      route.lazy = undefined;
    }),
  );
  return matches;
}

/** The route table without its loaders, for server rendering (entry-server.tsx): a guest's public pages only. */
export function serverRoutes(table: RouteObject[] = routes): RouteObject[] {
  return table.map(
    ({ loader: _loader, children, ...rest }) =>
      (children ? { ...rest, children: serverRoutes(children) } : rest) as RouteObject,
  );
}

export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
