// A new step or goal sent with the client's change id is added once, however often the change is sent (its
// offline queue sends it again when a tab closed while the request was out), one after the other or at once
// (on PostgreSQL the requests really run in parallel); a goal status set twice records its news once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achievements, goals } from '../src/db/schema.js';
import { app, eventsOf, load, newGoal, STATUS, setUpFile } from './change-ids-kit.js';
import { registerUser } from './harness.js';

setUpFile();

describe('a goal status set to the one it has', () => {
  it('completed twice: nothing changes the second time, and "goal achieved" is recorded once', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const first = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: user.token });
    expect(first.errors).toBeUndefined();
    const [before] = await app.database.db.select().from(goals).where(eq(goals.id, goal.id));
    const second = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: user.token });
    expect(second.errors).toBeUndefined();
    expect(second.data!.setGoalStatus).toEqual(first.data!.setGoalStatus);
    const [after] = await app.database.db.select().from(goals).where(eq(goals.id, goal.id));
    // Not completed a second time: the moment it was completed, its version and updated_at stay.
    expect(after!.completedAt).toEqual(before!.completedAt);
    expect(after!.version).toBe(before!.version);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(await eventsOf(goal.id, 'goal_achieved')).toBe(1);
    const earned = await app.database.db
      .select({ key: achievements.key })
      .from(achievements)
      .where(and(eq(achievements.userId, user.id), eq(achievements.key, 'goal_achieved')));
    expect(earned).toHaveLength(1);
  });

  it('completed four times at once: completed once', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: user.token }),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(4).fill(undefined));
    expect(results.map((r) => r.data!.setGoalStatus.status)).toEqual(Array(4).fill('completed'));
    // One update raised the version once (a trigger raises it on every update).
    expect((await load(user.token, goal.id)).version).toBe(goal.version + 1);
    expect(await eventsOf(goal.id, 'goal_achieved')).toBe(1);
  });

  it('abandoned twice, then active twice: each real change applies, the repeats change nothing', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const versions: number[] = [];
    for (const s of ['abandoned', 'abandoned', 'active', 'active']) {
      const res = await app.gql(STATUS, { id: goal.id, s }, { token: user.token });
      expect(res.data!.setGoalStatus.status).toBe(s);
      versions.push(res.data!.setGoalStatus.version);
    }
    expect(versions).toEqual([goal.version + 1, goal.version + 1, goal.version + 2, goal.version + 2]);
  });
});
