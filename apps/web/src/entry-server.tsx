/**
 * Server rendering of a guest's public pages (the welcome page and `/{username}`, sign-in, sign-up) and of a
 * signed-in person's `/plans` (its title and today's steps, for the owner of the session only): the app's own components,
 * drawn by React on the server (react-dom/static `prerenderToNodeStream`) from this Vite SSR build entry, for
 * the server to put into index.html (apps/server/src/app/server-pages.ts). The page then hydrates (main.tsx)
 * with the answers embedded here, so nothing is fetched again and nothing on screen changes.
 *
 * Each drawn route names what it fetches (`drawnRoutes`): all of it is asked for at once (through the server's
 * own GraphQL endpoint, as a guest), then the page is drawn once. Should a draw still ask for something not
 * named, that is fetched and the page drawn again, so the page is always whole; a test holds the routes to one
 * draw (apps/server/test/server-pages.test.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { setServerQueryClient } from './app/data';
import { resolveLazyMatches, serverRoutes } from './app/router';
import type { ServerRender } from './app/serverRender';
import { WelcomeShell } from './app/WelcomeShell';
import { prefetchRegistrationPage, prefetchSignInPage } from './features/auth/pageQueries';
import { plansPageDrawable, prefetchPlansPage } from './features/plans/pageQueries';
import { prefetchGuestProfile } from './features/profile/pageQueries';
import { authorizationHeader, request as graphqlRequest, setDefaultFetch } from './shared/api/graphql';
import { i18n, type Language, loadScreenTexts } from './shared/i18n/i18n';
import { paths } from './shared/paths';
import { CurrentUserDocument } from './shared/session/firstChunkDocuments';
import { sessionStore } from './shared/session/store';
import { normalizeUser, type SessionUser, USER_STATUS } from './shared/session/user';

/** The server's GraphQL endpoint, called in its own process: a JSON body in, the answer's status and body out. */
export type GraphqlCall = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export interface RenderRequest {
  /** The page's path (with its query string). */
  url: string;
  lang: Language;
  graphql: GraphqlCall;
  /**
   * The session's token, from the page's own cookie: the page is then drawn for the session's owner, with their
   * data, and only a signed-in route is drawn (`signedInRoutes`). Without one, a guest's.
   */
  token?: string;
}

export interface RenderResult {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What goes in `<script type="application/json" id="ssr-data">` (app/serverRender.ts), escaped for HTML. */
  data: string;
  /** 404 when the profile is not one a guest may see (the page then says so, as the app does). */
  status: 200 | 404;
  /** How many times the page was drawn: 1 when its route named everything it asks for. */
  draws: number;
}

/**
 * The routes drawn for a guest besides the welcome page, by route id (app/router.tsx), each with what its page
 * asks for, fetched all at once before the one draw.
 */
const drawnRoutes: Record<
  string,
  (client: QueryClient, params: Record<string, string | undefined>) => unknown
> = {
  ':username': (client, params) => prefetchGuestProfile(client, params.username ?? ''),
  login: prefetchSignInPage,
  registration: prefetchRegistrationPage,
};

/**
 * The routes drawn for a signed-in person, by route id: what each draws first, and whether with those answers
 * the page can be drawn as the browser will first show it (else the app draws it). Only for a session the server
 * knows, whose owner's account is set up (else the app's guard sends them on).
 */
const signedInRoutes: Record<
  string,
  { prefetch: (client: QueryClient) => unknown; drawable: (client: QueryClient) => boolean }
> = {
  plans: { prefetch: prefetchPlansPage, drawable: plansPageDrawable },
};

const requests = new AsyncLocalStorage<RenderRequest>();

// The app's requests, made while a page is drawn here, go to the server's endpoint as a guest's would.
setDefaultFetch(async (_input, init) => {
  const request = requests.getStore();
  if (!request) throw new Error('A request outside a server render');
  const headers: Record<string, string> = {};
  for (const [key, value] of new Headers(init?.headers).entries())
    if (key !== 'authorization') headers[key] = value;
  // The session's own token, or none: never anything the app's code would have put there.
  if (request.token) headers.authorization = authorizationHeader(request.token);
  headers['accept-language'] = request.lang;
  const answer = await request.graphql(String(init?.body ?? ''), headers);
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
});

/** The route table without loaders, the profile route's code in place, as a static handler. */
const handler = (async () => {
  await loadScreenTexts();
  const table = serverRoutes();
  await Promise.all(
    ['/username', paths.login, paths.registration, paths.plans].map((p) => resolveLazyMatches(table, p)),
  );
  return createStaticHandler(table);
})();

/** One page drawn at a time: the texts' language and the data layer's client are the process's own. */
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function prerender(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every Suspense boundary in place: a large one would otherwise be sent apart and moved in by an inline
    // script, which the CSP (script-src 'self') refuses, leaving it hidden.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.warn('Server rendering:', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Queries drawn but not answered yet (and not switched off by their component). */
function unanswered(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll()
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      const on = typeof enabled === 'function' ? enabled(query) : enabled;
      return on !== false && query.state.dataUpdateCount === 0 && query.state.errorUpdateCount === 0;
    });
}

const MAX_DRAWS = 5;

/**
 * Pages that depend on nothing but the build and the server's configuration (whether Google sign-in is offered),
 * drawn once in each language: the welcome page (whatever its query string) and the sign-in page (without one), so
 * a guest gets them at once instead of after a draw. A failed draw is not kept. The sign-up page is drawn each
 * time: how the server makes accounts changes while it runs.
 */
const fixedPages = new Map<string, Promise<RenderResult | null>>();

function fixedPageKey(request: RenderRequest): string | null {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === paths.welcome || (url.pathname === paths.login && url.search === ''))
    return `${url.pathname} ${request.lang}`;
  return null;
}

/**
 * Draws `/`, `/{username}`, `/login` or `/registration` for a guest, `/plans` for the owner of `request.token`;
 * null for any other page, and for a token the server does not know (the app draws those in the browser).
 */
export function render(request: RenderRequest): Promise<RenderResult | null> {
  const key = request.token ? null : fixedPageKey(request);
  if (!key) return draw(request);
  let page = fixedPages.get(key);
  if (!page) {
    page = draw(request);
    fixedPages.set(key, page);
    page.catch(() => fixedPages.delete(key));
  }
  return page;
}

/** The session's owner, when the server knows the token and the account is set up; else null. */
async function sessionOwner(request: RenderRequest): Promise<SessionUser | null> {
  const answer = await requests
    .run(request, () => graphqlRequest(CurrentUserDocument, { withProfileDetails: false }))
    .catch(() => null);
  const entities = answer?.currentUser.entities;
  if (!entities) return null;
  const user = normalizeUser(entities, false);
  return user.status === USER_STATUS.setupPending ? null : user;
}

async function draw(request: RenderRequest): Promise<RenderResult | null> {
  const url = new URL(request.url, 'http://localhost');
  const welcome = url.pathname === paths.welcome && !request.token;
  const user = request.token ? await sessionOwner(request) : null;
  if (request.token && !user) return null;
  const staticHandler = await handler;
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  let screen: ReactNode = <WelcomeShell />;
  let username = '';
  let fetched: Promise<unknown> = Promise.resolve();
  let drawable: ((client: QueryClient) => boolean) | undefined;
  if (!welcome) {
    const context = await staticHandler.query(new Request(url.href));
    if (context instanceof Response) return null;
    const leaf = context.matches[context.matches.length - 1];
    const signedIn = user ? signedInRoutes[leaf?.route.id ?? ''] : undefined;
    const prefetch = user ? signedIn?.prefetch : drawnRoutes[leaf?.route.id ?? ''];
    if (!leaf || !prefetch) return null;
    fetched = requests.run(request, () => Promise.resolve(prefetch(client, leaf.params)));
    drawable = signedIn?.drawable;
    if (leaf.route.id === ':username') username = leaf.params.username ?? '';
    const router = createStaticRouter(staticHandler.dataRoutes, context);
    screen = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  }
  await fetched;
  if (drawable && !drawable(client)) return null;
  const drawOnce = () =>
    exclusive(async () => {
      // Synchronous: the texts are in (initAsync false), so the language is switched before the draw starts.
      void i18n.changeLanguage(request.lang);
      setServerQueryClient(welcome ? undefined : client);
      // The header drawn as the session's owner sees it; a guest's page with no one.
      sessionStore.setState({ user });
      try {
        return await prerender(
          <AppProviders client={welcome ? undefined : client} restoring={false}>
            {screen}
          </AppProviders>,
        );
      } finally {
        setServerQueryClient(undefined);
        sessionStore.setState({ user: null });
      }
    });

  let html = await drawOnce();
  let draws = 1;
  for (; draws < MAX_DRAWS; draws += 1) {
    const asked = unanswered(client);
    if (asked.length === 0) break;
    await requests.run(request, () =>
      Promise.all(asked.map((query) => query.fetch().catch(() => undefined))),
    );
    html = await drawOnce();
  }

  const profile = client.getQueryData<{ userProfile: unknown }>(['userProfile', username.toLowerCase()]);
  const data: ServerRender = {
    path: url.pathname,
    lang: request.lang,
    queries: welcome ? undefined : dehydrate(client),
    user: user ?? undefined,
  };
  return {
    html,
    data: JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
    status: username && !profile?.userProfile ? 404 : 200,
    draws,
  };
}
