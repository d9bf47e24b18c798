// The few parts of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  /** One request of a sequence; `setupRequest` builds each one (the load bench's mix), `onResponse` reads it. */
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (
      req: Record<string, unknown>,
      context: Record<string, unknown>,
    ) => Record<string, unknown>;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Worker threads firing the requests (the load generator off the server's event loop). */
    workers?: number;
    /** Requests sent in turn on every connection (functions cannot cross to worker threads). */
    requests?: RequestSpec[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
