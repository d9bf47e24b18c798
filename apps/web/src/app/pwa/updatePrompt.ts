import { createStore } from 'zustand/vanilla';

export interface UpdateState {
  /** A new service worker is installed and waiting. */
  waiting: boolean;
  /** Activates the waiting worker; the page reloads when it takes control (S-U1). */
  apply: (() => Promise<void>) | null;
}

export const updateStore = createStore<UpdateState>()(() => ({ waiting: false, apply: null }));

export function offerUpdate(apply: () => Promise<void>) {
  updateStore.setState({ waiting: true, apply });
}

/** The user answered the prompt: accept applies the update, decline keeps the current version. */
export async function answerUpdate(accepted: boolean, store = updateStore): Promise<void> {
  const { apply } = store.getState();
  store.setState({ waiting: false });
  if (accepted && apply) await apply();
}
