import { Activity, Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { keepAlivePaths } from '../shared/paths';
import { useSession } from '../shared/session/store';
import { screenReady } from './prefetch';

/**
 * Plans and profile stay mounted (hidden, effects paused) while the user is elsewhere, so their state
 * survives (S-G3); every other view is keyed by its path, so a new path is a new view.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const userId = useSession((s) => s.user?.id ?? null);
  const kept = useRef(new Map<string, ReactNode>());
  const owner = useRef(userId);
  // Mounted with the first route's screen (the router draws its boot fallback until then): what waits for the
  // first screen and idle time may start (app/prefetch.ts).
  useEffect(screenReady, []);

  if (owner.current !== userId) {
    // Another user (or none): nothing of the previous user's views survives.
    kept.current.clear();
    owner.current = userId;
  }
  const keepThis = keepAlivePaths.includes(pathname);
  if (keepThis && !kept.current.has(pathname)) kept.current.set(pathname, outlet);

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'} name={path}>
          {element}
        </Activity>
      ))}
      {keepThis ? null : <Fragment key={pathname}>{outlet}</Fragment>}
    </>
  );
}
