import { useMemo } from 'react';
import { WelcomePage } from '../features/welcome/WelcomePage';
import {
  type AppLinkProps,
  isBrowserClick,
  type Navigation,
  NavigationProvider,
} from '../shared/navigation/nav';
import { navigateFromShell, usePendingNavigation } from './fullApp';
import { Layout } from './Layout';

/** A link of the shell: an ordinary link whose click the full app follows (app/fullApp.ts). */
function ShellLink({ to, replace, state, onClick, target, ...rest }: AppLinkProps) {
  return (
    <a
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isBrowserClick(event, target)) return;
        event.preventDefault();
        void navigateFromShell(to, { replace, state });
      }}
    />
  );
}

/** As React Router's NavLink: `active` and aria-current on its own path (`/` here; no header link goes there). */
function ShellNavLink({ className, ...props }: AppLinkProps & { className?: string }) {
  // Drawn on `/` only, by the server too (entry-server.tsx), where there is no window.
  const active = props.to === (typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <ShellLink
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** The history entry's state as React Router keeps it (`usr`), e.g. the notice of a deleted account. */
function historyState(): unknown {
  if (typeof window === 'undefined') return null;
  const entry = window.history.state as { usr?: unknown } | null;
  return entry?.usr ?? null;
}

/**
 * A guest's `/` without React Router: the same header and welcome page (app/Layout.tsx,
 * features/welcome/WelcomePage.tsx) as the router draws, with links that hand over to the full app. main.tsx
 * draws it, then loads the full app while the browser is idle, so the first link does not wait for its code.
 */
export function WelcomeShell() {
  const pending = usePendingNavigation();
  const busy = pending !== null;
  const navigation = useMemo<Navigation>(
    () => ({ pathname: '/', state: historyState(), busy, Link: ShellLink, NavLink: ShellNavLink }),
    [busy],
  );
  return (
    <NavigationProvider value={navigation}>
      <Layout>
        <WelcomePage />
      </Layout>
    </NavigationProvider>
  );
}
