// The pub/sub seam listens from the moment a subscription is made, not from its first read: an SSE
// response's headers go out before the first read, and the client's catch-up refetch runs on them.
import { describe, expect, it } from 'vitest';
import { createLiveEvents } from '../src/events/live.js';

const log = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as never;

describe('live events seam', () => {
  it('delivers an event published between subscribing and the first read', async () => {
    const live = createLiveEvents({ log });
    const events = live.subscribe('stepwise:user', 'u1');
    await live.publish('stepwise:user', 'u1', {
      type: 'taskChanged',
      change: 'completed',
      goalId: 'g1',
      task: { id: 't1' },
    });
    const first = await Promise.race([
      events.next(),
      new Promise((resolve) => setTimeout(() => resolve('nothing within 1 s'), 1000)),
    ]);
    expect(first).toMatchObject({ done: false, value: { type: 'taskChanged', task: { id: 't1' } } });
    await live.close();
    expect(await events.next()).toMatchObject({ done: true });
  });
});
