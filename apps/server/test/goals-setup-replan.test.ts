import { describe, expect, it } from 'vitest';
import { app, newGoal, setUpFile, TICK } from './goals-kit.js';
import { codeOf, registerUser } from './harness.js';

setUpFile();

describe('setup step 3 creates the goal', () => {
  it('finishSetup turns the goal text into a goal with a plan', async () => {
    const user = await registerUser(app);
    await app.gql(
      'mutation { finishSetup(interests: ["health"], goalText: "Пробежать марафон к 1 мая") { status } }',
      {},
      { token: user.token },
    );
    const goals = (
      await app.gql('{ myGoals { items { title category language totalCount } } }', {}, { token: user.token })
    ).data!.myGoals.items;
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ category: 'health', language: 'ru' });
    expect(goals[0].totalCount).toBeGreaterThan(5);
    const agenda = (
      await app.gql(
        '{ agenda { today overdue { id } dueToday { id } upcoming { id label date time goalTitle } } }',
        {},
        { token: user.token },
      )
    ).data!.agenda;
    expect(agenda.upcoming.length + agenda.dueToday.length).toBeGreaterThan(0);
  });
});
describe('replan and chosen deadlines', () => {
  it('honours a deadline the person chose over the default', async () => {
    const user = await registerUser(app);
    const deadline = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const goal = await newGoal(user.token, { text: 'Read 6 books', deadline });
    expect(goal.deadline).toBe(deadline);
    expect(goal.tasks.every((t: { date: string }) => t.date <= deadline)).toBe(true);
  });

  it('proposes a later deadline without saving it; accepting it saves it and lays the steps out to it', async () => {
    const user = await registerUser(app);
    const today = new Date().toISOString().slice(0, 10);
    // One-off steps (quotes, orders, works) cannot be dropped like a repeated session: they must move.
    const goal = await newGoal(user.token, { text: 'Renovate the kitchen', deadline: addDaysIso(today, 90) });
    const { sql } = await import('drizzle-orm');
    // Weeks went by unused and the deadline was brought forward: the open steps no longer fit.
    const deadline = addDaysIso(today, 3);
    await app.database.db.execute(sql`update goals set deadline = ${deadline} where id = ${goal.id}`);
    await app.database.db.execute(
      sql`update tasks set date = date - 60 where plan_id = (select id from plans where goal_id = ${goal.id})`,
    );
    const REPLAN =
      'mutation($g: ID!, $d: Date) { replanGoal(goalId: $g, acceptDeadline: $d) { deadlineHolds proposedDeadline dropped goal { deadline tasks { date completed parentId } } } }';
    const first = (await app.gql(REPLAN, { g: goal.id }, { token: user.token })).data!.replanGoal;
    expect(first.deadlineHolds).toBe(false);
    expect(first.proposedDeadline > deadline).toBe(true);
    expect(first.goal.deadline).toBe(deadline); // not saved before the person agrees
    const accepted = (await app.gql(REPLAN, { g: goal.id, d: first.proposedDeadline }, { token: user.token }))
      .data!.replanGoal;
    expect(accepted.goal.deadline).toBe(first.proposedDeadline);
    expect(accepted.deadlineHolds).toBe(true);
    const bad = await app.gql(REPLAN, { g: goal.id, d: '2020-01-01' }, { token: user.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('moves missed steps from today on without touching done ones or piling them up', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Learn 300 Spanish words in 2 months' });
    const steps = goal.tasks.filter((t: { parentId: string | null }) => t.parentId !== null);
    await app.gql(TICK, { id: steps[0].id, c: true }, { token: user.token });
    // Pretend two weeks went by unused: shift every open step 14 days into the past.
    const { sql } = await import('drizzle-orm');
    await app.database.db.execute(
      sql`update tasks set date = date - 14 where not exists (select 1 from task_progress p where p.task_id = tasks.id) and plan_id = (select id from plans where goal_id = ${goal.id})`,
    );
    const res = await app.gql(
      'mutation($g: ID!) { replanGoal(goalId: $g) { moved deadlineHolds proposedDeadline goal { deadline tasks { id date time completed parentId } } } }',
      { g: goal.id },
      { token: user.token },
    );
    expect(res.errors).toBeUndefined();
    const out = res.data!.replanGoal;
    expect(out.moved).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const open = out.goal.tasks.filter(
      (t: { completed: boolean; parentId: string | null }) => !t.completed && t.parentId,
    );
    expect(open.every((t: { date: string }) => t.date >= addDaysIso(today, -1))).toBe(true);
    const perDay = new Map<string, number>();
    for (const t of open) perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);
    const done = out.goal.tasks.find((t: { id: string }) => t.id === steps[0].id);
    expect(done).toMatchObject({ completed: true, date: steps[0].date, time: steps[0].time });
    expect(
      codeOf(await app.gql('mutation($g: ID!) { replanGoal(goalId: $g) { moved } }', { g: goal.id })),
    ).toBe('UNAUTHENTICATED');
  });
});

function addDaysIso(iso: string, days: number) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
