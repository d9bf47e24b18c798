import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA, MY_PLANS, SET_TASK_COMPLETED as TICK } from '../bench/load-documents.js';
import { dbKind, freshDatabase, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe } from './sse.js';

// The web app's hot calls on the plans page, the agenda and a tick: their SQL statements
// per request, with the session cached as in production. A regression (a loader that no longer shares a
// query, a re-read after the tick's transaction, an achievement check on every tick) fails here.

const SETTINGS = 'mutation($tz: String!) { updateSettings(timezone: $tz) { timezone } }';

describe('the hot calls’ statements per request', () => {
  let app: TestApp;
  let token: string;
  let steps: Array<{ id: string; parentId: string | null }>;
  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await registerUser(app));
    const created = await app.gql(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
      { input: { text: 'Read 12 books this year', visibility: 'public' } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    steps = (created.data as any).createGoal.tasks;
    // The session is cached from here on.
    expect((await app.gql(AGENDA, { days: 14 }, { token })).errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
  });

  const statementsOf = async (query: string, variables: Record<string, unknown>) => {
    const before = app.database.statements.count;
    const res = await app.gql(query, variables, { token });
    expect(res.errors).toBeUndefined();
    return { statements: app.database.statements.count - before, data: res.data as any };
  };

  it('the plans page: goals, tasks (progress counted from them), endorsements, suggestions, comment counts', async () => {
    const { statements, data } = await statementsOf(MY_PLANS, { first: 100, status: null });
    expect(statements).toBe(5);
    const goal = data.myGoals.items[0];
    // Progress from the tasks: steps, and milestones without steps.
    const tasks = goal.tasks as Array<{ id: string; parentId: string | null; completed: boolean }>;
    const parents = new Set(tasks.map((t) => t.parentId).filter(Boolean));
    const counted = tasks.filter((t) => t.parentId !== null || !parents.has(t.id));
    expect(goal.totalCount).toBe(counted.length);
    expect(goal.doneCount).toBe(counted.filter((t) => t.completed).length);
  });

  it('the agenda: its tasks and their comment counts', async () => {
    expect((await statementsOf(AGENDA, { days: 14 })).statements).toBe(2);
  });

  it('a tick on and off: 7 statements each, the session stays cached; the answer is the task as it is now', async () => {
    const step = steps.find((s) => s.parentId !== null)!;
    const on = await statementsOf(TICK, { id: step.id, completed: true });
    expect(on.data.setTaskCompleted).toMatchObject({
      id: step.id,
      completed: true,
      version: expect.any(Number),
    });
    const off = await statementsOf(TICK, { id: step.id, completed: false });
    expect(off.data.setTaskCompleted.completed).toBe(false);
    // Access with the milestone's lock, the step's progress with its milestone's, goal's lock, goal's counts,
    // activity with the task (and the plan's other participants, for the live event), streak, comment count:
    // 7 (10 before docs/decisions/052-tick-round-trips.md); no session lookup after a tick.
    // PostgreSQL counts the transaction's begin and commit too.
    const transaction = dbKind === 'postgres' ? 2 : 0;
    expect(on.statements).toBe(7 + transaction);
    expect(off.statements).toBe(7 + transaction);
    // The plans page after the ticks still reads no session.
    expect((await statementsOf(MY_PLANS, { first: 100, status: null })).statements).toBe(5);
  });

  it('any other mutation still drops the cached session: the next request reads it again', async () => {
    expect((await app.gql(SETTINGS, { tz: 'Europe/Berlin' }, { token })).errors).toBeUndefined();
    expect((await statementsOf(AGENDA, { days: 14 })).statements).toBe(3);
    const me = await app.gql('{ currentUser { entities { timezone } } }', {}, { token });
    expect((me.data as any).currentUser.entities.timezone).toBe('Europe/Berlin');
  });
});

describe('a tick with company, told live without a lookup after the commit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a member's tick reaches the owner's open page (the participants read in the tick's transaction)", async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const created = await app.gql(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
      { input: { text: 'Read 12 books in 3 months', visibility: 'public' } },
      { token: owner.token },
    );
    const goal = (created.data as any).createGoal as {
      id: string;
      tasks: Array<{ id: string; parentId: string | null }>;
    };
    const open = await app.gql(
      'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }',
      { g: goal.id },
      { token: owner.token },
    );
    expect(open.errors).toBeUndefined();
    const joined = await app.gql(
      'mutation($g: ID!) { joinPlan(goalId: $g) { id } }',
      { g: goal.id },
      { token: member.token },
    );
    expect(joined.errors).toBeUndefined();
    const ownerPage = await subscribe(
      app,
      'subscription { planActivity { goalId userId kind } }',
      owner.token,
    );
    await new Promise((r) => setTimeout(r, 300));
    const step = goal.tasks.find((t) => t.parentId !== null)!;
    const tick = await app.gql(TICK, { id: step.id, completed: true }, { token: member.token });
    expect(tick.errors).toBeUndefined();
    expect((await ownerPage.next(1)).data.planActivity).toEqual({
      goalId: goal.id,
      userId: member.id,
      kind: 'progress',
    });
    ownerPage.close();
  });
});

describe('statements as the app sends them (named prepared statements on PGlite)', () => {
  it('answers rows, nulls, text and counts; an error keeps its SQLSTATE and the next statement runs', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const { db } = database;
      const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
      await db.execute(sql`create table hot_t (id int primary key, label text, at timestamptz)`);
      for (let round = 0; round < 7; round++) {
        // Seven times: the database may switch a prepared statement to its generic plan after five.
        const inserted = await db.execute(
          sql`insert into hot_t values (${round}, ${round % 2 ? null : 'café ✓ «ok»'}, now()) returning id, label`,
        );
        expect(rowsOf(inserted)).toEqual([{ id: round, label: round % 2 ? null : 'café ✓ «ok»' }]);
      }
      const rows = await db.execute(
        sql`select count(*)::int as n, min(label) as label from hot_t where id >= ${0}`,
      );
      expect(rowsOf(rows)).toEqual([{ n: 7, label: 'café ✓ «ok»' }]);
      const duplicate = await db
        .execute(sql`insert into hot_t values (${1}, 'again', now())`)
        .catch((e: unknown) => e);
      const failed = duplicate as { code?: string; cause?: { code?: string } };
      const code = failed.cause?.code ?? failed.code;
      expect(code).toBe('23505');
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`update hot_t set label = ${'changed'} where id = ${0}`);
          await tx.execute(sql`select 1 / ${0}`);
        }),
      ).rejects.toBeTruthy();
      const after = await db.execute(sql`select label from hot_t where id = ${0}`);
      expect(rowsOf(after)).toEqual([{ label: 'café ✓ «ok»' }]);
      // Prepared statements dropped under the cache: the next call parses its statement again.
      await db.execute(sql`deallocate all`);
      const again = await db.execute(sql`select label from hot_t where id = ${0}`);
      expect(rowsOf(again)).toEqual([{ label: 'café ✓ «ok»' }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
