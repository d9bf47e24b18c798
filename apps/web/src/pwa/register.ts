import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './updatePrompt';

/** Registers `/sw.js` with scope `/` (S-P3) and offers waiting updates to the user (S-U1). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      // updateSW(true) tells the waiting worker to skip waiting; the page reloads once it controls.
      offerUpdate(() => updateSW(true));
    },
    onRegisterError(error) {
      console.warn('Service worker registration failed', error);
    },
  });
}
