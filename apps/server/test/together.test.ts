// A plan with company as a group: "N of M did today's step" and the joint streak, which counts a day only when
// every member who had a step that day did it that day.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMembers, plans, taskProgress, tasks } from '../src/db/schema.js';
import { addDays, todayIn } from '../src/kernel/time.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
interface Step {
  id: string;
  parentId: string | null;
}

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql(query, variables, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const TOGETHER = 'query($id: ID!) { goal(id: $id) { together { doneToday dueToday jointStreak } } }';
const together = async (goalId: string, user: User) =>
  (await ok(TOGETHER, { id: goalId }, user.token)).goal.together as {
    doneToday: number;
    dueToday: number;
    jointStreak: number;
  } | null;

/** Noon in Moscow (every test user's default time zone) on `day`. */
const noon = (day: string) => new Date(`${day}T09:00:00Z`);

async function companyPlan() {
  const owner = await registerUser(app);
  const member = await registerUser(app);
  const created = await ok(
    'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
    { input: { text: 'Read 12 books in 3 months', visibility: 'public' } },
    owner.token,
  );
  const goal = created.createGoal as { id: string; tasks: Step[] };
  await ok('mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }', { g: goal.id }, owner.token);
  await ok('mutation($g: ID!) { joinPlan(goalId: $g) { id } }', { g: goal.id }, member.token);
  // Three steps, two days ago, yesterday and today, the same days for both (no day offset); the others later.
  const today = todayIn('Europe/Moscow');
  const steps = goal.tasks.filter((t) => t.parentId !== null);
  const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
  await app.database.db.update(planMembers).set({ dayOffset: 0 }).where(eq(planMembers.planId, plan!.id));
  await app.database.db
    .update(tasks)
    .set({ date: addDays(today, 30) })
    .where(eq(tasks.planId, plan!.id));
  const days = [addDays(today, -2), addDays(today, -1), today];
  for (const [i, day] of days.entries()) {
    await app.database.db.update(tasks).set({ date: day }).where(eq(tasks.id, steps[i]!.id));
  }
  return { owner, member, goal, steps: steps.slice(0, 3), days };
}

const done = (taskId: string, user: User, at: Date) =>
  app.database.db.insert(taskProgress).values({ taskId, userId: user.id, completedAt: at });

describe('a plan with company as a group', () => {
  it('counts who did today’s step and the days everyone did theirs', async () => {
    const { owner, member, goal, steps, days } = await companyPlan();
    expect(await together(goal.id, owner)).toEqual({ doneToday: 0, dueToday: 2, jointStreak: 0 });

    // Both did the two past days' steps on their day; today only the owner so far.
    for (const user of [owner, member]) {
      await done(steps[0]!.id, user, noon(days[0]!));
      await done(steps[1]!.id, user, noon(days[1]!));
    }
    const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';
    await ok(TICK, { id: steps[2]!.id }, owner.token);
    // Today is not over: it neither counts nor breaks the run.
    expect(await together(goal.id, member)).toEqual({ doneToday: 1, dueToday: 2, jointStreak: 2 });

    await ok(TICK, { id: steps[2]!.id }, member.token);
    expect(await together(goal.id, owner)).toEqual({ doneToday: 2, dueToday: 2, jointStreak: 3 });

    // Yesterday's step done only today by the member: yesterday was not a full day, the run is today alone.
    await app.database.db
      .update(taskProgress)
      .set({ completedAt: noon(days[2]!) })
      .where(sql`${taskProgress.taskId} = ${steps[1]!.id} and ${taskProgress.userId} = ${member.id}`);
    expect(await together(goal.id, owner)).toEqual({ doneToday: 2, dueToday: 2, jointStreak: 1 });
  });

  it('follows each member’s own days (a member who joined later has their steps later)', async () => {
    const { owner, member, goal, steps, days } = await companyPlan();
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    // The member's copy runs a day later: their step of two days ago falls on yesterday, yesterday's on today.
    await app.database.db
      .update(planMembers)
      .set({ dayOffset: 1 })
      .where(sql`${planMembers.planId} = ${plan!.id} and ${planMembers.userId} = ${member.id}`);
    await done(steps[0]!.id, owner, noon(days[0]!));
    await done(steps[1]!.id, owner, noon(days[1]!));
    await done(steps[0]!.id, member, noon(days[1]!));
    // Today: the owner has step 3, the member step 2; only the member has done theirs.
    await done(steps[1]!.id, member, noon(days[2]!));
    expect(await together(goal.id, owner)).toEqual({ doneToday: 1, dueToday: 2, jointStreak: 2 });
  });

  it('is null for a plan followed alone', async () => {
    const alone = await registerUser(app);
    const created = await ok(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id together { jointStreak } } }',
      { input: { text: 'Read 12 books in 3 months' } },
      alone.token,
    );
    expect(created.createGoal.together).toBeNull();
  });
});
