// Long plans come in waves of 16 weeks; the next wave is added before the current one runs out.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../src/db/schema.js';
import { addDays } from '../src/kernel/time.js';
import { extendWaves } from '../src/modules/goals/waves.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id deadline tasks { id parentId position date } } }';
const GOAL = 'query($id: ID!) { goal(id: $id) { tasks { id parentId position date } } }';
type T = { id: string; parentId: string | null; position: number; date: string | null };

describe('waves of a long plan', () => {
  it('adds the next 16 weeks under the same milestones before the dated steps run out, once', async () => {
    const user = await registerUser(app);
    const goal = (
      await app.gql(
        CREATE,
        { input: { text: 'Выучить испанский до уровня B2 за 3 года' } },
        { token: user.token },
      )
    ).data!.createGoal as { id: string; deadline: string; tasks: T[] };
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    expect(plan!.waveUntil).not.toBeNull();
    expect(plan!.request).toMatchObject({ text: 'Выучить испанский до уровня B2 за 3 года' });
    const firstUntil = plan!.waveUntil!;
    const steps = goal.tasks.filter((t) => t.parentId);
    // The first wave, plus the goal's own day and the first few steps of each milestone the wave does not reach.
    const late = steps.filter((t) => t.date! > firstUntil);
    for (const m of new Set(late.map((t) => t.parentId)))
      expect(late.filter((t) => t.parentId === m).length).toBeLessThanOrEqual(5);

    // Nothing to do while the wave has more than four weeks left.
    expect(await extendWaves(app.database.db, addDays(firstUntil, -60))).toBe(0);
    // Three weeks before it ends: the next wave arrives, exactly once even when asked twice.
    const day = addDays(firstUntil, -21);
    expect(await extendWaves(app.database.db, day)).toBe(1);
    expect(await extendWaves(app.database.db, day)).toBe(0);

    const after = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal.tasks as T[];
    const before = new Set(goal.tasks.map((t) => t.id));
    const added = after.filter((t) => !before.has(t.id));
    expect(added.every((t) => t.parentId && t.date! > firstUntil)).toBe(true);
    expect(added.length).toBeGreaterThan(20);
    const milestones = new Set(after.filter((t) => !t.parentId).map((t) => t.id));
    expect(added.every((t) => milestones.has(t.parentId!))).toBe(true);
    expect(after.filter((t) => !t.parentId)).toHaveLength(goal.tasks.filter((t) => !t.parentId).length);
    // Positions stay 0..n-1 under every milestone.
    for (const m of milestones) {
      const positions = after
        .filter((t) => t.parentId === m)
        .map((t) => t.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    const [next] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    expect(next!.waveUntil! > firstUntil).toBe(true);
    expect(added.every((t) => t.date! <= next!.waveUntil!)).toBe(true);

    // The daily job is scheduled.
    const scheduled = await app.database.db.execute(
      sql`select cron from pgboss.schedule where name = 'plans-extend-waves'`,
    );
    expect((scheduled as unknown as { rows: unknown[] }).rows).toEqual([{ cron: '41 3 * * *' }]);
  });
});
