import { describe, expect, it } from 'vitest';
import { groupMilestones, type PlanTask } from './milestones';

const task = (
  id: string,
  parentId: string | null,
  position: number,
  extra: Partial<PlanTask> = {},
): PlanTask => ({
  id,
  parentId,
  position,
  label: id,
  date: null,
  time: null,
  completed: false,
  ...extra,
});

const tasks = [
  task('s2', 'm1', 1, { date: '2026-12-05', completed: true }),
  task('m2', null, 1, { date: '2027-01-10' }),
  task('m1', null, 0, { date: '2026-12-01' }),
  task('s1', 'm1', 0, { date: '2026-11-20' }),
  task('orphan', 'gone', 0),
];

describe('groupMilestones', () => {
  it('orders milestones and their steps by position, with progress and date span', () => {
    const [m1, m2] = groupMilestones(tasks);
    expect(m1?.task.id).toBe('m1');
    expect(m1?.steps.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(m1).toMatchObject({ done: 1, total: 2, progress: 0.5, start: '2026-11-20', end: '2026-12-05' });
    expect(m2).toMatchObject({ done: 0, total: 1, steps: [], start: '2027-01-10', end: '2027-01-10' });
  });
});
