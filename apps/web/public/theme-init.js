// Runs before the first paint (the CSP forbids inline scripts), for the critical shell in index.html:
// - the colour scheme on <html>, as Mantine's localStorageColorSchemeManager decides it: a stored 'light' or
//   'dark' wins, else the system;
// - the language on <html lang>, as the app's i18n does: the stored `lang`, else ru (S-P2);
// - which first screen the shell draws (html[data-boot]): for a guest, the welcome page's hero on `/` and the
//   sign-in card on `/login`; else the skeleton (a stored token means a signed-in person, whom the app sends on
//   from both: to /plans, to /profile);
// - every start but a guest's `/` needs the full app's module (app/router.tsx) before its first screen: it is
//   fetched now, alongside the entry, from the addresses the build wrote in <meta name="stepwise-app-modules">
//   (vite.config.ts). A guest's `/` draws the welcome shell first and fetches it once the page is up;
// - the app's stylesheet, from <meta name="stepwise-styles"> (vite.config.ts): added by this script, it blocks
//   no paint, so the shell shows before it arrives; main.tsx waits for it (#app-styles) before drawing the app.
//   A page the server drew (html[data-ssr]: a guest's welcome page or public profile) has the rules its markup
//   uses inline and gets the stylesheet here too; only when the server could not inline them does it link the
//   stylesheet itself (#app-styles).
// - a guest's welcome, sign-in or sign-up page or public profile, drawn by the server, is read without the app: the server names the
//   app's entry in <meta name="stepwise-entry"> instead of loading it, and the entry runs at the person's first
//   act on the page (a press, a key, a touch, a focus), so a phone spends nothing on the app while its owner only
//   reads; the entry and the page's route chunks (<meta name="stepwise-preload">) are fetched once the page has
//   loaded and is idle, unless the connection is slow or saving data. Links are plain links and work without it; a button pressed, a choice ticked, a field typed in or a
//   form sent before the app is in is made again once it is (window.stepwiseEarlyClick, stepwiseEarlySubmit,
//   app/earlyActs.ts). A signed-in visitor, or a page drawn in another language than the stored one, needs the
//   app at once;
// - a signed-in person's /plans, drawn by the server for the session in the `stepwise-session` cookie
//   (html[data-ssr="session"]), is read the same way, the app run at the first act or when the person comes back
//   to the tab. The cookie mirrors the stored token (shared/session/store.ts writes both; kept in step here on
//   every page): a page drawn for another session than this device's is never shown, and the app draws its own.
(() => {
  const root = document.documentElement;
  let scheme = 'light';
  let storedScheme = null;
  let lang = 'ru';
  let signedIn = false;
  let token = null;
  let unsent = false;
  try {
    const stored = window.localStorage.getItem('mantine-color-scheme-value');
    if (stored === 'light' || stored === 'dark' || stored === 'auto') storedScheme = stored;
    scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    lang = window.localStorage.getItem('lang') === 'en' ? 'en' : 'ru';
    token = window.localStorage.getItem('token');
    // A step delete whose undo window a closed tab left open (shared/offline/deferred.ts): the app sends it.
    unsent = Boolean(window.localStorage.getItem('stepwise.deferredDeletes'));
    signedIn = Boolean(token);
  } catch {
    // Storage blocked: the defaults.
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
  // A page the server drew (html[data-ssr]) is in the language of the `lang` cookie, which mirrors the stored
  // choice (shared/i18n/i18n.ts writes both): kept in step here too, for the next page the server draws.
  const drawn = root.hasAttribute('data-ssr');
  const drawnLang = root.lang;
  root.lang = lang;
  try {
    document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
    // The chosen scheme ('auto' when none), from which the server draws a page for when JavaScript is off.
    document.cookie = `color-scheme=${storedScheme || 'auto'}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: the server draws in Russian, and a page in another language is drawn anew by the app.
  }
  // The session's cookie as this page's request carried it (on /plans, its path), then kept equal to the token.
  const sentToken = /(?:^|;\s*)stepwise-session=([^;]*)/.exec(document.cookie)?.[1];
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read only by the server's /plans.
    document.cookie = token
      ? `stepwise-session=${encodeURIComponent(token)}; path=/plans; max-age=31536000; samesite=lax${secure}`
      : `stepwise-session=; path=/plans; max-age=0; samesite=lax${secure}`;
  } catch {
    // Cookies blocked: /plans is the app's page.
  }
  let sessionPage = root.getAttribute('data-ssr') === 'session';
  const notThisSession = sessionPage && (!token || sentToken !== encodeURIComponent(token));
  if (notThisSession) {
    // Drawn for a session this device no longer holds: never shown. The page is emptied before it is painted
    // and the app draws its own (or sends a signed-out visitor to sign in).
    sessionPage = false;
    root.style.display = 'none';
    document.addEventListener('DOMContentLoaded', () => {
      document.getElementById('root')?.replaceChildren();
      document.getElementById('ssr-data')?.remove();
      root.style.display = '';
    });
  }
  const first = signedIn || drawn ? null : { '/': 'welcome', '/login': 'login' }[window.location.pathname];
  if (first) root.setAttribute('data-boot', first);
  // A server's page that linked its stylesheet itself (#app-styles, above this script) has it already.
  const styles = document.getElementById('app-styles')
    ? null
    : document.querySelector('meta[name="stepwise-styles"]');
  for (const [i, href] of (styles ? styles.content.split(' ').filter(Boolean) : []).entries()) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (i === 0) link.id = 'app-styles';
    document.head.appendChild(link);
  }
  const entry = document.querySelector('meta[name="stepwise-entry"]');
  // A signed-in page with changes this device has not sent yet runs the app at once to send them.
  const awakeNow = (signedIn && (!sessionPage || unsent)) || notThisSession || drawnLang !== lang;
  if (entry) wakeOnIntent(entry.content, awakeNow);
  const modules = document.querySelector('meta[name="stepwise-app-modules"]');
  const appModules = modules ? modules.content.split(' ').filter(Boolean) : [];
  const preload = document.querySelector('meta[name="stepwise-preload"]');
  const pageModules = preload ? preload.content.split(' ').filter(Boolean) : [];
  if (preload && !awakeNow) {
    // A drawn page read before the app runs: the app's modules too wait for the page to be idle.
    preloadWhenIdle(window.location.pathname === '/' ? pageModules : [...pageModules, ...appModules]);
    return;
  }
  // The app runs at once: the page's modules are fetched now, beside the entry.
  for (const href of pageModules) addPreload(href);
  if (first === 'welcome' || (drawn && window.location.pathname === '/')) return;
  for (const href of appModules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }

  /**
   * A drawn page's entry and route chunks, fetched once the page has loaded and the browser is idle, so the first
   * act waits for no download while nothing competes with the first paint; none on a slow or data-saving
   * connection, where the first act fetches what it needs.
   */
  function preloadWhenIdle(hrefs) {
    const connection = navigator.connection;
    if (connection && (connection.saveData || /(?:^|-)2g$/.test(connection.effectiveType || ''))) return;
    const add = () => {
      if (!window.stepwiseAwake) for (const href of hrefs) addPreload(href);
    };
    const idle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(add, { timeout: 2000 }) : setTimeout(add, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }

  function addPreload(href) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  /** Runs the app's entry at the first act on the page (or at once), and keeps a press or a form sent before it ran. */
  function wakeOnIntent(src, now) {
    const acts = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      for (const type of acts) window.removeEventListener(type, wake, true);
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', run, { once: true });
      } else run();
    };
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    };
    // A form sent before the app runs is held, never sent by the browser (no field in an address, no page
    // load): the app sends it once it has the page, with what was typed (app/earlyActs.ts). The press that
    // sent it is not pressed again, so it is sent once.
    window.addEventListener(
      'submit',
      (event) => {
        if (window.stepwiseAwake || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        window.stepwiseEarlySubmit = event.target;
        if (window.stepwiseEarlyClick && event.target.contains(window.stepwiseEarlyClick))
          window.stepwiseEarlyClick = undefined;
        wake();
      },
      true,
    );
    // A box ticked or a radio chosen before the app runs, as the person left it: the app sets it so once it has the
    // page (hydrating may put the box back as drawn).
    window.addEventListener(
      'change',
      (event) => {
        const input = event.target;
        if (window.stepwiseAwake || !(input instanceof HTMLInputElement)) return;
        if (input.type !== 'checkbox' && input.type !== 'radio') return;
        window.stepwiseEarlyChecks ??= new Map();
        window.stepwiseEarlyChecks.set(input, input.checked);
      },
      true,
    );
    window.addEventListener(
      'click',
      (event) => {
        if (window.stepwiseAwake || !(event.target instanceof Element)) return;
        const control = event.target.closest('button, [role="button"], [role="tab"], [role="switch"]');
        if (control && !control.closest('a[href]')) window.stepwiseEarlyClick = control;
        wake(); // a click alone, as assistive technology sends it
      },
      true,
    );
    // A signed-in page draws the rest of itself (every plan, below today's steps) with the app: a mouse moved or a
    // wheel turned on it is an act too, and so is coming back to its tab (brought up to date).
    if (sessionPage && !now) acts.push('mousemove', 'wheel', 'scroll');
    if (now) wake();
    else for (const type of acts) window.addEventListener(type, wake, { capture: true, passive: true });
    if (!now && sessionPage) {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') wake();
      });
      // A device with the service worker is set up for offline use: the app runs at once to keep its copy of the
      // person's data current (a page the worker serves runs it at once too).
      navigator.serviceWorker
        ?.getRegistration?.()
        .then((registration) => registration && wake())
        .catch(() => undefined);
      waitingChanges().then((waiting) => waiting && wake());
    }
  }

  /**
   * Whether this device's copy of the person's data (shared/offline/cache.ts, in IndexedDB through idb-keyval)
   * holds changes not answered yet (a tick or a new step whose tab closed meanwhile): the app sends them.
   */
  function waitingChanges() {
    return new Promise((done) => {
      try {
        const user = JSON.parse(window.localStorage.getItem('cachedUser') || 'null');
        if (!user?.id || !window.indexedDB) return done(false);
        const open = window.indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => done(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            return done(false);
          }
          const get = db
            .transaction('keyval', 'readonly')
            .objectStore('keyval')
            .get(`stepwise.cache.${user.id}`);
          get.onerror = () => done(false);
          get.onsuccess = () => {
            db.close();
            try {
              const copy = typeof get.result === 'string' ? JSON.parse(get.result) : null;
              done((copy?.clientState?.mutations?.length ?? 0) > 0);
            } catch {
              done(false);
            }
          };
        };
      } catch {
        done(false);
      }
    });
  }
})();
