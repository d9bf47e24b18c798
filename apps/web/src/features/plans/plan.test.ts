import { describe, expect, it } from 'vitest';
import type { PlanTask } from '../../shared/goals/milestones';
import { byTimeOfDay, movedPosition, overdueCount, todayDone, withCompleted } from './plan';

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

describe('overdueCount', () => {
  it('counts open dated steps before the server’s today', () => {
    expect(overdueCount(tasks.slice(0, 4), '2026-12-02')).toBe(1);
    expect(overdueCount(tasks.slice(0, 4), '2027-02-01')).toBe(2);
  });
});

describe('movedPosition', () => {
  const siblings = [task('a', null, 0), task('b', null, 1), task('c', null, 2)];
  it('moves within bounds and refuses at the edges', () => {
    expect(movedPosition(siblings, 'b', -1)).toBe(0);
    expect(movedPosition(siblings, 'b', 1)).toBe(2);
    expect(movedPosition(siblings, 'a', -1)).toBeNull();
    expect(movedPosition(siblings, 'c', 1)).toBeNull();
  });
});

describe('withCompleted', () => {
  it('settles the milestone when its last step is ticked, and reopens it', () => {
    const done = withCompleted(tasks.slice(0, 4), 's1', true);
    expect(done.find((t) => t.id === 'm1')?.completed).toBe(true);
    const reopened = withCompleted(done, 's2', false);
    expect(reopened.find((t) => t.id === 'm1')?.completed).toBe(false);
  });
  it('ticks a milestone’s steps with it', () => {
    const next = withCompleted(tasks.slice(0, 4), 'm1', true);
    expect(next.filter((t) => t.parentId === 'm1').every((t) => t.completed)).toBe(true);
  });
});

describe('todayDone', () => {
  const done = { completed: true };
  const open = { completed: false };
  it('is silent while a step of today is open, or when nothing was due today', () => {
    expect(todayDone({ dueToday: [done, open], overdue: [] })).toBeNull();
    expect(todayDone({ dueToday: [], overdue: [] })).toBeNull();
  });
  it('never "all done" while an overdue step is open; ticked overdue steps do not count', () => {
    expect(todayDone({ dueToday: [done], overdue: [open, done, open] })).toEqual({ overdueOpen: 2 });
    expect(todayDone({ dueToday: [done], overdue: [done] })).toEqual({ overdueOpen: 0 });
  });
});

describe('byTimeOfDay', () => {
  it('puts timed steps by their time, the untimed after them, each goal’s together', () => {
    const steps = [
      { id: 'a', time: '08:00', goalId: 'g1', position: 0 },
      { id: 'b', time: null, goalId: 'g2', position: 1 },
      { id: 'c', time: '19:30:00', goalId: 'g2', position: 0 },
      { id: 'd', time: '08:00', goalId: 'g2', position: 2 },
      { id: 'e', time: null, goalId: 'g1', position: 3 },
      { id: 'f', time: '07:15', goalId: 'g1', position: 5 },
    ];
    expect([...steps].sort(byTimeOfDay).map((s) => s.id)).toEqual(['f', 'a', 'd', 'c', 'e', 'b']);
  });
});
