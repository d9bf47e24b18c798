import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isTaskQueryKey, snapshotFromCache } from './taskSources';

describe('reminders of plans joined with company', () => {
  it('take the member’s own dates from the joined plans query', () => {
    const client = new QueryClient();
    expect(isTaskQueryKey(['goals', 'joined'])).toBe(true);
    client.setQueryData(['goals', 'joined'], {
      joinedGoals: [
        {
          status: 'active',
          tasks: [
            {
              id: 't1',
              taskId: 't1',
              date: '2030-01-05',
              time: '09:00',
              label: 'Read',
              completed: false,
              parentId: 'm1',
            },
          ],
        },
        {
          status: 'completed',
          tasks: [{ id: 't2', taskId: 't2', date: '2030-01-06', time: '09:00', completed: false }],
        },
      ],
    });
    const snapshot = snapshotFromCache(client.getQueryCache());
    expect(snapshot?.complete).toBe(false);
    expect(snapshot?.tasks).toEqual([
      { taskId: 't1', date: '2030-01-05', time: '09:00', label: 'Read', completed: false, parentId: 'm1' },
      { taskId: 't2', date: '2030-01-06', time: '09:00', label: null, completed: true, parentId: null },
    ]);
  });
});
