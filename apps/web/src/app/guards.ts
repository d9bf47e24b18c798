import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { Access } from '../shared/paths';
import { type Flag, setupPrompted } from '../shared/session/setupPrompt';
import { type SessionStore, sessionStore } from '../shared/session/store';
import { decide } from './guard';

/**
 * Before a route opens: with a stored token and no loaded user, fetch the user (S-G1); when that
 * fetch fails, log out (S-G2). A network failure is not a failure here: the store goes offline and
 * uses the cached user (S-T2).
 */
export async function ensureSession(store: SessionStore = sessionStore): Promise<void> {
  const { token, user } = store.getState();
  if (!token || user) return;
  try {
    await store.getState().loadUser();
  } catch {
    await store.getState().logout();
  }
}

/** A route loader that applies the access rule of `access` to the navigation. */
export function guardLoader(access: Access, store: SessionStore = sessionStore, flag: Flag = setupPrompted) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ensureSession(store);
    const url = new URL(request.url);
    const decision = decide(access, {
      user: store.getState().user,
      target: url.pathname + url.search,
      setupPrompted: flag.get(),
    });
    if (decision?.markSetupPrompted) flag.set();
    if (decision) throw redirect(decision.redirect);
    return null;
  };
}
