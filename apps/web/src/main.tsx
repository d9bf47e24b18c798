import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/register';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();

// Notification permission is asked at start-up on native platforms only (a no-op in a browser); the
// reminders module loads apart, so the first screen's bundle does not carry it.
void import('./shared/native/reminders.instance').then((m) => m.initReminders()).catch(() => undefined);
