// What a goal completed with its open steps said done shows at once in the cached lists.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tickGoalStepsInCaches } from './cacheEdits';

const step = (id: string, goalId: string, completed: boolean) => ({ id, taskId: id, goalId, completed });

describe('a goal completed with its steps done too', () => {
  it('ticks its open steps and fills its counts, in its plan and in a day list; other goals are left as they are', () => {
    const client = new QueryClient();
    const mine = {
      myGoals: {
        items: [
          {
            id: 'g1',
            status: 'completed',
            doneCount: 1,
            totalCount: 3,
            progress: 1 / 3,
            tasks: [step('a', 'g1', true), step('b', 'g1', false), step('c', 'g1', false)],
          },
          {
            id: 'g2',
            status: 'active',
            doneCount: 0,
            totalCount: 1,
            progress: 0,
            tasks: [step('d', 'g2', false)],
          },
        ],
      },
    };
    const day = { agenda: [step('b', 'g1', false), step('d', 'g2', false)] };
    client.setQueryData(['goals', 'mine', 'all'], mine);
    client.setQueryData(['goals', 'agenda', '2026-11-27'], day);
    tickGoalStepsInCaches(client, 'g1');

    const goals = client.getQueryData<typeof mine>(['goals', 'mine', 'all'])!.myGoals.items;
    expect(goals[0]).toMatchObject({ doneCount: 3, totalCount: 3, progress: 1 });
    expect(goals[0]!.tasks.map((t) => t.completed)).toEqual([true, true, true]);
    // What was already ticked is the same object.
    expect(goals[0]!.tasks[0]).toBe(mine.myGoals.items[0]!.tasks[0]);
    expect(goals[1]).toBe(mine.myGoals.items[1]);
    const agenda = client.getQueryData<typeof day>(['goals', 'agenda', '2026-11-27'])!.agenda;
    expect(agenda.map((t) => t.completed)).toEqual([true, false]);
  });
});
