import { MantineProvider } from '@mantine/core';
import { IsRestoringProvider, type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { updateSettings } from '../features/settings/updateSettings';
import { i18n, isLanguage, setLanguage } from '../shared/i18n/i18n';
import { readItem, storageKeys } from '../shared/lib/storage';
import { isNative } from '../shared/native/platform';
import { sessionStore } from '../shared/session/store';
import { colorSchemeManager, cssVariablesResolver, themeFor } from '../shared/theme/theme';
import { useDataLayer } from './data';
import { useFullApp } from './fullApp';
import { WelcomeShell } from './WelcomeShell';

/**
 * One language for the interface and the user's `lang` (birthday format, server messages): a choice
 * stored on this device wins and is saved to the account; without one, the account's language is used.
 */
let savingLanguage: string | null = null;

/** Reminders' live updates and the exact-alarm prompt: inside the native shells only, loaded apart. */
const NativeReminders = lazy(() => import('../shared/native/NativeReminders'));

function reconcileLanguage(userLang: string) {
  const stored = readItem(storageKeys.lang);
  if (isLanguage(stored)) {
    if (userLang !== stored) {
      sessionStore.getState().patchUser({ lang: stored });
      if (savingLanguage !== stored) {
        savingLanguage = stored;
        updateSettings({ lang: stored })
          .catch((error) => console.warn('Saving the language failed', error))
          .finally(() => {
            savingLanguage = null;
          });
      }
    }
  } else if (isLanguage(userLang) && userLang !== i18n.language) {
    void setLanguage(userLang);
  }
}

/** Keeps the session, the query cache and the server in step with the browser. */
function useSessionSync() {
  useEffect(() => {
    const goOffline = () => sessionStore.getState().setOffline(true);
    const goOnline = () => {
      // Sessions signed out of offline are revoked now (shared/session/store.ts: revokePending).
      void sessionStore.getState().revokePending();
      if (sessionStore.getState().token) {
        void sessionStore
          .getState()
          .loadUser({ force: true })
          .catch(() => undefined);
      } else sessionStore.getState().setOffline(false);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    void sessionStore.getState().revokePending();
    // A user lost on the network while the browser says online is asked for again until the server answers;
    // its code loads apart, since no first screen needs it.
    let stopReconnecting: (() => void) | undefined;
    let stopped = false;
    import('../shared/session/reconnect').then(
      ({ keepReconnecting }) => {
        if (!stopped) stopReconnecting = keepReconnecting(sessionStore);
      },
      () => undefined,
    );

    const unsubscribe = sessionStore.subscribe((state, prev) => {
      // Also after every reload of the user: an answer that left before a language switch must not undo it.
      if (state.user && state.user !== prev.user && !state.offline) reconcileLanguage(state.user.lang);
    });

    // The server answers in the user's language: keep it in step with the interface.
    const onLanguage = (lng: string) => {
      const user = sessionStore.getState().user;
      if (user && isLanguage(lng) && !sessionStore.getState().offline) reconcileLanguage(user.lang);
    };
    i18n.on('languageChanged', onLanguage);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      unsubscribe();
      stopped = true;
      stopReconnecting?.();
      i18n.off('languageChanged', onLanguage);
    };
  }, []);
}

/**
 * The providers, the session's upkeep and the screens: the full app's routes (app/router.tsx, loaded apart:
 * app/fullApp.ts), or for a guest opening `/`, until the first link, the welcome shell (app/WelcomeShell.tsx).
 */
export function App() {
  const fullApp = useFullApp();
  useSessionSync();
  // The query client and this device's copy of its cache load apart (app/data.ts): the welcome page asks for
  // nothing, and every other route's loader waits for them. The context is there from the start, so their
  // arrival re-renders the tree instead of mounting it anew.
  const { client, restoring } = useDataLayer();
  return (
    <AppProviders client={client} restoring={restoring}>
      {fullApp ? <fullApp.AppRoutes router={fullApp.router} /> : <WelcomeShell />}
    </AppProviders>
  );
}

/**
 * Texts, theme and the query client around a screen: the app's, and the server's around the pages it draws
 * (entry-server.tsx), so both make the same tree and the page hydrates without a change.
 */
export function AppProviders({
  client,
  restoring,
  children,
}: {
  client: QueryClient | undefined;
  restoring: boolean;
  children: ReactNode;
}) {
  const { t, i18n: i18nInstance } = useTranslation(undefined, { i18n });
  const language = i18nInstance.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the label changes with the language
  const theme = useMemo(() => themeFor(t('app.close')), [language, t]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientContext.Provider value={client}>
          <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
          {client && isNative() && (
            <Suspense fallback={null}>
              <NativeReminders />
            </Suspense>
          )}
        </QueryClientContext.Provider>
      </MantineProvider>
    </I18nextProvider>
  );
}
