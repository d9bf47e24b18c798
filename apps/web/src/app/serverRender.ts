import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../shared/i18n/i18n';
import { readItem, storageKeys } from '../shared/lib/storage';
import { parseCachedUser, type SessionUser } from '../shared/session/user';

/**
 * What the server embeds in a page it drew (entry-server.tsx, in `<script type="application/json"
 * id="ssr-data">`): the path and language it drew, and its answers to the page's queries; on a signed-in
 * person's page (`/plans`), the session's owner it was drawn for.
 */
export interface ServerRender {
  path: string;
  lang: Language;
  queries?: DehydratedState;
  user?: SessionUser;
}

/**
 * The server's drawing of this page, when the app can take it over as it is (hydrate): the same path, the same
 * language, and drawn for whoever this device's session is: a guest's page for a guest, a signed-in page for a
 * session (public/theme-init.js has checked it is this device's session: the page's cookie is its token) whose
 * user, when this device knows it, is the one drawn for. Null otherwise; the app then draws the page anew.
 */
export function serverRenderToHydrate(language: string | null, signedIn: boolean): ServerRender | null {
  const element = document.getElementById('ssr-data');
  if (!element) return null;
  let data: ServerRender;
  try {
    data = JSON.parse(element.textContent ?? '') as ServerRender;
  } catch {
    return null;
  }
  // language null: in whichever language it was drawn (main.tsx draws it so, then switches to the stored one).
  const same = data.path === window.location.pathname && (language === null || data.lang === language);
  const storedUser = data.user ? parseCachedUser(readItem(storageKeys.cachedUser)) : null;
  const sameSession = data.user ? signedIn && (!storedUser || storedUser.id === data.user.id) : !signedIn;
  return same && sameSession ? data : null;
}
