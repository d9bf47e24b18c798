import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './updatePrompt';

/** Registers `/sw.js` with scope `/` (S-P3) and offers waiting updates to the user (S-U1). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      offerUpdate(async () => {
        // The page reloads once the new worker controls it. Workbox reloads only pages that were
        // already controlled when they loaded; a tab opened before the first install needs this.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        // Tells the waiting worker to skip waiting.
        await updateSW(true);
      });
    },
    onRegisterError(error) {
      console.warn('Service worker registration failed', error);
    },
  });
}
