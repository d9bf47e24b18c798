import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AgendaQuery, TaskFieldsFragment } from '../../gen/graphql';
import { goalKeys } from '../../shared/goals/api';

// The tick's request never answers here: what is tested is what the lists show at the tap.
vi.mock('../../shared/offline/queue', async (original) => ({
  ...(await original<typeof import('../../shared/offline/queue')>()),
  queueTick: vi.fn(() => new Promise(() => {})),
}));
const { tickTask } = await import('./useTaskActions');

const task: TaskFieldsFragment = {
  id: '00000000-0000-4000-8000-000000000001',
  taskId: '00000000-0000-4000-8000-000000000001',
  goalId: '00000000-0000-4000-8000-000000000002',
  goalTitle: 'Read 12 books',
  parentId: '00000000-0000-4000-8000-000000000003',
  position: 1,
  label: 'Read chapter one',
  notes: null,
  date: '2026-11-23',
  time: null,
  completed: false,
  commentCount: 0,
  version: 1,
} as unknown as TaskFieldsFragment;
const agenda = (completed: boolean): AgendaQuery =>
  ({
    agenda: { today: '2026-11-23', overdue: [], dueToday: [{ ...task, completed }], upcoming: [] },
  }) as unknown as AgendaQuery;
const ticked = (client: QueryClient) =>
  client.getQueryData<AgendaQuery>(goalKeys.agenda)?.agenda.dueToday[0]?.completed;

describe('a tick', () => {
  it('is in the lists in the same tap, and a read sent before it cannot overwrite it', async () => {
    const client = new QueryClient();
    client.setQueryData(goalKeys.agenda, agenda(false));
    // A refresh of the agenda under way, whose answer (sent before the tick) says "not done".
    let answer: (value: AgendaQuery) => void = () => {};
    void client
      .fetchQuery({
        queryKey: goalKeys.agenda,
        queryFn: () => new Promise<AgendaQuery>((resolve) => (answer = resolve)),
      })
      .catch(() => {});
    void tickTask(client, task, true, 'failed');
    expect(ticked(client), 'shown at the tap, before any turn of the event loop').toBe(true);
    answer(agenda(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ticked(client), 'the older answer was cancelled').toBe(true);
  });
});
