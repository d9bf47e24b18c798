import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, SseParser, subscribeLive } from './sse';

describe('SseParser', () => {
  it('dispatches on a blank line, joins data lines, skips comments, handles CRLF split across chunks', () => {
    const p = new SseParser();
    expect(p.push(':keep-alive\n\nevent: next\ndata: {"a":')).toEqual([]);
    expect(p.push('1}\r')).toEqual([]);
    expect(p.push('\n\r\n')).toEqual([{ event: 'next', data: '{"a":1}' }]);
    expect(p.push('data: one\ndata:two\n\nevent: complete\ndata:\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'complete', data: '' },
    ]);
  });

  it('keeps a partial event until its blank line arrives', () => {
    const p = new SseParser();
    expect(p.push('event: next\n')).toEqual([]);
    expect(p.push('data: {"x":2}\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ event: 'next', data: '{"x":2}' }]);
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter on top', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((a) => backoffDelay(a, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(1, () => 1)).toBe(1300);
  });
});

/** A streamed SSE response whose chunks the test pushes. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(enc.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('subscribeLive', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the subscription with the bearer token and delivers each next event', async () => {
    const stream = streamResponse();
    const fetchImpl = vi.fn(async () => stream.response);
    const got: unknown[] = [];
    const close = subscribeLive({
      query: 'subscription MessageAdded { messageAdded { id } }',
      onNext: (d) => got.push(d),
      fetchImpl,
      token: () => 'tok',
      language: () => 'en',
    });
    await tick();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Accept).toBe('text/event-stream');
    expect(headers['Accept-Language']).toBe('en');
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'MessageAdded' });
    stream.send('event: next\ndata: {"data":{"messageAdded":{"id":"1"}}}\n\n:\n\n');
    stream.send('event: next\ndata: {"data":{"messageAdded":{"id":"2"}}}\n\n');
    await tick();
    expect(got).toEqual([{ messageAdded: { id: '1' } }, { messageAdded: { id: '2' } }]);
    close();
    expect(init.signal?.aborted).toBe(true);
  });

  it('with catchUpOnOpen, calls onReconnect when the stream first opens too (what the screen fetched before may be stale)', async () => {
    vi.useFakeTimers();
    const stream = streamResponse();
    const onReconnect = vi.fn();
    const plain = vi.fn();
    const closeA = subscribeLive({
      query: 'subscription S { s }',
      onNext: () => undefined,
      onReconnect,
      catchUpOnOpen: true,
      fetchImpl: vi.fn(async () => stream.response),
      token: () => null,
    });
    const other = streamResponse();
    const closeB = subscribeLive({
      query: 'subscription S { s }',
      onNext: () => undefined,
      onReconnect: plain,
      fetchImpl: vi.fn(async () => other.response),
      token: () => null,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(plain).not.toHaveBeenCalled();
    closeA();
    closeB();
    vi.useRealTimers();
  });

  it('reconnects with backoff after a drop, calls onReconnect, and resets the backoff once open', async () => {
    vi.useFakeTimers();
    const streams = [streamResponse(), streamResponse(), streamResponse()];
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new TypeError('offline');
      return streams[n === 1 ? 0 : 1]!.response;
    });
    const delays: number[] = [];
    const onReconnect = vi.fn();
    const close = subscribeLive({
      query: 'subscription S { s }',
      onNext: () => undefined,
      onReconnect,
      fetchImpl,
      token: () => null,
      delay: (attempt) => {
        delays.push(attempt);
        return attempt * 100;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    streams[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(delays).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100); // second try: the fetch itself fails
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Open again: the next drop starts the backoff from the beginning.
    streams[1]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(delays).toEqual([1, 2, 1]);
    close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('stops for good on a GraphQL refusal and hands over the translated errors', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ errors: [{ message: 'Войдите', extensions: { code: 'UNAUTHENTICATED' } }] }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const onError = vi.fn();
    subscribeLive({ query: 'subscription S { s }', onNext: () => undefined, onError, fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith([{ message: 'Войдите', extensions: { code: 'UNAUTHENTICATED' } }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx answer, and a server-ended stream (complete) reconnects', async () => {
    vi.useFakeTimers();
    const stream = streamResponse();
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n += 1;
      if (n === 1) return new Response('Bad gateway', { status: 502 });
      return n === 2 ? stream.response : streamResponse().response;
    });
    subscribeLive({ query: 'subscription S { s }', onNext: () => undefined, fetchImpl, delay: () => 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stream.send('event: complete\ndata:\n\n');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
