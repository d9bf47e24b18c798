import { useEffect } from 'react';

/**
 * The header's search opens from elsewhere (the profile's Search action) through this tiny channel:
 * features never import each other, so they meet here.
 */
const target = new EventTarget();
const EVENT = 'open-search';

export function openSearch(): void {
  target.dispatchEvent(new Event(EVENT));
}

/** Runs `onOpen` whenever someone asks for the search. */
export function useOpenSearchRequests(onOpen: () => void): void {
  useEffect(() => {
    target.addEventListener(EVENT, onOpen);
    return () => target.removeEventListener(EVENT, onOpen);
  }, [onOpen]);
}
