import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

/** A link to a path of the app: React Router's `Link` props that the header, welcome page and search use. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  /** Stored with the history entry (React Router's `location.state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * What the screens drawn before the router exists need of it. The welcome route starts without React Router
 * (app/WelcomeShell.tsx, which loads the full app after the first paint); everywhere else the router provides
 * this (app/RouterNavigation.tsx). Only the header, the welcome page and the header's search read it: the
 * screens drawn by the router alone use React Router directly.
 */
export interface Navigation {
  pathname: string;
  /** The history entry's state (React Router's `location.state`). */
  state: unknown;
  /** A navigation is under way (the next screen's loaders run). */
  busy: boolean;
  Link: ComponentType<AppLinkProps>;
  /** A link that is marked `active` (class and aria-current) on its own path, as React Router's NavLink. */
  NavLink: ComponentType<AppLinkProps & { className?: string }>;
}

function PlainLink({ to, replace: _replace, state: _state, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/** Without a provider (unit tests), links are plain page loads. */
const NavigationContext = createContext<Navigation>({
  pathname: '/',
  state: null,
  busy: false,
  Link: PlainLink,
  NavLink: PlainLink,
});

export const NavigationProvider = NavigationContext.Provider;

export function useAppNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link to an app path, followed by whichever navigation draws the screen (`component={AppLink}` works). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** React Router's NavLink where the router runs, its equivalent before. */
export function AppNavLink(props: AppLinkProps & { className?: string }) {
  const { NavLink } = useContext(NavigationContext);
  return <NavLink {...props} />;
}

/** Whether a click on a link should be left to the browser (new tab, download, modifier keys). */
export function isBrowserClick(event: React.MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}
