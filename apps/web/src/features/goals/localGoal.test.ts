import { afterEach, describe, expect, it, vi } from 'vitest';
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

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gets its ids on a page that is not secure (plain http: no crypto.randomUUID)', () => {
    const plan = planGoalLocally({
      text: 'Read 12 books',
      timezone: 'UTC',
      now: new Date('2026-11-22T10:00:00Z'),
    })!;
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const goal = localGoalOf(plan, { visibility: 'public' });
    const uuid = /^local-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(goal.id).toMatch(uuid);
    expect(goal.tasks.every((t) => uuid.test(t.id))).toBe(true);
    expect(new Set(goal.tasks.map((t) => t.id)).size).toBe(goal.tasks.length);
  });
});
