import { type ReactNode, useMemo } from 'react';
import { Link, NavLink, useLocation, useNavigation } from 'react-router';
import { type Navigation, NavigationProvider } from '../shared/navigation/nav';

/** The router's navigation for the header, the welcome page and the search (shared/navigation/nav.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, state } = useLocation();
  const busy = useNavigation().state !== 'idle';
  const value = useMemo<Navigation>(
    () => ({ pathname, state, busy, Link, NavLink }),
    [pathname, state, busy],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
