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

/** Remembers one user's choice on this device, across reloads and sign-ins. */
export interface UserFlag {
  get(userId: string | null | undefined): boolean;
  set(userId: string): void;
}

const SKIP_PREFIX = 'setupSkipped:';

/**
 * "Skip for now" in the wizard: that user is not sent to /setup again on this device (localStorage,
 * per user id; the account has no field for it). Settings still opens setup; finishing it makes this moot.
 */
export const setupSkipped: UserFlag = {
  get(userId) {
    if (!userId) return false;
    try {
      return globalThis.localStorage?.getItem(SKIP_PREFIX + userId) === '1';
    } catch {
      return false;
    }
  },
  set(userId) {
    try {
      globalThis.localStorage?.setItem(SKIP_PREFIX + userId, '1');
    } catch {
      // Blocked storage: setup is offered again next time, which is harmless.
    }
  },
};
