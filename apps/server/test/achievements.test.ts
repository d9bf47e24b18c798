import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, taskProgress } from '../src/db/schema.js';
import { addDays, todayIn } from '../src/kernel/time.js';
import {
  ACHIEVEMENTS,
  ACTIVITY,
  achievementsOf,
  app,
  db,
  milestonesOf,
  newGoal,
  rowsOf,
  STATUS,
  setUpFile,
  stepsOf,
  TICK,
  type Tick,
  tick,
} from './achievements-kit.js';
import { codeOf, registerUser } from './harness.js';

setUpFile();

describe('achievements', () => {
  it('a first goal earns first_goal at once and once, with its news event and notification', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Read 12 books this year' });
    const first = await rowsOf(user.id, 'first_goal');
    expect(first).toMatchObject({ held: 1, news: 1, bell: 1 });
    expect(first.row?.goalId).toBe(goal.id);
    await newGoal(user.token, { text: 'Learn to draw portraits' });
    expect(await rowsOf(user.id, 'first_goal')).toMatchObject({ held: 1, news: 1, bell: 1 });
    const mine = await achievementsOf(user.username, user.token);
    expect(mine.earned.map((e) => e.key)).toEqual(['first_goal']);
    expect(mine.earned[0]!.goal?.id).toBe(goal.id);
    expect(mine.next?.map((n) => n.key)).toContain('first_milestone');
    expect(mine.next?.find((n) => n.key === 'streak_7')).toEqual({ key: 'streak_7', progress: 0, target: 7 });
  });

  it('finishing a milestone earns first_milestone in the tick, tells it at once, and un-ticking keeps it', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Read 12 books this year' });
    const milestone = milestonesOf(goal)[0]!;
    const steps = stepsOf(goal, milestone.id);
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps.slice(0, -1)) {
      const t = await tick(user.token, step.id);
      expect(t.tick).toMatchObject({ milestoneDone: false, goalDone: false, earned: [] });
      expect(t.tick?.streak).toMatchObject({ current: 1, todayDone: true, frozenDays: [] });
    }
    const last = await tick(user.token, steps.at(-1)!.id);
    expect(last.tick).toMatchObject({ milestoneDone: true, goalDone: false, earned: ['first_milestone'] });
    expect(await rowsOf(user.id, 'first_milestone')).toMatchObject({ held: 1, news: 1, bell: 1 });

    // Un-tick: the milestone reopens, the achievement stays; ticking again earns nothing new.
    const undo = await tick(user.token, steps.at(-1)!.id, false);
    expect(undo.tick).toMatchObject({ milestoneDone: false, earned: [] });
    expect(undo.tick?.streak.todayDone).toBe(true); // the other steps are still done today
    const again = await tick(user.token, steps.at(-1)!.id);
    expect(again.tick).toMatchObject({ milestoneDone: true, earned: [] });
    expect(await rowsOf(user.id, 'first_milestone')).toMatchObject({ held: 1, news: 1, bell: 1 });

    // Un-ticking every step of the day: today is no longer done, nothing earned is revoked.
    for (const step of steps) await tick(user.token, step.id, false);
    const mine = await achievementsOf(user.username, user.token);
    expect(mine.streak).toMatchObject({ current: 0, todayDone: false });
    expect(mine.earned.map((e) => e.key).sort()).toEqual(['first_goal', 'first_milestone']);
  });

  it('a tick by another person carries no feedback for them', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await newGoal(owner.token, { text: 'Read 12 books this year' });
    const step = goal.tasks.find((t) => t.parentId !== null)!;
    const res = await app.gql(TICK, { id: step.id, c: true }, { token: stranger.token });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(await rowsOf(stranger.id, 'first_milestone')).toMatchObject({ held: 0 });
  });

  it('completing the goal by its last milestone earns goal_achieved; ticks and status earn it once', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Read 12 books this year' });
    const milestones = milestonesOf(goal);
    let done: Tick | undefined;
    for (const m of milestones) done = await tick(user.token, m.id);
    expect(done?.tick).toMatchObject({ milestoneDone: true, goalDone: true, earned: ['goal_achieved'] });
    expect(await rowsOf(user.id, 'goal_achieved')).toMatchObject({ held: 1, news: 1, bell: 1 });
    // Reopened and completed again (by status): still once.
    await tick(user.token, milestones.at(-1)!.id, false);
    const status = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: user.token });
    expect(status.data?.setGoalStatus.status).toBe('completed');
    expect(await rowsOf(user.id, 'goal_achieved')).toMatchObject({ held: 1, news: 1, bell: 1 });
  });

  it('setGoalStatus completed, its open steps said done (tick), earns goal_achieved', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Learn to draw portraits' });
    const res = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: user.token });
    expect(res.data?.setGoalStatus.status).toBe('completed');
    expect(await rowsOf(user.id, 'goal_achieved')).toMatchObject({ held: 1, news: 1, bell: 1 });
  });

  it('ten parallel ticks finishing ten milestones earn first_milestone exactly once', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Read 12 books this year' });
    const milestones = milestonesOf(goal);
    // One step left open in each of up to ten milestones, the rest ticked beforehand.
    const lastSteps: string[] = [];
    for (const m of milestones) {
      const steps = stepsOf(goal, m.id);
      if (steps.length < 1 || lastSteps.length >= 10) continue;
      await app.database.db
        .insert(taskProgress)
        .values(steps.slice(0, -1).map((s) => ({ taskId: s.id, userId: user.id })))
        .onConflictDoNothing();
      lastSteps.push(steps.at(-1)!.id);
    }
    expect(lastSteps.length).toBeGreaterThanOrEqual(3);
    // Ten parallel requests: the last steps, padded with repeats of the first.
    const ids = Array.from({ length: 10 }, (_, i) => lastSteps[i % lastSteps.length]!);
    const results = await Promise.all(ids.map((id) => tick(user.token, id)));
    const earned = results.flatMap((r) => r.tick?.earned ?? []);
    expect(earned.filter((k) => k === 'first_milestone')).toHaveLength(1);
    expect(await rowsOf(user.id, 'first_milestone')).toMatchObject({ held: 1, news: 1, bell: 1 });
  });

  it('a streak over real dates in the person’s time zone freezes one missed day and earns streak_7 in the tick', async () => {
    const user = await registerUser(app);
    const tz = 'Asia/Kolkata'; // UTC+05:30: local midnight is 18:30 UTC the day before
    const set = await app.gql(
      'mutation($tz: String) { updateSettings(timezone: $tz) { id } }',
      { tz },
      {
        token: user.token,
      },
    );
    expect(set.errors).toBeUndefined();
    const goal = await newGoal(user.token, { text: 'Read 12 books this year' });
    const steps = goal.tasks.filter((t) => t.parentId !== null);
    const today = todayIn(tz);
    // Done on days -1, -2, -4 (at 00:10 local: the day before in UTC), -5, -6, -7; day -3 missed.
    const local = (day: string, time: string) =>
      new Date(new Date(`${day}T${time}:00Z`).getTime() - (5 * 60 + 30) * 60_000);
    const past = [
      { day: addDays(today, -1), time: '12:00' },
      { day: addDays(today, -2), time: '23:50' },
      { day: addDays(today, -4), time: '00:10' },
      { day: addDays(today, -5), time: '12:00' },
      { day: addDays(today, -6), time: '12:00' },
      { day: addDays(today, -7), time: '12:00' },
    ];
    await app.database.db
      .insert(taskProgress)
      .values(
        past.map((p, i) => ({ taskId: steps[i]!.id, userId: user.id, completedAt: local(p.day, p.time) })),
      );
    const before = await achievementsOf(user.username, user.token);
    expect(before.streak).toEqual({
      current: 6,
      best: 6,
      todayDone: false,
      frozenDays: [addDays(today, -3)],
    });
    expect(before.next?.find((n) => n.key === 'streak_7')).toEqual({
      key: 'streak_7',
      progress: 6,
      target: 7,
    });

    const t = await tick(user.token, steps[10]!.id);
    expect(t.tick?.streak).toEqual({
      current: 7,
      best: 7,
      todayDone: true,
      frozenDays: [addDays(today, -3)],
    });
    expect(t.tick?.earned).toEqual(['streak_7']);
    expect(await rowsOf(user.id, 'streak_7')).toMatchObject({ held: 1, news: 1, bell: 1 });

    // Un-ticking today's step: the streak falls back, the achievement stays.
    const undo = await tick(user.token, steps[10]!.id, false);
    expect(undo.tick?.streak).toMatchObject({ current: 6, todayDone: false });
    expect(await rowsOf(user.id, 'streak_7')).toMatchObject({ held: 1 });

    // A second missed day within the week (day -5 un-done) breaks the run after it.
    await app.database.db
      .delete(taskProgress)
      .where(and(eq(taskProgress.userId, user.id), eq(taskProgress.taskId, steps[3]!.id)));
    const broken = await achievementsOf(user.username, user.token);
    expect(broken.streak).toMatchObject({ current: 3, frozenDays: [addDays(today, -3)] });

    // The heatmap and the weekly chart count local days.
    const activity = await app.gql(ACTIVITY, {}, { token: user.token });
    expect(activity.errors).toBeUndefined();
    const a = activity.data!.activity;
    expect(a.to).toBe(today);
    expect(a.from).toBe(addDays(today, -364));
    expect(a.days).toContainEqual({ date: addDays(today, -4), count: 1 });
    expect(a.days.find((d: { date: string }) => d.date === addDays(today, -3))).toBeUndefined();
    expect(a.total).toBe(5);
    expect(a.weekly.reduce((n: number, w: { count: number }) => n + w.count, 0)).toBe(5);
    expect(a.weekly.length).toBeGreaterThanOrEqual(53);
  });

  it('a private goal’s achievement shows without the goal to others; next only for yourself', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await newGoal(owner.token, { text: 'Pay off my credit card', visibility: 'private' });
    await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: owner.token });
    const own = await achievementsOf(owner.username, owner.token);
    expect(own.earned.find((e) => e.key === 'goal_achieved')?.goal?.id).toBe(goal.id);
    for (const token of [stranger.token, undefined]) {
      const seen = await achievementsOf(owner.username, token);
      expect(seen.earned.map((e) => e.key).sort()).toEqual(['first_goal', 'goal_achieved']);
      expect(seen.earned.every((e) => e.goal === null)).toBe(true);
      expect(seen.next).toBeNull();
    }
    // The news event of a private goal's achievement is private too.
    const news = await db()
      .select({ visibility: events.visibility })
      .from(events)
      .where(and(eq(events.actorId, owner.id), eq(events.kind, 'achievement_earned')));
    expect(news.every((n) => n.visibility === 'private')).toBe(true);
  });

  it('refuses an unknown person, a bad year, and activity for a guest', async () => {
    const user = await registerUser(app);
    const missing = await app.gql(ACHIEVEMENTS, { u: 'nobody-here-at-all' });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    const guest = await app.gql(ACTIVITY, {});
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
    const future = await app.gql(ACTIVITY, { y: 3000 }, { token: user.token });
    expect(codeOf(future)).toBe('BAD_USER_INPUT');
    const year = new Date().getUTCFullYear();
    const ok = await app.gql(ACTIVITY, { y: year - 1 }, { token: user.token });
    expect(ok.data?.activity).toMatchObject({ from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, total: 0 });
  });
});
