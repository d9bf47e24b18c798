// News is fed by events written in the same transaction as the change (src/modules/news/record.ts).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id } }';

describe('events for the news', () => {
  it('goal set, milestone reached once, goal achieved; visibility follows the goal', async () => {
    const user = await registerUser(app);
    const created = await app.gql(
      CREATE,
      { input: { text: 'Read 6 books in 2 months', visibility: 'followers' } },
      { token: user.token },
    );
    const goal = created.data!.createGoal as {
      id: string;
      tasks: Array<{ id: string; parentId: string | null }>;
    };
    const kinds = async () =>
      (
        await app.database.db.select().from(events).where(eq(events.actorId, user.id)).orderBy(asc(events.id))
      ).map((e) => [e.kind, e.visibility, e.taskId]);
    // The first goal earns an achievement: its news follows the goal's visibility too.
    expect(await kinds()).toEqual([
      ['goal_set', 'followers', null],
      ['achievement_earned', 'followers', null],
    ]);

    const first = goal.tasks.find((t) => t.parentId === null)!;
    const steps = goal.tasks.filter((t) => t.parentId === first.id);
    for (const s of steps) await app.gql(TICK, { id: s.id, c: true }, { token: user.token });
    await app.gql(TICK, { id: steps[0]!.id, c: false }, { token: user.token });
    await app.gql(TICK, { id: steps[0]!.id, c: true }, { token: user.token });
    expect(await kinds()).toEqual([
      ['goal_set', 'followers', null],
      ['achievement_earned', 'followers', null],
      ['milestone_reached', 'followers', first.id],
      ['achievement_earned', 'followers', null],
    ]);

    await app.gql(
      'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: private }) { id } }',
      { id: goal.id },
      { token: user.token },
    );
    expect((await kinds()).every(([, visibility]) => visibility === 'private')).toBe(true);

    const milestones = goal.tasks.filter((t) => t.parentId === null);
    for (const m of milestones) await app.gql(TICK, { id: m.id, c: true }, { token: user.token });
    const all = await kinds();
    expect(all.filter(([kind]) => kind === 'goal_achieved')).toHaveLength(1);
    expect(all.filter(([kind]) => kind === 'milestone_reached')).toHaveLength(milestones.length);
  });
});
