import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadDataLayer } from './app/data';
import { loadFullApp, startFullApp } from './app/fullApp';
import { isNative } from './shared/native/platform';
import { paths } from './shared/paths';
import { sessionStore } from './shared/session/store';

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
 * The first commit is synchronous, so the inline shell (#boot, index.html) goes in the same frame as the app
 * (or the router's identical boot fallback) appears: no blank frame, no double shell. It runs in a task of its
 * own, after the one that evaluated the modules: two shorter tasks instead of one long one (total blocking
 * time on a slow phone), while the shell is already on screen.
 */
function start() {
  flushSync(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  document.getElementById('boot')?.remove();
  // After the first screen, apart from its chunk: the service worker (it installs after load anyway, S-P3) and
  // the data layer (the query client, this device's copy of its cache, the offline queue: app/data.ts), which
  // the other routes wait for, so it is usually there before the first navigation.
  void import('./app/pwa/register').then((m) => m.registerServiceWorker());
  void loadDataLayer().catch((error: unknown) => console.warn('Loading the data layer failed', error));
  // The welcome shell's links hand over to the full app: its code loads while the browser is idle, so the
  // first click does not wait for it.
  if (welcomeShell) whenIdle(() => void loadFullApp().catch(() => undefined));
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

if (welcomeShell) setTimeout(start, 0);
else {
  // index.html's shell stays until the router's module is in (theme-init.js has it fetched alongside this one).
  startFullApp().then(start, (error: unknown) => {
    console.error('Loading the app failed', error);
  });
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
