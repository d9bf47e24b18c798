import { Anchor, Box, Burger, Collapse, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { AppLink, AppNavLink, useAppNavigation } from '../shared/navigation/nav';
import { paths } from '../shared/paths';
import { useSession } from '../shared/session/store';
import { displayFirstName, type SessionUser } from '../shared/session/user';
import { LanguageSwitcher } from '../shared/ui/LanguageSwitcher';
import { ThemeToggle } from '../shared/ui/ThemeToggle';
import { useDataLayer } from './data';
import { LogoMark } from './LogoMark';
import { useLoadedAndIdle, whenLoadedAndIdle } from './prefetch';
import { updateStore } from './pwa/updatePrompt';

// The notice while offline: fetched once the page is idle (below), so it is in when the connection goes.
const loadOfflineNotice = () => import('./OfflineNotice');
const OfflineNotice = lazy(() => loadOfflineNotice().then((m) => ({ default: m.OfflineNotice })));
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
/**
 * The header's parts that a guest's first screen does without, apart from the entry (the welcome route's JS
 * budget): the search as it looks before its code is in (a Mantine text field), and a signed-in person's picture.
 * main.tsx waits for them before its first render (the search's chunks are preloaded beside the entry, the picture's
 * with the app's modules on a signed-in start): once loaded, they are drawn at once, so a page the server drew is
 * hydrated whole. Before that (the server's first drawing), they are lazy.
 */
type Loaded<T> = { current: T | null };
const placeholder: Loaded<typeof import('../features/search/SearchPlaceholder').SearchPlaceholder> = {
  current: null,
};
const avatar: Loaded<typeof import('./HeaderAvatar').HeaderAvatar> = { current: null };
const loadSearchPlaceholder = () =>
  import('../features/search/SearchPlaceholder').then((m) => {
    placeholder.current = m.SearchPlaceholder;
    return { default: m.SearchPlaceholder };
  });
const loadHeaderAvatar = () =>
  import('./HeaderAvatar').then((m) => {
    avatar.current = m.HeaderAvatar;
    return { default: m.HeaderAvatar };
  });
const LazySearchPlaceholder = lazy(loadSearchPlaceholder);
const LazyHeaderAvatar = lazy(loadHeaderAvatar);
function SearchPlaceholder() {
  const Loaded = placeholder.current;
  return Loaded ? <Loaded /> : <LazySearchPlaceholder />;
}
function HeaderAvatar({ user }: { user: SessionUser }) {
  const Loaded = avatar.current;
  return Loaded ? <Loaded user={user} /> : <LazyHeaderAvatar user={user} />;
}
export function loadHeaderParts(signedIn: boolean): Promise<unknown> {
  return Promise.all([loadSearchPlaceholder(), signedIn ? loadHeaderAvatar() : null]);
}
// The header's people tools load after the first screen (the welcome route's JS budget).
const loadHeaderSearch = () => import('../features/search/HeaderSearch');
const HeaderSearch = lazy(() => loadHeaderSearch().then((m) => ({ default: m.HeaderSearch })));
const Bell = lazy(() => import('../features/notifications/Bell').then((m) => ({ default: m.Bell })));
// Mentors only: shown once their profile is known.
const MenteesNavItem = lazy(() =>
  import('../features/mentoring/MenteesNavItem').then((m) => ({ default: m.MenteesNavItem })),
);
const MessagesIndicator = lazy(() =>
  import('../features/messages/MessagesIndicator').then((m) => ({ default: m.MessagesIndicator })),
);

/** Holds the place of a header icon while its code loads, so the header does not shift. */
const iconSlot = <span className="header-slot" aria-hidden="true" />;
/** Holds the search's place (a magnifier, or a field on a wide screen) while its placeholder's code loads. */
const searchSlot = <span className="header-search-slot" aria-hidden="true" />;

interface NavItem {
  to: string;
  label: string;
}

function useNavItems(signedIn: boolean): NavItem[] {
  const { t } = useTranslation();
  if (!signedIn) {
    // The welcome menu (S-W1): Roadmap, News, Log In, Profile.
    return [
      { to: paths.roadmap, label: t('nav.roadmap') },
      { to: paths.news, label: t('nav.news') },
      { to: paths.login, label: t('nav.login') },
      { to: paths.profile, label: t('nav.profile') },
    ];
  }
  return [
    { to: paths.plans, label: t('nav.plans') },
    { to: paths.goals, label: t('nav.goals') },
    { to: paths.roadmap, label: t('nav.roadmap') },
    { to: paths.achievements, label: t('nav.achievements') },
    { to: paths.news, label: t('nav.news') },
    { to: paths.profile, label: t('nav.profile') },
  ];
}

function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor component={AppLink} to={paths.welcome} underline="never" c="inherit" aria-label={t('app.home')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={800} fz="lg" visibleFrom="xs">
          Stepwise
        </Text>
      </Group>
    </Anchor>
  );
}

/**
 * The header, menu and footer around every screen: `children` is the screen. The router draws it around its
 * routes (app/router.tsx), the welcome shell around the welcome page (app/WelcomeShell.tsx); the navigation
 * (links, path, progress) comes from whichever runs (shared/navigation/nav.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const offline = useSession((s) => s.offline);
  const dataReady = useDataLayer().client !== undefined;
  // The signed-in header's tools (search, messages, notifications, a mentor's mentees) load once the first screen is
  // drawn and the browser is idle, not with the screen's own code; their slots hold the place meanwhile. A guest's
  // search is drawn as before (a page the server drew is hydrated with it).
  const headerToolsNow = useLoadedAndIdle();
  // The search renders once the data layer is in (main.tsx loads it when the page is idle); its code is fetched
  // then too, not after, and not while the screen is still loading its own.
  useEffect(() => {
    whenLoadedAndIdle(() => {
      void loadHeaderSearch().catch(() => undefined);
      void loadOfflineNotice().catch(() => undefined);
    });
  }, []);
  const { pathname, busy } = useAppNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const updateWaiting = useStore(updateStore, (s) => s.waiting);
  const items = useNavItems(user !== null);

  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // A navigation closes the mobile menu.
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <Box className="app-root">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="nav-progress" data-active={busy} aria-hidden="true" />
      <header className="app-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Logo />
            <nav aria-label={t('app.mainNav')} className="desktop-nav">
              <Group gap={4} wrap="nowrap">
                {items.map((item) => (
                  <AppNavLink key={item.to} to={item.to} className="nav-link">
                    {item.label}
                  </AppNavLink>
                ))}
              </Group>
            </nav>
            <Group gap={6} wrap="nowrap">
              {/* These ask the server (TanStack Query): they render once the data layer is in (app/data.ts),
                  which the welcome page does not wait for; every other route's loader does. */}
              <Suspense fallback={searchSlot}>
                {dataReady && (!user || headerToolsNow) ? (
                  <Suspense fallback={<SearchPlaceholder />}>
                    <HeaderSearch />
                  </Suspense>
                ) : (
                  <SearchPlaceholder />
                )}
              </Suspense>
              {user && dataReady && !headerToolsNow ? (
                <>
                  {iconSlot}
                  {iconSlot}
                </>
              ) : null}
              {user && dataReady && headerToolsNow ? (
                <>
                  <Suspense fallback={null}>
                    <MenteesNavItem variant="icon" />
                  </Suspense>
                  <Suspense fallback={iconSlot}>
                    <MessagesIndicator />
                  </Suspense>
                  <Suspense fallback={iconSlot}>
                    <Bell />
                  </Suspense>
                </>
              ) : null}
              <span className="header-prefs" data-signed-in={user ? true : undefined}>
                <LanguageSwitcher />
                <ThemeToggle />
              </span>
              {user ? (
                <UnstyledButton
                  component={AppLink}
                  to={paths.settings}
                  aria-label={`${t('nav.settings')}: ${displayFirstName(user)}`}
                  className="header-avatar"
                >
                  <Suspense fallback={<span className="header-avatar-slot" />}>
                    <HeaderAvatar user={user} />
                  </Suspense>
                </UnstyledButton>
              ) : null}
              <Burger
                className="mobile-only"
                opened={menuOpen}
                onClick={() => setMenuOpen((o) => !o)}
                size="sm"
                aria-label={t('app.openMenu')}
                aria-expanded={menuOpen}
                aria-controls="mobile-nav"
              />
            </Group>
          </Group>
        </Container>
      </header>
      <Collapse expanded={menuOpen} className="mobile-only">
        <nav id="mobile-nav" aria-label={t('app.mainNav')} className="mobile-nav">
          <Stack gap={0}>
            {items.map((item) => (
              <AppNavLink key={item.to} to={item.to} className="mobile-nav-link">
                {item.label}
              </AppNavLink>
            ))}
            {user ? (
              <>
                {dataReady && headerToolsNow ? (
                  <Suspense fallback={null}>
                    <MenteesNavItem variant="link" />
                  </Suspense>
                ) : null}
                <AppNavLink to={paths.messages} className="mobile-nav-link">
                  {t('nav.messages')}
                </AppNavLink>
                <AppNavLink to={paths.settings} className="mobile-nav-link">
                  {t('nav.settings')}
                </AppNavLink>
              </>
            ) : (
              <AppNavLink to={paths.registration} className="mobile-nav-link">
                {t('nav.signUp')}
              </AppNavLink>
            )}
          </Stack>
          {user ? (
            <Group className="mobile-prefs" gap="sm" px="md" py="xs">
              <LanguageSwitcher />
              <ThemeToggle />
            </Group>
          ) : null}
        </nav>
      </Collapse>
      {user ? null : (
        // Without JavaScript the menu cannot open: on a phone, a guest's links are shown in a row instead.
        <noscript>
          <nav aria-label={t('app.mainNav')} className="mobile-only nojs-nav">
            {items.map((item) => (
              <AppNavLink key={item.to} to={item.to} className="nav-link">
                {item.label}
              </AppNavLink>
            ))}
            <AppNavLink to={paths.registration} className="nav-link">
              {t('nav.signUp')}
            </AppNavLink>
          </nav>
        </noscript>
      )}
      {offline ? (
        <Suspense fallback={null}>
          <OfflineNotice dataReady={dataReady} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="app-main">
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          {children}
        </Container>
      </main>
      <footer className="app-footer">
        <Container size="lg">
          <Text c="dimmed" fz="sm">
            {t('app.footer')}
          </Text>
        </Container>
      </footer>
      {updateWaiting ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </Box>
  );
}
