import { type LoaderFunctionArgs, redirect } from 'react-router';
import { GraphQLResponseError } from '../shared/api/graphql';
import type { Access } from '../shared/paths';
import { type Flag, setupPrompted, setupSkipped, type UserFlag } from '../shared/session/setupPrompt';
import { type SessionStore, sessionStore } from '../shared/session/store';
import { dataRestored } from './data';
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
  } catch (error) {
    // The server refusing the token (expired, revoked) is told on the login page; other failures are not.
    const expired = error instanceof GraphQLResponseError && error.codes.includes('UNAUTHENTICATED');
    await store.getState().logout({ expired });
  }
}

/** A route loader that applies the access rule of `access` to the navigation. */
export function guardLoader(
  access: Access,
  store: SessionStore = sessionStore,
  flag: Flag = setupPrompted,
  skipped: UserFlag = setupSkipped,
  restored: () => Promise<void> = dataRestored,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ensureSession(store);
    // The signed-in person's data saved on this device is in place before the screen asks for it. The welcome
    // page asks for none (a signed-in person leaves it for /plans, whose loader waits), so it does not wait
    // for the data layer (app/data.ts), which loads apart.
    if (access !== 'welcome') await restored();
    const url = new URL(request.url);
    const user = store.getState().user;
    const decision = decide(access, {
      user,
      target: url.pathname + url.search,
      // "Skip for now" on this device counts as prompted for good, not only for this tab.
      setupPrompted: flag.get() || skipped.get(user?.id),
    });
    if (decision?.markSetupPrompted) flag.set();
    if (decision) throw redirect(decision.redirect);
    return null;
  };
}
