import http from 'node:http';
import type { TestApp } from './harness.js';

export const TASK_CHANGED =
  'subscription { taskChanged { change goalId task { id parentId label completed } } }';

type Result = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

export interface Subscription {
  status: number;
  contentType: string;
  /** The payload of every `next` event so far. */
  events: Result[];
  /** True once the server ended the stream. */
  readonly ended: boolean;
  next(count?: number, ms?: number): Promise<Result>;
  close(): void;
}

/**
 * A GraphQL subscription over SSE, as the web app opens it (a POST with the bearer token and
 * `Accept: text/event-stream`). Its own connection (no pool): closing it leaves nothing behind.
 */
export function subscribe(app: TestApp, query: string, token?: string): Promise<Subscription> {
  const url = new URL('/graphql', app.url);
  const events: Result[] = [];
  let ended = false;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: token ? `Bearer ${token}` : '',
          'accept-language': 'en',
        },
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (!contentType.includes('text/event-stream')) return;
          for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
            const data = buffer
              .slice(0, i)
              .split('\n')
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5).trim())
              .join('\n');
            buffer = buffer.slice(i + 2);
            if (data) events.push(JSON.parse(data));
          }
        });
        const end = () => {
          if (!contentType.includes('text/event-stream') && buffer) events.push(JSON.parse(buffer));
          ended = true;
        };
        res.on('end', end);
        res.on('close', () => {
          ended = true;
        });
        resolve({
          status: res.statusCode ?? 0,
          contentType,
          events,
          get ended() {
            return ended;
          },
          async next(count = events.length + 1, ms = 10_000) {
            const deadline = Date.now() + ms;
            while (events.length < count) {
              if (Date.now() > deadline) throw new Error(`no event ${count} within ${ms} ms`);
              await new Promise((r) => setTimeout(r, 20));
            }
            return events[count - 1]!;
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (err) => {
      ended = true;
      reject(err);
    });
    req.end(JSON.stringify({ query }));
  });
}

const CREATE_GOAL = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';

/** A step of a fresh goal of the user, to tick. */
export async function stepOf(app: TestApp, token: string): Promise<string> {
  const created = await app.gql(CREATE_GOAL, { input: { text: 'Read 12 books in 6 months' } }, { token });
  const tasks = created.data!.createGoal.tasks as Array<{ id: string; parentId: string | null }>;
  return tasks.find((t) => t.parentId !== null)!.id;
}

/** Resolves with the ms it took the server to end the stream; throws after `ms`. */
export async function endsWithin(stream: Subscription, ms: number): Promise<number> {
  const started = Date.now();
  while (!stream.ended) {
    if (Date.now() - started > ms) throw new Error(`the stream was still open after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

/** Waits until the stream is listening (its subscription reached the live seam): the person's ticks reach it. */
export async function listening(
  app: TestApp,
  stream: Subscription,
  token: string,
  step: string,
): Promise<void> {
  await app.gql(TICK, { id: step, c: true }, { token });
  await stream.next(1, 5000);
  await app.gql(TICK, { id: step, c: false }, { token });
  await stream.next(2, 5000);
}
