import { describe, expect, it } from 'vitest';
import { toDay, toIso, weekdayOf } from './dates.js';
import { localDate } from './pause.js';
import {
  fitDeadline,
  needsChoice,
  type Option,
  type ReflowInput,
  type ReflowStep,
  replanOptions,
  rhythmChange,
  shiftPlan,
} from './replan-choice.js';

/** A plan of `weeks` weeks from the Monday `start`: one milestone per week, steps on Mon/Wed/Fri at 07:00. */
function plan(start: string, weeks: number, doneUntil: string): ReflowStep[] {
  const steps: ReflowStep[] = [];
  for (let w = 0; w < weeks; w++) {
    const m = `m${w}`;
    const friday = toIso(toDay(start) + w * 7 + 4);
    steps.push({ id: m, parentId: null, date: friday, time: '07:00', completed: false });
    for (const [i, d] of [0, 2, 4].entries()) {
      const date = toIso(toDay(start) + w * 7 + d);
      steps.push({
        id: `s${w}-${i}`,
        parentId: m,
        date,
        time: '07:00',
        completed: date < doneUntil,
        label: `Run ${w}.${i}`,
      });
    }
  }
  return steps;
}

const kind = (options: Option[], k: Option['kind']) => options.find((o) => o.kind === k)!;
const apply = (steps: ReflowStep[], o: Option) => {
  const moves = new Map(o.moves.map((m) => [m.id, m]));
  return steps
    .filter((s) => !o.drops.includes(s.id))
    .map((s) => (moves.has(s.id) ? { ...s, ...moves.get(s.id)! } : s));
};

describe('when the plan offers the choice', () => {
  const steps = plan('2026-03-02', 6, '2026-03-09');
  it('absorbs one or two missed steps quietly; three bring the choice', () => {
    expect(needsChoice({ steps, today: '2026-03-12', deadline: '2026-04-12' })).toMatchObject({
      missed: 2,
      offer: false,
    });
    expect(needsChoice({ steps, today: '2026-03-14', deadline: '2026-04-12' })).toMatchObject({
      missed: 3,
      offer: true,
    });
  });
  it('offers it after a week without a tick even with one missed step; a pinned step never counts', () => {
    const one = steps.map((s) => (s.id === 's1-1' || s.id === 's1-2' ? { ...s, date: '2026-03-20' } : s));
    expect(
      needsChoice({ steps: one, today: '2026-03-16', deadline: null, lastDone: '2026-03-06' }),
    ).toMatchObject({
      missed: 1,
      quietDays: 7,
      offer: true,
    });
    expect(
      needsChoice({ steps: one, today: '2026-03-15', deadline: null, lastDone: '2026-03-06' }).offer,
    ).toBe(false);
    const pinned = one.map((s) => (s.id === 's1-0' ? { ...s, pinned: true } : s));
    expect(needsChoice({ steps: pinned, today: '2026-03-16', deadline: null }).offer).toBe(false);
  });
});

describe('the four options after three missed steps (Berlin, across the DST change of 29 March)', () => {
  // Monday 16 March; the week of 9 March (three runs) was missed. The deadline is Sunday 12 April.
  const steps = plan('2026-03-02', 6, '2026-03-09');
  const input: ReflowInput = { steps, today: '2026-03-16', deadline: '2026-04-12' };
  const options = replanOptions(input);

  it('drops only the missed steps and keeps the finish and the deadline', () => {
    const drop = kind(options, 'drop');
    expect(drop.available).toBe(true);
    expect(drop.drops.sort()).toEqual(['s1-0', 's1-1', 's1-2']);
    expect(drop.moves.filter((m) => m.id.startsWith('s'))).toEqual([]);
    expect(drop.finish).toBe('2026-04-10');
    expect(drop.deadline).toBe('2026-04-12');
    expect(drop.perWeek).toBe(3);
  });

  it('pushes everything back by the gap (7 days), deadline too, load unchanged', () => {
    const shift = kind(options, 'shift');
    expect(shift.moves.find((m) => m.id === 's1-0')).toEqual({
      id: 's1-0',
      date: '2026-03-16',
      time: '07:00',
    });
    expect(shift.moves.find((m) => m.id === 's5-2')?.date).toBe('2026-04-17');
    expect(shift.finish).toBe('2026-04-17');
    expect(shift.deadline).toBe('2026-04-19');
    expect(shift.perWeek).toBe(3);
    expect(shift.perWeekBefore).toBe(3);
  });

  it('catches up gradually: one extra session a week meets the deadline, upcoming steps never come earlier', () => {
    const gradual = kind(options, 'gradual');
    expect(gradual.available).toBe(true);
    expect(gradual.perWeek).toBe(4);
    expect(gradual.finish! <= '2026-04-12').toBe(true);
    expect(gradual.deadline).toBe('2026-04-12');
    for (const m of gradual.moves) {
      const was = steps.find((s) => s.id === m.id)!;
      if (was.date! >= '2026-03-16' && was.parentId) expect(m.date >= was.date!).toBe(true);
    }
  });

  it('lightens to two sessions a week and moves the deadline to the new finish', () => {
    const lighten = kind(options, 'lighten');
    expect(lighten.perWeek).toBe(2);
    expect(lighten.finish! > '2026-04-12').toBe(true);
    expect(lighten.deadline).toBe(lighten.finish);
    const after = apply(steps, lighten).filter((s) => s.parentId && !s.completed);
    // Every open step is on Mon/Wed/Fri, in the same order as before.
    expect(after.every((s) => [1, 3, 5].includes(weekdayOf(toDay(s.date!))))).toBe(true);
    const order = after.map((s) => s.id);
    expect([...after].sort((a, b) => a.date!.localeCompare(b.date!)).map((s) => s.id)).toEqual(order);
  });

  it('never moves a step placed by hand or a done one', () => {
    const pinned = steps.map((s) => (s.id === 's3-1' ? { ...s, pinned: true, date: '2026-03-26' } : s));
    for (const o of replanOptions({ ...input, steps: pinned })) {
      expect(o.moves.some((m) => m.id === 's3-1' || m.id.startsWith('s0-'))).toBe(false);
      expect(o.drops).not.toContain('s3-1');
    }
  });

  it('reads "today" in the person zone: late Sunday evening in New York is still Sunday', () => {
    const today = localDate(new Date('2026-03-16T03:30:00Z'), 'America/New_York');
    expect(today).toBe('2026-03-15');
    expect(needsChoice({ ...input, today }).missed).toBe(3);
  });
});

describe('nothing missed, rhythm and shifting', () => {
  const steps = plan('2026-01-05', 6, '2026-01-26');
  const input: ReflowInput = { steps, today: '2026-01-26', deadline: '2026-02-15' };

  it('offers only lightening when nothing is missed', () => {
    const options = replanOptions(input);
    expect(options.map((o) => [o.kind, o.available, o.reason])).toEqual([
      ['gradual', false, 'nothingMissed'],
      ['shift', false, 'nothingMissed'],
      ['lighten', true, null],
      ['drop', false, 'nothingMissed'],
    ]);
  });

  it('moves the open steps to evenings, not Wednesdays, each in its own week, over the month end', () => {
    const o = rhythmChange(input, { weekdays: [1, 2, 4, 5], timeOfDay: '19:00' });
    const after = apply(steps, o).filter((s) => s.parentId && !s.completed);
    expect(after.every((s) => s.time === '19:00' && weekdayOf(toDay(s.date!)) !== 3)).toBe(true);
    expect(o.finish).toBe('2026-02-13');
    expect(o.deadline).toBe('2026-02-15');
    expect(o.perWeek).toBe(3);
    // The week of 26 January keeps its three steps: Monday and Friday stay, Wednesday's goes to Tuesday.
    expect(after.filter((s) => s.date! <= '2026-02-01').map((s) => s.date)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-30',
    ]);
  });

  it('an unchanged rhythm moves nothing; only the time of day moves every open step', () => {
    // Milestones included: the test plan's milestones sit on their last step already.
    expect(rhythmChange(input, { weekdays: [1, 3, 5] }).moves).toEqual([]);
    const shifted = input.steps.map((s) => (s.parentId === null ? { ...s, date: '2026-02-20' } : s));
    expect(rhythmChange({ ...input, steps: shifted }, { weekdays: [1, 3, 5] }).moves).toEqual([]);
    const evenings = rhythmChange(input, { weekdays: [1, 3, 5], timeOfDay: '19:00' });
    expect(evenings.moves.every((m) => m.time === '19:00')).toBe(true);
    expect(evenings.finish).toBe('2026-02-13');
  });

  it('shifts the plan by a week across the month end and back; never before today', () => {
    const week = shiftPlan(input, 7);
    expect(week.moves.find((m) => m.id === 's3-0')?.date).toBe('2026-02-02');
    expect(week.deadline).toBe('2026-02-22');
    const back = shiftPlan(input, -7);
    expect(back.available).toBe(false);
    expect(back.reason).toBe('beforeToday');
  });

  it('shifts across a leap day and a year end', () => {
    const leap = plan('2028-02-21', 2, '2028-02-21');
    expect(
      shiftPlan({ steps: leap, today: '2028-02-21', deadline: '2028-03-05' }, 7).moves.find(
        (m) => m.id === 's1-0',
      )?.date,
    ).toBe('2028-03-06');
    const dec = plan('2026-12-21', 2, '2026-12-21');
    const o = shiftPlan({ steps: dec, today: '2026-12-21', deadline: '2027-01-03' }, 14);
    expect(o.deadline).toBe('2027-01-17');
    expect(o.finish).toBe('2027-01-15');
  });
});

describe('a new deadline', () => {
  const steps = plan('2026-01-05', 8, '2026-01-12');
  const input: ReflowInput = { steps, today: '2026-01-12', deadline: '2026-03-01' };

  it('earlier: lays the open steps out inside it, in order, on the plan days', () => {
    const o = fitDeadline(input, '2026-02-15');
    expect(o.available).toBe(true);
    expect(o.finish! <= '2026-02-15').toBe(true);
    expect(o.deadline).toBe('2026-02-15');
    expect(o.perWeek).toBeGreaterThan(3);
    const after = apply(steps, o).filter((s) => s.parentId && !s.completed);
    expect(after.every((s) => s.date! >= '2026-01-12' && s.date! <= '2026-02-15')).toBe(true);
  });

  it('earlier: a milestone without steps on the old deadline ("Goal reached") goes with it', () => {
    const reached: ReflowStep = {
      id: 'goal',
      parentId: null,
      date: '2026-03-01',
      time: '09:00',
      completed: false,
    };
    const o = fitDeadline({ ...input, steps: [...steps, reached] }, '2026-02-15');
    expect(o.available).toBe(true);
    expect(o.moves.find((m) => m.id === 'goal')?.date).toBe('2026-02-15');
  });

  it('later: nothing moves', () => {
    const o = fitDeadline(input, '2026-03-31');
    expect(o).toMatchObject({ available: true, moves: [], deadline: '2026-03-31' });
  });

  it('says why it cannot: too little room, a hand-placed step after it, a past date', () => {
    expect(fitDeadline(input, '2026-01-16').reason).toBe('noRoom');
    const pinned = steps.map((s) => (s.id === 's7-2' ? { ...s, pinned: true } : s));
    expect(fitDeadline({ ...input, steps: pinned }, '2026-02-15').reason).toBe('pinnedAfter');
    expect(fitDeadline(input, '2026-01-10').reason).toBe('deadlinePast');
  });
});
