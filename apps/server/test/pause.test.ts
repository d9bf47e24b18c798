// Pausing and resuming a goal over HTTP against buildApp(), with the test clock (x-stepwise-now): the agenda
// while paused, steps and deadline after a resume a week later, done steps untouched, a company plan pausing
// only the member who paused, who reads the reason, the forecast and the public pace, and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransactionOnly } from '../src/effects/registry.js';
import { endLapsedPauses } from '../src/modules/goals/pause.service.js';
import { codeOf, messageOf, registerUser } from './harness.js';
import {
  agendaGoals,
  app,
  at,
  byId,
  GET,
  JOIN,
  newGoal,
  OPEN,
  ok,
  PAUSE,
  plus,
  RESUME,
  STATUS,
  setUpFile,
  T0,
  type Task,
  TICK,
  type User,
  ZONE,
} from './pause-kit.js';

setUpFile();

describe('pause and resume a goal', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await registerUser(app);
    await ok(T0, ZONE, { tz: 'UTC' }, owner);
  });

  it('leaves the agenda while paused, then moves the open steps and the deadline by the week, never a done step', async () => {
    const goal = await newGoal(owner);
    const first = goal.tasks.find((t) => t.parentId && t.date)!;
    await ok(T0, TICK, { id: first.id }, owner);
    expect(await agendaGoals(T0, owner)).toContain(goal.id);

    const paused = (await ok('2026-05-05T08:00:00Z', PAUSE, { g: goal.id, r: 'Flu' }, owner)).pauseGoal;
    expect(paused.status).toBe('paused');
    expect(paused.pause).toEqual({ since: '2026-05-05', until: null, reason: 'Flu', mine: true });
    // No agenda entry while paused, days later too.
    expect(await agendaGoals('2026-05-08T12:00:00Z', owner)).not.toContain(goal.id);
    // A plain status change cannot leave a pause (the steps must move with it).
    const refused = await at('2026-05-08T12:00:00Z', STATUS, { id: goal.id, s: 'completed' }, owner, 'ru');
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe('Цель на паузе: сначала возобновите её.');
    // Pausing again changes nothing (the offline queue may send it twice).
    expect((await ok('2026-05-09T08:00:00Z', PAUSE, { g: goal.id }, owner)).pauseGoal.pause.since).toBe(
      '2026-05-05',
    );

    const resumed = (await ok('2026-05-12T07:00:00Z', RESUME, { g: goal.id }, owner)).resumeGoal;
    expect(resumed.days).toBe(7);
    expect(resumed.goal.status).toBe('active');
    expect(resumed.goal.pause).toBeNull();
    expect(resumed.goal.deadline).toBe(plus(goal.deadline, 7));
    const before = byId(goal.tasks);
    let open = 0;
    for (const t of resumed.goal.tasks as Task[]) {
      const was = before.get(t.id)!;
      if (t.id === first.id) {
        expect(t.date).toBe(was.date);
        expect(t.completed).toBe(true);
      } else if (was.date) {
        expect(t.date).toBe(plus(was.date, 7));
        open++;
      }
    }
    expect(resumed.moved).toBe(open);
    expect(await agendaGoals('2026-05-12T07:00:00Z', owner)).toContain(goal.id);
    // Resuming again moves nothing.
    expect((await ok('2026-05-13T07:00:00Z', RESUME, { g: goal.id }, owner)).resumeGoal).toMatchObject({
      days: 0,
      moved: 0,
    });
  });

  it('keeps the deadline when asked, the steps still moving', async () => {
    const goal = await newGoal(owner);
    await ok(T0, PAUSE, { g: goal.id }, owner);
    const r = (await ok('2026-05-07T09:00:00Z', RESUME, { g: goal.id, k: true }, owner)).resumeGoal;
    expect(r.days).toBe(3);
    expect(r.goal.deadline).toBe(goal.deadline);
    const step = goal.tasks.find((t) => t.parentId && t.date)!;
    expect(byId(r.goal.tasks).get(step.id)!.date).toBe(plus(step.date!, 3));
  });

  it('counts the pause in the person’s calendar days across the DST change (Berlin)', async () => {
    const person = await registerUser(app);
    await ok(T0, ZONE, { tz: 'Europe/Berlin' }, person);
    const goal = await newGoal(person, '2026-03-20T09:00:00Z');
    // Saturday 23:30 CET to Saturday 23:30 CEST: 167 hours, 7 days.
    const p = (await ok('2026-03-28T22:30:00Z', PAUSE, { g: goal.id }, person)).pauseGoal;
    expect(p.pause.since).toBe('2026-03-28');
    const r = (await ok('2026-04-04T21:30:00Z', RESUME, { g: goal.id }, person)).resumeGoal;
    expect(r.days).toBe(7);
    expect(r.goal.deadline).toBe(plus(goal.deadline, 7));
  });

  it('ends a pause set until a date on that date, across a month end', async () => {
    const goal = await newGoal(owner, '2026-01-29T09:00:00Z');
    await ok('2026-01-29T09:00:00Z', PAUSE, { g: goal.id, u: '2026-02-02' }, owner);
    // Resumed late: the pause lasted until its date (4 days), not until the person came back.
    const r = (await ok('2026-02-10T09:00:00Z', RESUME, { g: goal.id }, owner)).resumeGoal;
    expect(r.days).toBe(4);
    const step = goal.tasks.find((t) => t.parentId && t.date)!;
    expect(byId(r.goal.tasks).get(step.id)!.date).toBe(plus(step.date!, 4));
  });

  it('a pause set until a date ends by itself on that date (the scheduled job), the steps moved by its days', async () => {
    const person = await registerUser(app);
    await ok(T0, ZONE, { tz: 'Asia/Tokyo' }, person);
    const goal = await newGoal(person);
    await ok(T0, PAUSE, { g: goal.id, u: '2026-05-08' }, person);
    const db = { db: app.database.db, events: inTransactionOnly };
    // 7 May 23:00 in Tokyo: not yet.
    expect(await endLapsedPauses(db, new Date('2026-05-07T14:00:00Z'))).toBe(0);
    expect((await ok(T0, GET, { id: goal.id }, person)).goal.status).toBe('paused');
    // 8 May 00:30 in Tokyo (still 7 May in UTC): the day has come there.
    expect(await endLapsedPauses(db, new Date('2026-05-07T15:30:00Z'))).toBe(1);
    const after = (await ok('2026-05-08T01:00:00Z', GET, { id: goal.id }, person)).goal;
    expect(after).toMatchObject({ status: 'active', pause: null, deadline: plus(goal.deadline, 4) });
    const step = goal.tasks.find((t) => t.parentId && t.date)!;
    expect(byId(after.tasks).get(step.id)!.date).toBe(plus(step.date!, 4));
    expect(await agendaGoals('2026-05-08T01:00:00Z', person)).toContain(goal.id);
    // Nothing left to end.
    expect(await endLapsedPauses(db, new Date('2026-05-09T00:00:00Z'))).toBe(0);
  });

  it('refuses bad input in the person’s language and changes nothing', async () => {
    const goal = await newGoal(owner);
    const past = await at(T0, PAUSE, { g: goal.id, u: '2026-05-01' }, owner, 'ru');
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(messageOf(past)).toMatch(/^Пауза должна закончиться/);
    const long = await at(T0, PAUSE, { g: goal.id, r: 'x'.repeat(501) }, owner);
    expect(messageOf(long)).toBe('The reason for the pause can be at most 500 characters.');
    expect((await ok(T0, GET, { id: goal.id }, owner)).goal).toMatchObject({ status: 'active', pause: null });
    // Only those in the plan may pause it: a stranger finds no goal.
    const stranger = await registerUser(app);
    expect(codeOf(await at(T0, PAUSE, { g: goal.id }, stranger))).toBe('NOT_FOUND');
  });
});
describe('a paused company plan pauses only the member who paused', () => {
  it('owner pauses: the member goes on, sees "paused", not the reason; their dates stay put on resume', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await newGoal(owner);
    await ok(T0, OPEN, { g: goal.id }, owner);
    await ok(T0, JOIN, { g: goal.id }, member);
    const mine = (await ok(T0, GET, { id: goal.id }, member)).goal as { tasks: Task[] };

    await ok('2026-05-05T09:00:00Z', PAUSE, { g: goal.id, r: 'Private reason' }, owner);
    const seen = (await ok('2026-05-06T09:00:00Z', GET, { id: goal.id }, member)).goal;
    expect(seen.status).toBe('paused');
    expect(seen.pause).toMatchObject({ since: '2026-05-05', reason: null, mine: false });
    expect(seen.forecast).not.toBeNull();
    expect(await agendaGoals('2026-05-06T09:00:00Z', member)).toContain(goal.id);
    expect(await agendaGoals('2026-05-06T09:00:00Z', owner)).not.toContain(goal.id);

    await ok('2026-05-12T09:00:00Z', RESUME, { g: goal.id }, owner);
    const after = (await ok('2026-05-12T09:00:00Z', GET, { id: goal.id }, member)).goal as { tasks: Task[] };
    expect(after.tasks.map((t) => t.date)).toEqual(mine.tasks.map((t) => t.date));
  });

  it('member pauses: out of their agenda only; on resume their own copy moves by the pause', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await newGoal(owner);
    await ok(T0, OPEN, { g: goal.id }, owner);
    await ok(T0, JOIN, { g: goal.id }, member);
    const mine = (await ok(T0, GET, { id: goal.id }, member)).goal as { tasks: Task[] };

    const p = (await ok('2026-05-05T09:00:00Z', PAUSE, { g: goal.id, r: 'Exams' }, member)).pauseGoal;
    expect(p.status).toBe('active');
    expect(p.pause).toMatchObject({ mine: true, reason: 'Exams' });
    expect(await agendaGoals('2026-05-06T09:00:00Z', member)).not.toContain(goal.id);
    expect(await agendaGoals('2026-05-06T09:00:00Z', owner)).toContain(goal.id);
    // The owner sees the plan as theirs: not paused, and not the member's reason.
    expect((await ok('2026-05-06T09:00:00Z', GET, { id: goal.id }, owner)).goal.pause).toBeNull();

    const r = (await ok('2026-05-10T09:00:00Z', RESUME, { g: goal.id }, member)).resumeGoal;
    expect(r.days).toBe(5);
    const after = (await ok('2026-05-10T09:00:00Z', GET, { id: goal.id }, member)).goal as { tasks: Task[] };
    expect(after.tasks.map((t) => t.date)).toEqual(mine.tasks.map((t) => (t.date ? plus(t.date, 5) : null)));
    const owners = (await ok('2026-05-10T09:00:00Z', GET, { id: goal.id }, owner)).goal as { tasks: Task[] };
    expect(owners.tasks.map((t) => t.date)).toEqual(goal.tasks.map((t) => t.date));
  });
});
