import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useEffect, useRef } from 'react';
import { subscribeLive } from '../api/sse';
import { useSession } from '../session/store';

interface Listener {
  next: (data: unknown) => void;
  reconnect: () => void;
}

interface Stream {
  listeners: Set<Listener>;
  close: () => void;
}

/**
 * One SSE stream per subscription document and signed-in user in this tab, shared by every component
 * that listens (a browser holds few connections per host over HTTP/1.1: never open the same one twice).
 * The stream closes when its last listener leaves.
 */
const streams = new Map<string, Stream>();

function listen(query: string, userId: string, listener: Listener): () => void {
  const key = `${userId}\n${query}`;
  let stream = streams.get(key);
  if (!stream) {
    const listeners = new Set<Listener>();
    const close = subscribeLive<unknown>({
      query,
      onNext: (data) => {
        for (const l of listeners) l.next(data);
      },
      onReconnect: () => {
        for (const l of listeners) l.reconnect();
      },
    });
    stream = { listeners, close };
    streams.set(key, stream);
  }
  stream.listeners.add(listener);
  const own = stream;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size === 0) {
      own.close();
      if (streams.get(key) === own) streams.delete(key);
    }
  };
}

/**
 * Listens to a GraphQL subscription while the component is mounted and someone is signed in.
 * `onReconnect` runs after a dropped connection came back: refetch what may have been missed.
 */
export function useLive<TResult>(
  document: DocumentTypeDecoration<TResult, Record<string, never>> & { toString(): string },
  onNext: (data: TResult) => void,
  options: { enabled?: boolean; onReconnect?: () => void } = {},
) {
  const userId = useSession((s) => s.user?.id ?? null);
  const handlers = useRef({ onNext, onReconnect: options.onReconnect });
  handlers.current = { onNext, onReconnect: options.onReconnect };
  const enabled = options.enabled ?? true;
  const query = document.toString();
  useEffect(() => {
    if (!userId || !enabled) return;
    return listen(query, userId, {
      next: (data) => handlers.current.onNext(data as TResult),
      reconnect: () => handlers.current.onReconnect?.(),
    });
  }, [query, userId, enabled]);
}
