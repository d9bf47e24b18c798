import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { WelcomePage } from '../features/welcome/WelcomePage';
import type { Access } from '../shared/paths';
import { NotFound } from '../shared/ui/NotFound';
import { guardLoader } from './guards';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

type Lazy = () => Promise<React.ComponentType>;

/** Shown while the first route's loader runs (the current user is being fetched, S-G1). */
function BootLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** A lazily loaded route (its code is fetched on first visit) guarded by `access`. */
function route(path: string, access: Access, component: Lazy): RouteObject {
  return { path, loader: guardLoader(access), lazy: { Component: component } };
}

/** The spec's route table (section 2) plus forgot/reset password, news and messages. */
const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    hydrateFallbackElement: <BootLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: guardLoader('welcome'), element: <WelcomePage /> },
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
          route('news', 'public', () => import('../features/news/NewsPage').then((m) => m.NewsPage)),
          route('messages', 'signedIn', () =>
            import('../features/messages/MessagesPage').then((m) => m.MessagesPage),
          ),
          route('messages/:username', 'signedIn', () =>
            import('../features/messages/ConversationPage').then((m) => m.ConversationPage),
          ),
          route('test', 'public', () => import('../features/diagnostics/TestPage').then((m) => m.TestPage)),
          route(':username', 'public', () =>
            import('../features/profile/UserProfilePage').then((m) => m.UserProfilePage),
          ),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
