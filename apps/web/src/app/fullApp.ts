import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { AppRouter } from './router';

/**
 * The full app (React Router, the route table, the guards: app/router.tsx) loads apart from the first chunk.
 * Every start but one waits for it before the first render (main.tsx). The exception is a guest opening `/`:
 * the welcome shell (app/WelcomeShell.tsx) draws the header and the welcome page without it, loads it once
 * the page is up, and hands over to it at the first link followed.
 */
type RouterModule = typeof import('./router');

export interface FullApp {
  AppRoutes: RouterModule['AppRoutes'];
  router: AppRouter;
}

let app: FullApp | null = null;
let loading: Promise<FullApp> | null = null;
let shown = false;
/** The path a link of the shell leads to while the full app takes it there; null otherwise. */
let pending: string | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Loads the router module once and creates the router, which starts on the current address at once (its
 * loaders run; on `/` for a guest they only check there is no session). `hydrating`: the page was drawn by the
 * server (app/serverRender.ts), so the router starts on it as drawn, without running the loaders.
 */
export function loadFullApp(hydrating = false): Promise<FullApp> {
  loading ??= import('./router').then(
    async (m) => {
      app ??= { AppRoutes: m.AppRoutes, router: await m.createRouter(hydrating) };
      return app;
    },
    (error: unknown) => {
      loading = null; // a failed load (offline, a new deployment) is tried again by the next link
      throw error;
    },
  );
  return loading;
}

/** The full app once it is to be drawn (null while the welcome shell is). */
export function useFullApp(): FullApp | null {
  // The same while hydrating a server-drawn profile (the full app is shown before it hydrates); on the server
  // `shown` stays false.
  const current = () => (shown ? app : null);
  return useSyncExternalStore(subscribe, current, current);
}

/** Whether a link of the welcome shell is being followed (the header's progress bar shows it). */
export function usePendingNavigation(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

/** Draws the full app from the next render on (main.tsx, before the first render of every start but the shell). */
export async function startFullApp(hydrating = false): Promise<void> {
  await loadFullApp(hydrating);
  shown = true;
}

/**
 * Follows a link of the welcome shell: the router (loaded already, or now) navigates as its own links do (the
 * next screen's loaders and code first, then the address and history entry), while the shell stays on screen
 * with the progress bar; then the full app replaces the shell in one commit, and the focus goes back to the
 * same place in the header. Without the router's code (offline, a new deployment) the browser loads the page.
 */
export async function navigateFromShell(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  pending = to;
  notify();
  let router: AppRouter;
  try {
    router = (await loadFullApp()).router;
  } catch (error) {
    console.warn('Loading the app failed; loading the page instead', error);
    pending = null;
    notify();
    window.location.assign(to);
    return;
  }
  const here = window.location.pathname + window.location.search + window.location.hash;
  // As React Router's Link: a link to the current address replaces its history entry.
  await router.navigate(to, { replace: options.replace ?? to === here, state: options.state });
  if (pending !== to) return; // a later link took over
  const focus = focusedPlace();
  flushSync(() => {
    pending = null;
    shown = true;
    notify();
  });
  focus?.();
}

/**
 * Where the focus is, for after the full app replaced the shell: the header and the menu are the same
 * component (app/Layout.tsx) on both sides, so the element at the same position under #root, with the same
 * tag and address, is the one that had it. Focus inside <main> is not carried over: the screen there changes,
 * as it does on any navigation.
 */
function focusedPlace(): (() => void) | null {
  const root = document.getElementById('root');
  const focused = document.activeElement;
  if (!root || !(focused instanceof HTMLElement) || !root.contains(focused) || focused.closest('main'))
    return null;
  const indexes: number[] = [];
  for (let node: Element = focused; node !== root && node.parentElement; node = node.parentElement) {
    indexes.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  const tag = focused.tagName;
  const href = focused.getAttribute('href');
  return () => {
    let node: Element | undefined = root;
    for (const index of indexes) node = node?.children[index];
    if (node instanceof HTMLElement && node.tagName === tag && node.getAttribute('href') === href) {
      node.focus({ preventScroll: true });
    }
  };
}
