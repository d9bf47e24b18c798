import { registerSW } from 'virtual:pwa-register';
import { isNative } from '../../shared/native/platform';
import { removeServiceWorkers, wantsServiceWorker } from './shell';
import { offerUpdate } from './updatePrompt';

/**
 * Registers `/sw.js` with scope `/` (S-P3) and offers waiting updates to the user (S-U1). Not inside the native
 * shells, where any worker left from an earlier build is unregistered instead.
 */
export function registerServiceWorker(): void {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const native = isNative();
  if (native && supported) void removeServiceWorkers(navigator.serviceWorker);
  if (!wantsServiceWorker({ dev: import.meta.env.DEV, native, supported })) return;
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
