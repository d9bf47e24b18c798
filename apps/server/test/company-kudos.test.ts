// "With company": offers, joining and leaving, members' own progress and dates, kudos,
// "finished with company", and every denial, over HTTP against buildApp().
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achievements, plans, tasks, users } from '../src/db/schema.js';
import { todayIn } from '../src/kernel/time.js';
import {
  app,
  GET,
  JOIN,
  KUDOS,
  kinds,
  newGoal,
  offered,
  ok,
  setUpFile,
  type TaskItem,
  TICK,
} from './company-kit.js';
import { codeOf, registerUser } from './harness.js';

setUpFile();

describe('following together', () => {
  it('a member ticks only their own progress; the owner’s is unaffected; everyone sees each member’s', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const viewer = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const milestone = goal.tasks.find((t) => !t.parentId)!;
    const steps = goal.tasks.filter((t) => t.parentId === milestone.id);
    const ticked = (await ok(TICK, { id: steps[0]!.id, c: true }, member.token)).setTaskCompleted;
    expect(ticked.completed).toBe(true);
    const mine = (await ok(GET, { id: goal.id }, member.token)).goal;
    const owners = (await ok(GET, { id: goal.id }, owner.token)).goal;
    expect(mine.doneCount).toBe(1);
    expect(owners.doneCount).toBe(0);
    expect(owners.tasks.find((t: TaskItem) => t.id === steps[0]!.id).completed).toBe(false);
    const byUser = Object.fromEntries(
      owners.members.map((m: { user: { id: string }; doneCount: number }) => [m.user.id, m.doneCount]),
    );
    expect(byUser).toEqual({ [owner.id]: 0, [member.id]: 1 });
    const bars = owners.tasks.find((t: TaskItem) => t.id === milestone.id).memberProgress;
    expect(bars).toEqual(
      expect.arrayContaining([
        { userId: owner.id, done: 0, total: steps.length },
        { userId: member.id, done: 1, total: steps.length },
      ]),
    );
    expect(owners.tasks.find((t: TaskItem) => t.parentId).memberProgress).toEqual([]);
    // Anyone who may see the goal sees its members.
    expect((await ok(GET, { id: goal.id }, viewer.token)).goal.members).toHaveLength(2);
    expect((await ok(GET, { id: goal.id })).goal.members).toHaveLength(2);
    // Alone, a plan shows no per-member bars.
    const alone = await newGoal(owner);
    expect(
      alone.tasks.every((t) => (t as unknown as { memberProgress: unknown[] }).memberProgress.length === 0),
    ).toBe(true);
  });

  it('a member may not change the plan, nor tick for others, nor a stranger tick at all', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const step = goal.tasks.find((t) => t.parentId)!;
    for (const [query, vars] of [
      ['mutation($id: ID!) { updateTask(id: $id, patch: { label: "mine" }) { id } }', { id: step.id }],
      ['mutation($id: ID!) { deleteTask(id: $id) { id } }', { id: step.id }],
      ['mutation($id: ID!) { moveTask(id: $id, position: 0) { id } }', { id: step.id }],
    ] as const) {
      expect(codeOf(await app.gql(query, vars, { token: member.token }))).toBe('FORBIDDEN');
    }
    const add = 'mutation($g: ID!) { addTask(goalId: $g, label: "extra") { id } }';
    expect(codeOf(await app.gql(add, { g: goal.id }, { token: member.token }))).toBe('NOT_FOUND');
    const edit = 'mutation($g: ID!) { updateGoal(id: $g, patch: { title: "Mine" }) { id } }';
    expect(codeOf(await app.gql(edit, { g: goal.id }, { token: member.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(TICK, { id: step.id, c: true }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    const [row] = await app.database.db.select().from(tasks).where(eq(tasks.id, step.id));
    expect(row!.label).not.toBe('mine');
  });

  it('a member who joins later follows their own copy of the schedule, from the day they join', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await offered(owner);
    // The plan began ten days ago.
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    await app.database.db.execute(
      sql`update tasks set date = date - 10 where plan_id = ${plan!.id} and date is not null`,
    );
    const planDates = (await ok(GET, { id: goal.id }, owner.token)).goal.tasks as TaskItem[];
    await ok(JOIN, { g: goal.id }, member.token);
    const memberDates = (await ok(GET, { id: goal.id }, member.token)).goal.tasks as TaskItem[];
    // "Today" is the member's own (their time zone), as the offset is counted.
    const [who] = await app.database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, member.id));
    const today = todayIn(who!.timezone);
    const firstPlan = planDates
      .map((t) => t.date)
      .filter(Boolean)
      .sort()[0]!;
    const firstMine = memberDates
      .map((t) => t.date)
      .filter(Boolean)
      .sort()[0]!;
    const shift = (Date.parse(firstMine) - Date.parse(firstPlan)) / 86_400_000;
    expect(firstMine).toBe(today);
    expect(shift).toBe(10);
    for (const t of memberDates) {
      const p = planDates.find((x) => x.id === t.id)!;
      if (p.date) expect((Date.parse(t.date!) - Date.parse(p.date)) / 86_400_000).toBe(shift);
    }
    // The agenda and the tick answer the member's own dates too; the owner's stay.
    const AGENDA = '{ agenda(days: 7) { overdue { id date } dueToday { id date } } }';
    const mine = (await ok(AGENDA, {}, member.token)).agenda;
    const theirs = (await ok(AGENDA, {}, owner.token)).agenda;
    expect(mine.overdue.filter((t: { id: string }) => planDates.some((p) => p.id === t.id))).toEqual([]);
    expect(theirs.overdue.length).toBeGreaterThan(0);
    const firstStep = memberDates.find((t) => t.parentId && t.date === today);
    if (firstStep) {
      expect(mine.dueToday.map((t: { id: string }) => t.id)).toContain(firstStep.id);
      const ticked = (await ok(TICK, { id: firstStep.id, c: true }, member.token)).setTaskCompleted;
      expect(ticked.date).toBe(today);
    }
    // A plan that starts in the future: no shift (never negative).
    const future = await offered(owner);
    const someone = await registerUser(app);
    await ok(JOIN, { g: future.id }, someone.token);
    const again = (await ok(GET, { id: future.id }, someone.token)).goal.tasks as TaskItem[];
    expect(again.map((t) => t.date)).toEqual(future.tasks.map((t) => t.date));
  });

  it('finishing every step of a plan with company earns "company_finished"; alone it does not', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    for (const m of goal.tasks.filter((t) => !t.parentId))
      await ok(TICK, { id: m.id, c: true }, member.token);
    const mine = await app.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, member.id), eq(achievements.key, 'company_finished')));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.goalId).toBe(goal.id);
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.doneCount).toBe(0);
    const solo = await registerUser(app);
    const alone = await newGoal(solo);
    for (const m of alone.tasks.filter((t) => !t.parentId)) await ok(TICK, { id: m.id, c: true }, solo.token);
    const none = await app.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, solo.id), eq(achievements.key, 'company_finished')));
    expect(none).toHaveLength(0);
  });
});
describe('kudos', () => {
  it('participants cheer each other once a day; not themselves; not strangers', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const given = (await ok(KUDOS, { g: goal.id, u: member.id }, owner.token)).giveKudos;
    expect(given).toEqual({ user: { id: member.id }, kudosToday: true });
    // Twice the same day: idempotent, one notification.
    expect((await ok(KUDOS, { g: goal.id, u: member.id }, owner.token)).giveKudos.kudosToday).toBe(true);
    expect((await kinds(member)).filter((k) => k === `kudos:${owner.id}`)).toHaveLength(1);
    await ok(KUDOS, { g: goal.id, u: owner.id }, member.token);
    expect(await kinds(owner)).toContain(`kudos:${member.id}`);
    const seen = (await ok(GET, { id: goal.id }, owner.token)).goal.members;
    expect(seen.find((m: { user: { id: string } }) => m.user.id === member.id).kudosToday).toBe(true);
    expect(seen.find((m: { user: { id: string } }) => m.user.id === owner.id).kudosToday).toBe(false);
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: owner.id }, { token: owner.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: member.id }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: stranger.id }, { token: owner.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: member.id }))).toBe('UNAUTHENTICATED');
    const secret = await newGoal(owner, 'private');
    expect(codeOf(await app.gql(KUDOS, { g: secret.id, u: owner.id }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from kudos where to_id = ${member.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
