import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../shared/i18n/i18n';

/**
 * What the server embeds in a page it drew (entry-server.tsx, in `<script type="application/json"
 * id="ssr-data">`): the path and language it drew, and its answers to the page's queries.
 */
export interface ServerRender {
  path: string;
  lang: Language;
  queries?: DehydratedState;
}

/**
 * The server's drawing of this page, when the app can take it over as it is (hydrate): the same path, the same
 * language, and a guest (the server draws what a guest sees; a signed-in person's app draws its own page over
 * it). Null otherwise; the app then draws the page anew in its place.
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
  return same && !signedIn ? data : null;
}
