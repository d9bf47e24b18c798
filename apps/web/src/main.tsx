import './shared/theme/mantine-styles.css';
import './app/styles/shell.css';
import './app/styles/welcome.css';
import './app/styles/richText.css';
import './app/styles/controls.css';
import './app/styles/people.css';
import './app/styles/touch.css';
import './app/styles/progressRing.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadDataLayer } from './app/data';
import { replayEarlyActs, replayTypedValues } from './app/earlyActs';
import { loadFullApp, startFullApp } from './app/fullApp';
import { loadHeaderParts } from './app/Layout';
import { connectionAllowsPrefetch, prefetchWhenIdle, screenReady, whenLoadedAndIdle } from './app/prefetch';
import { serverRenderToHydrate } from './app/serverRender';
import { drawInLanguage, initialLanguage, loadScreenTexts, setLanguage } from './shared/i18n/i18n';
// The lazy screens' texts mechanism (registerTexts, useTexts), which the first screen itself does not use: kept
// in the first chunk, so a lazy chunk (a route, the header's search) never fetches another group's chunk for it.
import './shared/i18n/namespace';
import { isNative } from './shared/native/platform';
import { paths } from './shared/paths';
import { takeBootProfile } from './shared/profile/bootProfile';
import { sessionStore } from './shared/session/store';
import { stylesReady } from './shared/theme/stylesReady';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * A guest opening `/` gets the welcome shell (app/WelcomeShell.tsx): the header and the welcome page without
 * React Router, whose module (app/router.tsx, with the route table) loads once the page is up. Every other start
 * (another address, a stored session, which `/` sends on to /plans, the native shells) loads it first.
 */
const welcomeShell =
  !isNative() && window.location.pathname === paths.welcome && !sessionStore.getState().token;

/**
 * A guest's welcome page or public profile arrives drawn by the server (entry-server.tsx): the app takes it
 * over as it is (hydrateRoot) once it has what the server drew it with: the profile route's code, its answers
 * (embedded in the page) and the screens' texts. A signed-in visitor's app draws its own page over it.
 */
const serverRender = isNative() ? null : serverRenderToHydrate(null, Boolean(sessionStore.getState().token));

/**
 * A page drawn in another language than this device's choice (the `lang` cookie the server reads was missing or
 * stale) is taken over in the language it was drawn in, then switched to the stored one as the language switch
 * does: the texts change, what the page shows (a profile's goals, its answers) stays on screen.
 */
const storedLanguage = initialLanguage();
const switchLanguageTo = serverRender && serverRender.lang !== storedLanguage ? storedLanguage : null;
if (serverRender && switchLanguageTo) drawInLanguage(serverRender.lang);

/**
 * The header's parts kept out of the entry (app/Layout.tsx), preloaded beside it: every start waits for them, so
 * the header is whole in the first frame, and a drawn header is hydrated as drawn (a part still loading would be
 * drawn anew by React if the page changed before it came).
 */
const headerParts = loadHeaderParts(Boolean(sessionStore.getState().token)).catch(() => undefined);

/**
 * The first render is a transition, so React renders it in slices of a few milliseconds with the inline shell
 * (#boot, index.html) on screen, instead of one long task that a slow phone cannot answer a tap during (total
 * blocking time). The shell goes in the layout effect of the first commit: the same frame as the app (or the
 * router's identical boot fallback) appears, no blank frame and no double shell.
 */
function start() {
  const app = (
    <StrictMode>
      <FirstScreen>
        <App />
      </FirstScreen>
    </StrictMode>
  );
  window.stepwiseAwake = true; // from here React hears presses itself (it hydrates where one lands first)
  startTransition(() => {
    if (serverRender) hydrateRoot(root as HTMLElement, app);
    else createRoot(root as HTMLElement).render(app);
  });
}

/** Runs afterFirstScreen in the first commit's layout effects (before that frame is painted). */
function FirstScreen({ children }: { children: ReactNode }) {
  useLayoutEffect(afterFirstScreen, []);
  return children;
}

let shown = false;
function afterFirstScreen() {
  if (shown) return; // StrictMode runs a layout effect twice in development
  shown = true;
  takeBootProfile(); // a profile's server-made screen, shown on until the page is drawn
  document.getElementById('boot')?.remove();
  // The welcome shell is the route's own screen; the router's routes say so when theirs is in (KeepAliveOutlet).
  if (welcomeShell) screenReady();
  // What a guest did on the server's page before the app ran: the text typed in its fields now, before anything
  // draws them again with the server's values; the rest after this commit.
  if (serverRender) {
    replayTypedValues(root as HTMLElement);
    setTimeout(() => {
      replayEarlyActs(root as HTMLElement);
      if (switchLanguageTo) void setLanguage(switchLanguageTo);
    }, 0);
  }
  // After the first screen, apart from its chunk, once the page has loaded and the browser is idle: the service
  // worker (S-P3) and the data layer (the query client, this device's copy of its cache, the offline queue:
  // app/data.ts), which the other routes wait for (a route's own loader loads it at once when it needs it).
  whenLoadedAndIdle(() => {
    // Installing the worker fetches the whole app for offline use: for a guest, only where the connection allows
    // fetching ahead (a signed-in person's app works offline, so it installs on any connection).
    if (sessionStore.getState().token || connectionAllowsPrefetch())
      void import('./app/pwa/register').then((m) => m.registerServiceWorker());
    void loadDataLayer().catch((error: unknown) => console.warn('Loading the data layer failed', error));
  });
  // The welcome shell's links hand over to the full app: its code is fetched ahead, so the first click does not
  // wait for it, but only on a connection that allows it (app/prefetch.ts); else the first link loads it.
  if (welcomeShell) prefetchWhenIdle(() => void loadFullApp().catch(() => undefined));
}

// Drawn once the stylesheet is in (theme-init.js adds it off the critical path: the inline shell shows meanwhile).
if (welcomeShell) void Promise.all([stylesReady(), headerParts]).then(() => setTimeout(start, 0));
else {
  // index.html's shell stays until the router's module is in (theme-init.js has it fetched alongside this one).
  // In a task of its own: not after the router module's evaluation, in the same long task.
  const hydrating = serverRender !== null;
  Promise.all([
    startFullApp(hydrating),
    stylesReady(),
    hydrating ? loadScreenTexts() : null,
    hydrating ? loadDataLayer().then((m) => m.takeServerAnswers(serverRender)) : null,
    headerParts,
  ]).then(
    () => setTimeout(start, 0),
    (error: unknown) => {
      console.error('Loading the app failed', error);
    },
  );
}

// Notification permission is asked at start-up on native platforms only (S-N7); the reminders module loads
// apart, so the web bundle never carries it. It also keeps reminders in step with the tasks from then on; it
// starts after the data layer (the cache kept on this device follows the session first, as before).
if (isNative()) {
  void loadDataLayer()
    .then(() => import('./shared/native/reminders.instance'))
    .then((m) => m.initReminders())
    .catch(() => undefined);
}
