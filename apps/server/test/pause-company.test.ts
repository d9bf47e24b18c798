// Pausing and resuming a goal over HTTP against buildApp(), with the test clock (x-stepwise-now): the agenda
// while paused, steps and deadline after a resume a week later, done steps untouched, a company plan pausing
// only the member who paused, who reads the reason, the forecast and the public pace, and bad input.
import { describe, expect, it } from 'vitest';
import { registerUser } from './harness.js';
import { app, GET, JOIN, newGoal, OPEN, ok, PAUSE, setUpFile, T0 } from './pause-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe('who reads the forecast and the pause', () => {
  it('the owner and the mentor read it in full, the reason too; a stranger only the pace', async () => {
    const mentor = await registerUser(app);
    const owner = await registerUser(app);
    await ok(
      T0,
      'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }',
      {
        input: { headline: 'Coach', bio: 'Steady.', categories: ['health'], languages: ['en'] },
      },
      mentor,
    );
    await ok(T0, 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }', { id: mentor.id }, owner);
    const goal = await newGoal(owner);
    // Three weeks later with nothing done: behind.
    const later = '2026-05-25T09:00:00Z';
    const own = (await ok(later, GET, { id: goal.id }, owner)).goal;
    expect(own.forecast.state).toBe('behind');
    expect(own.forecast.daysBehind).toBeGreaterThan(2);
    expect(own.forecast.expectedFinish > own.forecast.plannedFinish).toBe(true);
    expect(own.pace).toBe('behind');
    const mentors = (await ok(later, GET, { id: goal.id }, mentor)).goal;
    expect(mentors.forecast).toEqual(own.forecast);
    const stranger = await registerUser(app);
    const seen = (await ok(later, GET, { id: goal.id }, stranger)).goal;
    expect(seen.forecast).toBeNull();
    expect(seen.pace).toBe('behind');

    await ok(later, PAUSE, { g: goal.id, r: 'Knee' }, owner);
    expect((await ok(later, GET, { id: goal.id }, mentor)).goal.pause.reason).toBe('Knee');
    expect((await ok(later, GET, { id: goal.id }, stranger)).goal.pause.reason).toBeNull();
    // A paused plan's forecast stops with it: a week later it says the same.
    const week = (await ok('2026-06-01T09:00:00Z', GET, { id: goal.id }, owner)).goal;
    expect(week.forecast).toEqual((await ok(later, GET, { id: goal.id }, owner)).goal.forecast);
  });
});
describe('a pause reaches open pages live', () => {
  it('the companion, the mentor and the person’s other device hear of it; a stranger does not', async () => {
    const mentor = await registerUser(app);
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const stranger = await registerUser(app);
    await ok(
      T0,
      'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }',
      {
        input: { headline: 'Coach', bio: 'Steady.', categories: ['health'], languages: ['en'] },
      },
      mentor,
    );
    await ok(T0, 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }', { id: mentor.id }, owner);
    const goal = await newGoal(owner);
    await ok(T0, OPEN, { g: goal.id }, owner);
    await ok(T0, JOIN, { g: goal.id }, member);
    const LIVE = 'subscription { planActivity { goalId userId kind } }';
    const streams = await Promise.all(
      [member, mentor, owner, stranger].map((u) => subscribe(app, LIVE, u.token)),
    );
    await new Promise((r) => setTimeout(r, 300));
    await ok('2026-05-05T09:00:00Z', PAUSE, { g: goal.id }, owner);
    const heard = { goalId: goal.id, userId: owner.id, kind: 'paused' };
    for (const stream of streams.slice(0, 3)) expect((await stream.next(1)).data.planActivity).toEqual(heard);
    await new Promise((r) => setTimeout(r, 300));
    expect(streams[3]!.events).toHaveLength(0);
    for (const stream of streams) stream.close();
  });
});
