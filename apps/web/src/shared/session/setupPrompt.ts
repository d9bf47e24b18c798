/** "Sent to /setup once per session" (PRODUCT.md): remembered in sessionStorage for this tab. */
const KEY = 'setupPrompted';

export interface Flag {
  get(): boolean;
  set(): void;
}

export const setupPrompted: Flag = {
  get() {
    try {
      return globalThis.sessionStorage?.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  set() {
    try {
      globalThis.sessionStorage?.setItem(KEY, '1');
    } catch {
      // Blocked storage: the prompt may repeat, which is harmless.
    }
  },
};
