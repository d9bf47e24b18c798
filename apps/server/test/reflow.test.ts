// Re-plans the person agrees to, over HTTP against buildApp() with the test clock (x-stepwise-now): missed
// work brings the choice; each option's preview is exactly what applying it does; steps placed by hand stay;
// undo restores; an earlier deadline really re-plans (or says why not); the rhythm and shifting; the offline
// queue sending a change twice; bad input in the person's language.
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser } from './harness.js';
import {
  APPLY,
  app,
  at,
  CHOICE,
  CREATE,
  EDIT,
  GET,
  type Goal,
  LATER,
  missedGoal,
  type Option,
  ok,
  PREVIEW,
  promised,
  REPLAN,
  setUpFile,
  shape,
  T0,
  type Task,
  UNDO,
  type User,
  ZONE,
} from './reflow-kit.js';

setUpFile();

describe('the re-plan choice after missed work', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await registerUser(app);
    await ok(T0, ZONE, { tz: 'Europe/Berlin' }, owner);
  });

  it('offers the choice; each option does exactly what its preview showed, hand-placed steps stay, undo restores', async () => {
    const { goal, pinned } = await missedGoal(owner);
    const choice = (await ok(LATER, CHOICE, { g: goal.id }, owner)).replanChoice;
    expect(choice.offer).toBe(true);
    expect(choice.missed).toBeGreaterThanOrEqual(3);
    expect(choice.options.map((o: Option) => o.kind)).toEqual(['gradual', 'shift', 'lighten', 'drop']);
    // Previewing changed nothing.
    expect(shape((await ok(LATER, GET, { id: goal.id }, owner)).goal)).toEqual(shape(goal));
    for (const option of choice.options as Option[]) {
      if (!option.available) continue;
      expect(option.moves.some((m) => m.id === pinned.id)).toBe(false);
      const applied = (await ok(LATER, APPLY, { g: goal.id, c: { kind: option.kind } }, owner)).applyReflow;
      expect(applied.moved).toBe(option.moves.length);
      expect(applied.dropped).toBe(option.drops.length);
      expect(shape(applied.goal)).toEqual(promised(goal, option));
      const after = (await ok(LATER, GET, { id: goal.id }, owner)).goal as Goal;
      expect(shape(after)).toEqual(promised(goal, option));
      expect(after.tasks.find((t) => t.id === pinned.id)?.date).toBe('2026-06-03');
      // Done steps never move.
      for (const t of goal.tasks.filter((x) => x.completed))
        expect(after.tasks.find((x) => x.id === t.id)?.date).toBe(t.date);
      const undone = (await ok(LATER, UNDO, { id: applied.replanId }, owner)).undoReflow;
      expect(shape(undone)).toEqual(shape(goal));
      expect(shape((await ok(LATER, GET, { id: goal.id }, owner)).goal)).toEqual(shape(goal));
    }
    const kinds = (choice.options as Option[]).filter((o) => o.available).map((o) => o.kind);
    expect(kinds).toEqual(expect.arrayContaining(['gradual', 'shift', 'drop']));
  });

  it('drops the missed steps with their ids; undo brings them back with positions and completion', async () => {
    const { goal } = await missedGoal(owner);
    const drop = (await ok(LATER, PREVIEW, { g: goal.id, c: { kind: 'drop' } }, owner))
      .reflowPreview as Option;
    expect(drop.drops.length).toBeGreaterThanOrEqual(3);
    const applied = (await ok(LATER, APPLY, { g: goal.id, c: { kind: 'drop' } }, owner)).applyReflow;
    expect(applied.goal.tasks.some((t: Task) => drop.drops.includes(t.id))).toBe(false);
    const undone = (await ok(LATER, UNDO, { id: applied.replanId }, owner)).undoReflow as Goal;
    expect(undone.tasks.map((t) => [t.id, t.date, t.completed])).toEqual(
      goal.tasks.map((t) => [t.id, t.date, t.completed]),
    );
    // Undoing twice changes nothing.
    expect(shape((await ok(LATER, UNDO, { id: applied.replanId }, owner)).undoReflow)).toEqual(shape(goal));
  });

  it('refuses undo once a moved step was changed since, and says so', async () => {
    const { goal } = await missedGoal(owner);
    const applied = (await ok(LATER, APPLY, { g: goal.id, c: { kind: 'shift' } }, owner)).applyReflow;
    const moved = (applied.goal as Goal).tasks.find(
      (t) => t.parentId && !t.completed && t.date! >= '2026-05-18',
    )!;
    await ok(LATER, EDIT, { id: moved.id, p: { time: '20:00' } }, owner);
    const res = await at(LATER, UNDO, { id: applied.replanId }, owner, 'ru');
    expect(codeOf(res)).toBe('CONFLICT');
    expect(messageOf(res)).toBe('Это перепланирование уже не отменить: план с тех пор изменился.');
  });

  it('a change sent twice by the offline queue is applied once', async () => {
    const { goal } = await missedGoal(owner);
    const id = crypto.randomUUID();
    const first = (await ok(LATER, APPLY, { g: goal.id, c: { kind: 'shiftBy', days: 7 }, id }, owner))
      .applyReflow;
    const again = (await ok(LATER, APPLY, { g: goal.id, c: { kind: 'shiftBy', days: 7 }, id }, owner))
      .applyReflow;
    expect(again.replayed).toBe(true);
    expect(again.replanId).toBe(first.replanId);
    expect(shape(again.goal)).toEqual(shape(first.goal));
  });

  it('does not offer the choice for one missed step', async () => {
    const user = await registerUser(app);
    await ok(T0, ZONE, { tz: 'UTC' }, user);
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Run 10 km in 2 months' } }, user)
    ).createGoal;
    const first = goal.tasks
      .filter((t) => t.parentId && t.date)
      .sort((a, b) => a.date!.localeCompare(b.date!))[0]!;
    const day = `${first.date}T23:00:00Z`;
    const choice = (await ok(day, CHOICE, { g: goal.id }, user)).replanChoice;
    expect(choice.offer).toBe(false);
  });
});
describe('a new deadline, the rhythm and shifting', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await registerUser(app);
    await ok(T0, ZONE, { tz: 'America/New_York' }, owner);
  });

  it('an earlier deadline re-plans every open step inside it (preview == result); too early says why', async () => {
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Run 10 km in 3 months' } }, owner)
    ).createGoal;
    const earlier = '2026-06-21';
    expect(goal.deadline! > earlier).toBe(true);
    const preview = (await ok(T0, PREVIEW, { g: goal.id, c: { kind: 'deadline', deadline: earlier } }, owner))
      .reflowPreview as Option;
    expect(preview.available).toBe(true);
    expect(preview.moves.length).toBeGreaterThan(0);
    const applied = (await ok(T0, APPLY, { g: goal.id, c: { kind: 'deadline', deadline: earlier } }, owner))
      .applyReflow;
    expect(applied.moved).toBeGreaterThan(0);
    expect(applied.goal.deadline).toBe(earlier);
    expect(shape(applied.goal)).toEqual(promised(goal, preview));
    for (const t of (applied.goal as Goal).tasks)
      if (t.parentId && !t.completed) expect(t.date! <= earlier).toBe(true);

    const res = await at(
      T0,
      APPLY,
      { g: goal.id, c: { kind: 'deadline', deadline: '2026-05-05' } },
      owner,
      'ru',
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toBe('До этой даты не хватает дней для открытых шагов, даже по три в день.');
    // Nothing changed by the refused one.
    expect(shape((await ok(T0, GET, { id: goal.id }, owner)).goal)).toEqual(shape(applied.goal));
  });

  it('evenings, not Wednesdays: the open steps re-flow and the rhythm is kept; undo puts it back', async () => {
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Run 10 km in 2 months' } }, owner)
    ).createGoal;
    const change = { kind: 'rhythm', weekdays: [1, 2, 4, 5, 6], timeOfDay: '19:00' };
    const preview = (await ok(T0, PREVIEW, { g: goal.id, c: change }, owner)).reflowPreview as Option;
    const applied = (await ok(T0, APPLY, { g: goal.id, c: change }, owner)).applyReflow;
    expect(shape(applied.goal)).toEqual(promised(goal, preview));
    expect(applied.goal.rhythm).toEqual({ weekdays: [1, 2, 4, 5, 6], timeOfDay: '19:00' });
    for (const t of (applied.goal as Goal).tasks.filter(
      (
        x, // The goal's own day (the test run on the deadline) keeps its time.
      ) => x.parentId && !x.completed && x.date! >= '2026-05-04' && x.date !== applied.goal.deadline,
    )) {
      expect(t.time! >= '19:00').toBe(true);
      expect(new Date(`${t.date}T12:00:00Z`).getUTCDay()).not.toBe(3);
    }
    const undone = (await ok(T0, UNDO, { id: applied.replanId }, owner)).undoReflow;
    expect(undone.rhythm).toBeNull();
    expect(shape(undone)).toEqual(shape(goal));
  });

  it('shifts the whole plan by two weeks, deadline too', async () => {
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Run 10 km in 2 months' } }, owner)
    ).createGoal;
    const preview = (await ok(T0, PREVIEW, { g: goal.id, c: { kind: 'shiftBy', days: 14 } }, owner))
      .reflowPreview;
    const applied = (await ok(T0, APPLY, { g: goal.id, c: { kind: 'shiftBy', days: 14 } }, owner))
      .applyReflow;
    expect(shape(applied.goal)).toEqual(promised(goal, preview));
    const d = new Date(`${goal.deadline}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 14);
    expect(applied.goal.deadline).toBe(d.toISOString().slice(0, 10));
  });

  it('bad input is refused in the person language and changes nothing', async () => {
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Read 12 books this year' } }, owner)
    ).createGoal;
    const rhythm = await at(T0, APPLY, { g: goal.id, c: { kind: 'rhythm', weekdays: [] } }, owner, 'ru');
    expect(codeOf(rhythm)).toBe('BAD_USER_INPUT');
    expect(messageOf(rhythm)).toMatch(/Выберите хотя бы один день недели/);
    const days = await at(T0, APPLY, { g: goal.id, c: { kind: 'shiftBy', days: 1000 } }, owner);
    expect(messageOf(days)).toBe('Shift the plan by a whole number of days, up to a year either way.');
    const nothing = await at(T0, APPLY, { g: goal.id, c: { kind: 'drop' } }, owner);
    expect(messageOf(nothing)).toBe('No step has been missed, so there is nothing to catch up.');
    expect(shape((await ok(T0, GET, { id: goal.id }, owner)).goal)).toEqual(shape(goal));
    // Someone else's goal: not found.
    const other = await registerUser(app);
    expect(codeOf(await at(T0, PREVIEW, { g: goal.id, c: { kind: 'drop' } }, other))).toBe('NOT_FOUND');
  });

  it('replanGoal (the existing mutation) keeps its shape', async () => {
    const goal = (
      await ok<{ createGoal: Goal }>(T0, CREATE, { input: { text: 'Run 10 km in 2 months' } }, owner)
    ).createGoal;
    const r = (await ok(LATER, REPLAN, { g: goal.id }, owner)).replanGoal;
    expect(typeof r.moved).toBe('number');
    expect(typeof r.deadlineHolds).toBe('boolean');
  });
});
