import { browserSaysOffline, type SessionStore } from './store';

const FIRST_DELAY = 1_000;
const LONGEST_DELAY = 30_000;

/**
 * Loading the user lost on the network while the browser says it is online leaves the session offline with
 * nothing to wake it: no `online` event is coming. It happens when the network answers a moment after that
 * event (a radio waking up, a captive portal), and on a page reloaded offline that believes it is online. The
 * user is asked for again, 1 s, 2 s, 4 s … 30 s apart, until the server answers; while the browser says it is
 * offline nothing is sent (its `online` event loads the user, app/App.tsx). Returns the function that stops it.
 */
export function keepReconnecting(
  store: SessionStore,
  isBrowserOffline: () => boolean = browserSaysOffline,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_DELAY;
  const retry = () => {
    timer = undefined;
    const state = store.getState();
    if (!state.offline || !state.token || isBrowserOffline()) return;
    state.loadUser({ force: true }).catch(() => undefined);
  };
  const follow = (state: ReturnType<SessionStore['getState']>) => {
    if (!state.offline) {
      delay = FIRST_DELAY;
      if (timer) clearTimeout(timer);
      timer = undefined;
      return;
    }
    if (timer || state.loading || !state.token || isBrowserOffline()) return;
    timer = setTimeout(retry, delay);
    delay = Math.min(delay * 2, LONGEST_DELAY);
  };
  const stop = store.subscribe(follow);
  // Started on a session already offline (its code loads after the first screen), it retries from now.
  follow(store.getState());
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
