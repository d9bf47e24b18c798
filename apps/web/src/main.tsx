import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/register';
import { isNative } from './shared/native/platform';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first commit is synchronous, so the inline shell (#boot, index.html) goes in the same frame as the app
// (or the router's identical boot fallback) appears: no blank frame, no double shell. It runs in a task of its
// own, after the one that evaluated the modules: two shorter tasks instead of one long one (total blocking
// time on a slow phone), while the shell is already on screen.
setTimeout(() => {
  flushSync(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  document.getElementById('boot')?.remove();
  registerServiceWorker();
}, 0);

// Notification permission is asked at start-up on native platforms only (S-N7); the reminders module loads
// apart, so the web bundle never carries it. It also keeps reminders in step with the tasks from then on.
if (isNative()) {
  void import('./shared/native/reminders.instance').then((m) => m.initReminders()).catch(() => undefined);
}
