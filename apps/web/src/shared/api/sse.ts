import { readItem, storageKeys } from '../lib/storage';
import { authorizationHeader, type GraphQLErrorItem, operationNameOf } from './graphql';
import { API_ORIGIN, absoluteUploads, apiUrl } from './origin';

/** One server-sent event: its `event` name (default `message`) and its `data` lines joined by `\n`. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Incremental `text/event-stream` parser (the WHATWG rules we need): lines end with CRLF, LF or CR,
 * a blank line dispatches, `:` lines are comments (keep-alives), a field's one leading space is dropped.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\n|\r/.exec(this.buffer);
      if (!match) break;
      // A lone CR at the very end may be the first half of a CRLF split across chunks.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      if (line === '') {
        if (this.data.length > 0) out.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return out;
  }
}

/** Wait before reconnect number `attempt` (1, 2, …): 1 s doubling to 30 s, with up to 30 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.3 * random()));
}

export interface LiveSubscriptionOptions<TData> {
  /** A subscription document (one root field). */
  query: string;
  variables?: Record<string, unknown>;
  onNext: (data: TData) => void;
  /**
   * The server refused the subscription (signed out, bad operation): no retry follows. The errors carry
   * the server's translated message and `extensions.code`.
   */
  onError?: (errors: GraphQLErrorItem[]) => void;
  /** Connected again after a drop: what happened meanwhile was missed, so refetch what is on screen. */
  onReconnect?: () => void;
  /**
   * Also call `onReconnect` when the stream first opens: what the screen fetched before the stream was
   * listening (a follow in the first moments after loading) would otherwise be missed until the next event.
   */
  catchUpOnOpen?: boolean;
  /** Connection state, for an indicator: `open` after the stream starts, `retrying` while waiting. */
  onStatus?: (status: 'connecting' | 'open' | 'retrying' | 'closed') => void;
  fetchImpl?: typeof fetch;
  /** Defaults to the stored token and language, read at every (re)connect. */
  token?: () => string | null;
  language?: () => string;
  delay?: (attempt: number) => number;
  /** Defaults to the build's API origin (empty on the web: same origin; the server's in the shells). */
  origin?: string;
}

/**
 * A GraphQL subscription over SSE (Yoga's distinct-connection mode): POST /graphql with
 * `Accept: text/event-stream` and the bearer token (EventSource cannot send headers, hence fetch and
 * a ReadableStream). Reconnects with backoff when the connection drops or the server ends the stream;
 * stops for good on a GraphQL refusal. Returns the function that closes it.
 */
export function subscribeLive<TData>(options: LiveSubscriptionOptions<TData>): () => void {
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const token = options.token ?? (() => readItem(storageKeys.token));
  const language = options.language ?? (() => readItem(storageKeys.lang) ?? 'ru');
  const delay = options.delay ?? backoffDelay;
  const operationName = operationNameOf(options.query);
  const origin = options.origin ?? API_ORIGIN;
  const reviver = absoluteUploads(origin);
  let closed = false;
  let attempt = 0;
  let everOpened = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const status = (s: 'connecting' | 'open' | 'retrying' | 'closed') => options.onStatus?.(s);

  const fail = (errors: GraphQLErrorItem[]) => {
    closed = true;
    status('closed');
    options.onError?.(errors);
  };

  const retry = () => {
    if (closed) return;
    attempt += 1;
    status('retrying');
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay(attempt));
  };

  const handle = (event: SseEvent): boolean => {
    if (event.event === 'complete') return false;
    if (event.event !== 'next' && event.event !== 'message') return true;
    let payload: { data?: TData | null; errors?: GraphQLErrorItem[] };
    try {
      payload = JSON.parse(event.data, reviver);
    } catch {
      return true;
    }
    if (payload.errors?.length && payload.data == null) {
      fail(payload.errors);
      return false;
    }
    if (payload.data != null) options.onNext(payload.data);
    return true;
  };

  async function connect() {
    if (closed) return;
    controller = new AbortController();
    status('connecting');
    let response: Response;
    try {
      response = await doFetch(apiUrl('/graphql', origin), {
        method: 'POST',
        headers: {
          Accept: 'text/event-stream',
          'Content-Type': 'application/json',
          Authorization: authorizationHeader(token()),
          'Accept-Language': language(),
        },
        body: JSON.stringify({ query: options.query, operationName, variables: options.variables ?? {} }),
        signal: controller.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      // A refusal comes back as one JSON answer: final unless the server was away (5xx).
      let errors: GraphQLErrorItem[] = [];
      try {
        errors = ((await response.json()) as { errors?: GraphQLErrorItem[] }).errors ?? [];
      } catch {
        // not our server's answer
      }
      if (errors.length && response.status < 500) fail(errors);
      else retry();
      return;
    }
    const reconnected = everOpened;
    everOpened = true;
    attempt = 0;
    status('open');
    if (reconnected || options.catchUpOnOpen) options.onReconnect?.();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (!handle(event)) {
            void reader.cancel().catch(() => undefined);
            if (!closed) retry();
            return;
          }
          if (closed) return;
        }
      }
    } catch {
      // dropped connection: fall through to the retry
    }
    if (!closed) retry();
  }

  void connect();

  return () => {
    if (closed) return;
    closed = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
    status('closed');
  };
}
