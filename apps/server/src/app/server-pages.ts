// Pages drawn on the server: a guest's welcome page, `/{username}`, `/login` and `/registration`, and a signed-in
// person's `/plans` (for the owner of the session in the page's cookie only, never kept by any cache), arrive as complete HTML, drawn by React from the web app's own components (its SSR build,
// apps/web/src/entry-server.tsx, in `{webDist}/.ssr/entry-server.js`), with the answers the page's queries got embedded for the app to hydrate
// from. The page's requests go to this server's own /graphql as a guest's (no session), so the HTML holds
// exactly what the API shows a guest. Without the SSR build, or when drawing fails, the caller answers as
// before: the app's index.html, which draws the page in the browser.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withRoutePreloads } from '../kernel/route-preloads.js';
import { pageScheme, type Scheme, withColorScheme } from './color-scheme.js';
import { type CriticalCss, compileCriticalCss } from './critical-css.js';

type Lang = 'ru' | 'en';

interface Rendered {
  html: string;
  data: string;
  status: 200 | 404;
}

interface SsrEntry {
  render(request: {
    url: string;
    lang: Lang;
    graphql: (body: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;
    token?: string;
  }): Promise<Rendered | null>;
}

export interface DrawnPage {
  html: string;
  status: 200 | 404;
  /** Drawn for the session's owner: sent `private, no-store`, never kept by a cache. */
  personal?: boolean;
}

/**
 * The cookie a signed-in page is drawn from: the session's token, which the app writes beside its own copy
 * (localStorage `token`, shared/session/store.ts) and public/theme-init.js keeps in step on every page. Its path is
 * `/plans`, the one signed-in page drawn here, so no other request carries it; the API never reads it (its
 * tokens are bearer headers), so it authorises no change.
 */
export const SESSION_COOKIE = 'stepwise-session';

/** The session's token in `cookie`, or null. */
export function sessionToken(cookie: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie ?? '');
  if (!match?.[1]) return null;
  try {
    const token = decodeURIComponent(match[1]);
    return /^[\x21-\x7e]{1,512}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * The page's language: the `lang` cookie, which the app keeps equal to the stored choice (localStorage `lang`,
 * S-P2), else Russian, the app's default: the app then draws in the same language and hydrates the page as is.
 */
export function pageLang(cookie: string | undefined): Lang {
  const match = /(?:^|;\s*)lang=(ru|en)(?:;|$)/.exec(cookie ?? '');
  return match?.[1] === 'en' ? 'en' : 'ru';
}

const STYLESHEETS = /<meta name="stepwise-styles" content="([^"]*)"\s*\/?>/;

/** The app's stylesheets, as the build named them in index.html. */
export const stylesheetsOf = (template: string): string[] =>
  (STYLESHEETS.exec(template)?.[1] ?? '').split(' ').filter(Boolean);

/**
 * index.html with the drawn page in #root: the inline loading shell (#boot) and the "needs JavaScript" note
 * left out, `html[lang]` the page's, `html[data-ssr]` telling theme-init.js the page is drawn. The page must not
 * paint unstyled, and is read without JavaScript too: with `critical`, the rules its markup uses are inline and
 * theme-init.js adds the stylesheets off the critical path; without, the stylesheets are linked in the head.
 */
export function composePage(
  template: string,
  drawn: { html: string; data: string },
  lang: Lang,
  options: { critical?: CriticalCss; wakeOnIntent?: boolean; session?: boolean; scheme?: Scheme } = {},
): string {
  // data-ssr="session": drawn for the session in the page's cookie, which theme-init.js checks is this device's.
  const page = template
    .replace(/<html lang="[a-z]+"/, `<html lang="${lang}" data-ssr="${options.session ? 'session' : ''}"`)
    .replace(/<div id="boot">.*<\/div>\s*(?=<div id="root">)/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${drawn.html}</div>\n    <script type="application/json" id="ssr-data">${drawn.data}</script>`,
    );
  const { critical } = options;
  const styles = critical
    ? `<style id="critical-styles">${critical.of(page)}</style>`
    : stylesheetsOf(template)
        .map((href, i) => `<link rel="stylesheet" href="${href}"${i === 0 ? ' id="app-styles"' : ''} />`)
        .join('\n    ');
  const { html, entry } = options.wakeOnIntent ? entryOnIntent(page) : { html: page, entry: '' };
  const composed = html.replace(
    '<script src="/theme-init.js"></script>',
    () => `${styles}${entry}\n    <script src="/theme-init.js"></script>`,
  );
  return options.scheme ? withColorScheme(composed, options.scheme) : composed;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The page without the app's entry script: its address goes in `<meta name="stepwise-entry">`, from which
 * public/theme-init.js runs it at the person's first act on the page. The entry and the route's chunks (the
 * page's preloads) are named in `<meta name="stepwise-preload">` instead of preloaded: theme-init.js fetches them
 * once the page has loaded and is idle, on a connection that is not slow or saving data, so that the first act
 * waits for their evaluation only and nothing competes with the page's own first paint.
 */
function entryOnIntent(page: string): { html: string; entry: string } {
  const src = ENTRY.exec(page)?.[1];
  if (!src) return { html: page, entry: '' };
  const preloads = [src, ...[...page.matchAll(PRELOAD)].map((m) => m[1] as string)];
  return {
    html: page.replace(ENTRY, '').replace(PRELOAD, ''),
    entry: `\n    <meta name="stepwise-entry" content="${src}" />\n    <meta name="stepwise-preload" content="${[...new Set(preloads)].join(' ')}" />`,
  };
}

/**
 * The welcome, sign-in and sign-up pages: drawn for a guest like a public profile, each with its route's module in
 * the web build (fetched once the page is idle, so the first act waits for no round trip), none for the welcome
 * page's shell.
 */
const DRAWN_ADDRESSES = new Map<string, string | null>([
  ['/', null],
  ['/login', 'src/features/auth/LoginPage.tsx'],
  ['/registration', 'src/features/auth/RegistrationPage.tsx'],
]);
/** A signed-in person's pages drawn here, with their route's module, for a request with the session's cookie. */
const SIGNED_IN_ADDRESSES = new Map<string, string>([['/plans', 'src/features/plans/PlansPage.tsx']]);
const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

export function registerServerPages(app: FastifyInstance, webDist: string) {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  let entry: Promise<SsrEntry | null> | undefined;
  let indexHtml: Promise<string> | undefined;
  const load = () => {
    entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<SsrEntry>).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            'The web app’s server build did not load: pages are drawn in the browser',
          );
          return null;
        })
      : Promise.resolve(null);
    return entry;
  };

  const template = () => {
    indexHtml ??= readFile(path.join(webDist, 'index.html'), 'utf8');
    return indexHtml;
  };
  const routeTemplates = new Map<string, Promise<string>>();
  let critical: Promise<CriticalCss | undefined> | undefined;
  const criticalCss = () => {
    critical ??= template()
      .then((html) => compileCriticalCss(webDist, stylesheetsOf(html)))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'The stylesheets did not compile: drawn pages link them');
        return undefined;
      });
    return critical;
  };

  /**
   * The server's own /graphql, called at `remoteAddress` (the API's per-address limits): as a guest, or with the
   * session's token in `headers` for a signed-in page.
   */
  const guestGraphql = (remoteAddress: string) => async (body: string, headers: Record<string, string>) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
      remoteAddress,
    });
    return { status: answer.statusCode, body: answer.body };
  };

  // Once the server listens, the SSR build is loaded, the stylesheets compiled and the welcome and sign-in pages
  // drawn in both languages, so the first guest after a start does not wait for them (about a second).
  app.addHook('onListen', (done) => {
    void Promise.all([load(), criticalCss()])
      .then(([ssr]) =>
        Promise.all(
          ['/', '/login'].flatMap((url) =>
            (['ru', 'en'] as const).map((lang) =>
              ssr?.render({ url, lang, graphql: guestGraphql('127.0.0.1') }),
            ),
          ),
        ),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'Drawing the welcome page ahead failed'));
    done();
  });

  return {
    /** index.html as built. */
    template,

    /**
     * Whether `url` is one of the pages drawn here besides profiles (which modules/users/og.ts draws with their
     * tags): a guest's, or a signed-in one when the request carries the session's cookie.
     */
    drawsAt: (url: string, cookie?: string) =>
      DRAWN_ADDRESSES.has(pathOf(url)) ||
      (SIGNED_IN_ADDRESSES.has(pathOf(url)) && sessionToken(cookie) !== null),

    /** index.html for `url` (one of drawsAt's), with its route's module fetched ahead. */
    templateFor(url: string): Promise<string> {
      const route = DRAWN_ADDRESSES.get(pathOf(url)) ?? SIGNED_IN_ADDRESSES.get(pathOf(url));
      if (!route) return template();
      let page = routeTemplates.get(route);
      if (!page) {
        page = template().then((html) => withRoutePreloads(webDist, html, route));
        routeTemplates.set(route, page);
        page.catch(() => routeTemplates.delete(route));
      }
      return page;
    },

    /**
     * `req`'s page drawn into `page` (index.html, maybe with tags of its own); null when not drawn. A signed-in
     * page is drawn with the session's token from its cookie (the API answers as for that session); a token the
     * server does not know draws nothing, and the app's own page answers (it signs the person out).
     */
    async draw(req: FastifyRequest, page: string): Promise<DrawnPage | null> {
      const ssr = await load();
      if (!ssr) return null;
      const lang = pageLang(req.headers.cookie);
      const token = SIGNED_IN_ADDRESSES.has(pathOf(req.url)) ? sessionToken(req.headers.cookie) : null;
      try {
        const drawn = await ssr.render({
          url: req.url,
          lang,
          graphql: guestGraphql(req.ip),
          ...(token ? { token } : {}),
        });
        if (!drawn) return null;
        // Read before the app runs: public/theme-init.js runs it at the person's first act on the page.
        const critical = await criticalCss();
        return {
          html: composePage(page, drawn, lang, {
            critical,
            wakeOnIntent: true,
            session: token !== null,
            scheme: pageScheme(req.headers.cookie),
          }),
          status: drawn.status,
          personal: token !== null,
        };
      } catch (error) {
        req.log.warn({ err: error }, 'Drawing the page on the server failed: the app draws it');
        return null;
      }
    },
  };
}
