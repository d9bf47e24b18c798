// A nudge through the offline queue: shown at once, sent with its change id (the server answers a second
// sending as the first), sent again when the request was lost, told when refused after being made offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fake, fakeIdb, withFakeRequest } from './queue-test-kit';

vi.mock('../api/graphql', async (original) => withFakeRequest(await original<object>()));
vi.mock('idb-keyval', () => fakeIdb);
const shown: Array<{ message: unknown }> = [];
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { message: unknown }) => shown.push(n) },
}));

const { GraphQLResponseError, NetworkError } = await import('../api/graphql');
const { QueryClient, onlineManager } = await import('@tanstack/react-query');
const { queueNudge } = await import('./nudges');
const { keepInCopy } = await import('./changeIds');

const goal = {
  id: 'g1',
  status: 'active',
  members: [
    { user: { id: 'u1' }, nudgedToday: false },
    { user: { id: 'u2' }, nudgedToday: false },
  ],
};
const nudged = { nudgeMember: { user: { id: 'u2' }, nudgedToday: true } };
let client: InstanceType<typeof QueryClient>;

beforeEach(() => {
  calls.length = 0;
  shown.length = 0;
  client = new QueryClient();
  client.setQueryData(['goals', 'plans'], { myGoals: { items: [goal] } });
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const membersShown = () =>
  (client.getQueryData(['goals', 'plans']) as { myGoals: { items: Array<typeof goal> } }).myGoals.items[0]!
    .members;

describe('a nudge through the offline queue', () => {
  it('shows the member as nudged at once and sends the nudge with a change id the server takes', async () => {
    fake.answer = () => nudged;
    const { queued, sent } = queueNudge({ goalId: 'g1', userId: 'u2', name: 'Anna' }, client);
    expect(queued).toBe(false);
    expect(membersShown()).toEqual([
      { user: { id: 'u1' }, nudgedToday: false },
      { user: { id: 'u2' }, nudgedToday: true },
    ]);
    await sent;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.op).toBe('OfflineNudgeMember');
    expect(calls[0]!.variables).toMatchObject({ goalId: 'g1', userId: 'u2' });
    expect(String(calls[0]!.variables.changeId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('made offline: waits, then goes out on reconnect with the same change id each time it is sent', async () => {
    onlineManager.setOnline(false);
    let lost = 1;
    fake.answer = () => {
      if (lost-- > 0) throw new NetworkError('lost');
      return nudged;
    };
    const { queued, sent } = queueNudge({ goalId: 'g1', userId: 'u2', name: 'Anna' }, client);
    expect(queued).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await sent;
    expect(calls).toHaveLength(2);
    expect(calls[1]!.variables.changeId).toBe(calls[0]!.variables.changeId);
  }, 10_000);

  it('refused after being made offline: told with the person’s name and the server’s reason', async () => {
    onlineManager.setOnline(false);
    fake.answer = () => {
      throw new GraphQLResponseError([
        { message: 'Anna has already been nudged today', extensions: { code: 'RATE_LIMITED' } },
      ]);
    };
    const { sent } = queueNudge({ goalId: 'g1', userId: 'u2', name: 'Anna' }, client);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await expect(sent).rejects.toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(String(shown.at(-1)?.message)).toMatch(/Anna/);
    expect(String(shown.at(-1)?.message)).toMatch(/already been nudged today/);
  });

  it('is kept in the saved copy while under way (the server dedupes it by its id)', () => {
    const mutation = {
      options: { mutationKey: ['offline', 'nudge'] },
      state: {
        status: 'pending',
        isPaused: false,
        variables: { changeId: '0b7f6a52-3c1e-4d2a-9f0e-5a6b7c8d9e0f' },
      },
    } as unknown as Parameters<typeof keepInCopy>[0];
    expect(keepInCopy(mutation)).toBe(true);
  });
});
