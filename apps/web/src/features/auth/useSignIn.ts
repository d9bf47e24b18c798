import { useNavigate } from 'react-router';
import { paths, safeRedirect } from '../../shared/paths';
import { setupPrompted, setupSkipped } from '../../shared/session/setupPrompt';
import { sessionStore } from '../../shared/session/store';
import { USER_STATUS } from '../../shared/session/user';

/** After any successful sign-in: keep the token, load the user, go where the user was heading. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return async (token: string, options: { redirect?: string | null; isNew?: boolean } = {}) => {
    const store = sessionStore.getState();
    store.setToken(token);
    const user = await store.loadUser({ force: true });
    // A new account made on the way somewhere (an invite link to a plan) goes there first; setup is asked on
    // the first signed-in-only page after (app/guard.ts).
    if (options.isNew && options.redirect) {
      navigate(safeRedirect(options.redirect, paths.setup), { replace: true });
      return;
    }
    // A user who chose "Skip for now" on this device goes where they were heading instead.
    if (options.isNew || (user?.status === USER_STATUS.setupPending && !setupSkipped.get(user.id))) {
      setupPrompted.set();
      if (options.isNew || !options.redirect) {
        navigate(paths.setup, { replace: true });
        return;
      }
    }
    navigate(safeRedirect(options.redirect, paths.profile), { replace: true });
  };
}
