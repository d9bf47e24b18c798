import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { snapshotFromCache } from './taskSources';

const task = (id: string) => ({
  id,
  taskId: id,
  date: '2030-01-05',
  time: '09:00',
  completed: false,
  parentId: 'm',
});

describe('no reminders while a plan is paused', () => {
  it('skips the steps of a paused goal and of a companion’s own paused part, not of the others', () => {
    const client = new QueryClient();
    client.setQueryData(['goals', 'plans'], {
      myGoals: {
        items: [
          { status: 'paused', pause: { mine: true }, tasks: [task('own-paused')] },
          { status: 'active', pause: null, tasks: [task('own-active')] },
        ],
        hasNextPage: false,
      },
    });
    client.setQueryData(['goals', 'joined'], {
      joinedGoals: [
        // The companion paused their part: the owner's plan goes on, their own reminders stop.
        { status: 'active', pause: { mine: true }, tasks: [task('joined-paused')] },
        // The owner paused theirs: the companion goes on.
        { status: 'paused', pause: { mine: false }, tasks: [task('joined-owner-paused')] },
      ],
    });
    const reminded = (snapshotFromCache(client.getQueryCache())?.tasks ?? [])
      .filter((t) => !t.completed)
      .map((t) => t.taskId);
    expect(reminded).toEqual(['own-active', 'joined-owner-paused']);
  });
});
