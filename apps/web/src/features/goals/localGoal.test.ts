import { describe, expect, it } from 'vitest';
import { planGoalLocally } from '../../shared/planner/engine';
import { localGoalOf } from './localGoal';

describe('a goal created offline', () => {
  it('carries the plan made on the device under local ids, milestones and steps linked, nothing done', () => {
    const plan = planGoalLocally({
      text: 'Run 10 km by May',
      timezone: 'Europe/Moscow',
      now: new Date('2026-11-22T10:00:00Z'),
    })!;
    let n = 0;
    const goal = localGoalOf(plan, { visibility: 'public', newId: () => `id${++n}` });
    expect(goal.id).toBe('local-id1');
    expect(goal.title).toBe(plan.goal.title);
    expect(goal.status).toBe('active');
    expect(goal.tasks).toHaveLength(plan.tasks.length);
    expect(goal.tasks.every((t) => t.id.startsWith('local-') && t.goalId === goal.id && !t.completed)).toBe(
      true,
    );
    const ids = new Set(goal.tasks.map((t) => t.id));
    const steps = goal.tasks.filter((t) => t.parentId !== null);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((t) => ids.has(t.parentId!))).toBe(true);
    expect(goal.totalCount).toBe(
      steps.length +
        goal.tasks.filter((t) => t.parentId === null && !steps.some((s) => s.parentId === t.id)).length,
    );
  });
});
