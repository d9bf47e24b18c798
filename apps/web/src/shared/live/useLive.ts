import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useEffect, useRef } from 'react';
import { subscribeLive } from '../api/sse';
import { useSession } from '../session/store';

interface Listener {
  next: (data: unknown) => void;
  reconnect: () => void;
}

type Message =
  | { type: 'need'; query: string }
  | { type: 'event'; query: string; data: unknown }
  | { type: 'reconnect'; query: string }
  | { type: 'announce' };

/**
 * The live streams of one signed-in person in this browser. A browser keeps few connections per host over
 * HTTP/1.1 (6 in Chromium, for all tabs together) and every subscription is one long request, so the
 * streams are shared: within a tab by every component that listens, and across tabs through a leader. The
 * tab holding the Web Lock `stepwise-live:{user}` opens one stream per subscription any tab needs and
 * passes the events on over a BroadcastChannel; when it closes (or stops listening) the next tab in the
 * lock's queue takes over and asks the others what they need. Without those APIs each tab has its own.
 */
class Hub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly streams = new Map<string, () => void>();
  private readonly channel: BroadcastChannel | null;
  private leader = false;
  private release: (() => void) | null = null;
  private closed = false;
  /** Another tab led before this one: what it sent while the lead changed hands may be lost. */
  private sawLeader = false;

  constructor(
    userId: string,
    private readonly onEmpty: () => void,
  ) {
    const shared =
      typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
    this.channel = shared ? new BroadcastChannel(`stepwise-live:${userId}`) : null;
    if (this.channel) {
      this.channel.onmessage = (e: MessageEvent<Message>) => this.receive(e.data);
      navigator.locks
        .request(
          `stepwise-live:${userId}`,
          () =>
            new Promise<void>((release) => {
              if (this.closed) return release();
              this.release = release;
              this.lead();
            }),
        )
        .catch(() => undefined);
    } else {
      this.lead();
    }
  }

  listen(query: string, listener: Listener): () => void {
    let set = this.listeners.get(query);
    if (!set) {
      set = new Set();
      this.listeners.set(query, set);
      this.need(query);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(query);
      if (this.listeners.size === 0) this.close();
    };
  }

  private need(query: string) {
    if (this.leader) this.open(query);
    else this.channel?.postMessage({ type: 'need', query } satisfies Message);
  }

  private lead() {
    if (this.closed) return;
    this.leader = true;
    for (const query of this.listeners.keys()) this.open(query);
    this.channel?.postMessage({ type: 'announce' } satisfies Message);
    if (this.sawLeader) for (const query of this.listeners.keys()) this.deliver(query, (l) => l.reconnect());
  }

  private open(query: string) {
    if (this.streams.has(query)) return;
    const close = subscribeLive<unknown>({
      query,
      catchUpOnOpen: true,
      onNext: (data) => {
        this.deliver(query, (l) => l.next(data));
        this.channel?.postMessage({ type: 'event', query, data } satisfies Message);
      },
      onReconnect: () => {
        this.deliver(query, (l) => l.reconnect());
        this.channel?.postMessage({ type: 'reconnect', query } satisfies Message);
      },
    });
    this.streams.set(query, close);
  }

  private deliver(query: string, call: (l: Listener) => void) {
    for (const l of this.listeners.get(query) ?? []) call(l);
  }

  private receive(message: Message) {
    if (this.closed) return;
    if (message.type !== 'need') this.sawLeader = true;
    if (message.type === 'need' && this.leader) this.open(message.query);
    else if (message.type === 'announce' && !this.leader) {
      // A new leader: tell it what this tab needs, and refetch what the handover may have missed.
      for (const query of this.listeners.keys()) {
        this.need(query);
        this.deliver(query, (l) => l.reconnect());
      }
    } else if (message.type === 'event' && !this.leader)
      this.deliver(message.query, (l) => l.next(message.data));
    else if (message.type === 'reconnect' && !this.leader) this.deliver(message.query, (l) => l.reconnect());
  }

  /** This tab no longer listens: its streams close and the lead passes to the next tab that needs one. */
  close() {
    if (this.closed) return;
    this.closed = true;
    for (const close of this.streams.values()) close();
    this.streams.clear();
    this.channel?.close();
    this.release?.();
    this.onEmpty();
  }
}

const hubs = new Map<string, Hub>();

function listen(query: string, userId: string, listener: Listener): () => void {
  let hub = hubs.get(userId);
  if (!hub) {
    const created: Hub = new Hub(userId, () => {
      if (hubs.get(userId) === created) hubs.delete(userId);
    });
    hub = created;
    hubs.set(userId, hub);
  }
  return hub.listen(query, listener);
}

/**
 * Listens to a GraphQL subscription while the component is mounted and someone is signed in (or, with
 * `guests`, for a guest too: the streams of everyone signed out share the hub "guest").
 * `onReconnect` runs when the stream opens and after a dropped connection came back: refetch what may have
 * been missed (on the first open: what happened between the screen's fetch and the stream listening).
 */
export function useLive<TResult>(
  document: DocumentTypeDecoration<TResult, Record<string, never>> & { toString(): string },
  onNext: (data: TResult) => void,
  options: { enabled?: boolean; guests?: boolean; onReconnect?: () => void } = {},
) {
  const signedIn = useSession((s) => s.user?.id ?? null);
  const userId = signedIn ?? (options.guests ? 'guest' : null);
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
