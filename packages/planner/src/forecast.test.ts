import { describe, expect, it } from 'vitest';
import { type ForecastStep, forecast, publicPace } from './forecast.js';
import { measuredPace } from './measured.js';
import { shiftDate } from './pause.js';

/** A step every other day from `start`, `count` of them; the first `done` ticked on their own day. */
function plan(start: string, count: number, done: number, completedOn?: (i: number) => string) {
  return Array.from({ length: count }, (_, i): ForecastStep => {
    const date = shiftDate(start, i * 2);
    return { date, completed: i < done, completedOn: i < done ? (completedOn?.(i) ?? date) : null };
  });
}

describe('the forecast of a plan', () => {
  const today = '2026-06-22';
  const start = shiftDate(today, -20); // 10 steps before today, 20 after

  it('is on pace when everything planned so far is done, finishing on the planned day', () => {
    const f = forecast({ steps: plan(start, 30, 10), today });
    expect(f.state).toBe('onPace');
    expect(f.daysBehind).toBe(0);
    expect(f.plannedFinish).toBe(shiftDate(start, 58));
    expect(f.expectedFinish).toBe(f.plannedFinish);
    expect(f.pace).toBe(1);
    expect(f.basis).toBe('steps');
  });

  it('absorbs one missed step quietly', () => {
    const steps = plan(start, 30, 10);
    steps[9]!.completed = false;
    expect(forecast({ steps, today }).state).toBe('onPace');
  });

  it('is N days behind at half the pace, with a range around the expected finish', () => {
    const steps = plan(start, 30, 5);
    const f = forecast({ steps, today });
    expect(f.state).toBe('behind');
    expect(f.daysBehind).toBeGreaterThan(2);
    expect(f.pace).toBe(0.5);
    expect(f.expectedFinish! > f.plannedFinish!).toBe(true);
    expect(f.earliestFinish! <= f.expectedFinish!).toBe(true);
    expect(f.latestFinish! >= f.expectedFinish!).toBe(true);
    // Behind by exactly the days the expected finish lies past the planned one.
    const gap = (Date.parse(f.expectedFinish!) - Date.parse(f.plannedFinish!)) / 86_400_000;
    expect(f.daysBehind).toBe(gap);
  });

  it('is ahead when steps planned for later are already done', () => {
    const steps = plan(start, 30, 16, (i) => shiftDate(start, Math.min(i * 2, 19)));
    const f = forecast({ steps, today });
    expect(f.state).toBe('ahead');
    expect(f.daysBehind).toBeLessThan(-2);
    expect(f.expectedFinish! < f.plannedFinish!).toBe(true);
  });

  it('reads the plan alone when there is no pace yet (a plan that starts today)', () => {
    const f = forecast({ steps: plan(today, 10, 0), today });
    expect(f).toMatchObject({
      state: 'onPace',
      pace: null,
      basis: 'plan',
      expectedFinish: shiftDate(today, 18),
    });
  });

  it('says done, and when, once every step is ticked', () => {
    const f = forecast({ steps: plan(start, 5, 5), today });
    expect(f.state).toBe('done');
    expect(f.expectedFinish).toBe(shiftDate(start, 8));
  });

  it('knows nothing of a plan without dated steps', () => {
    expect(forecast({ steps: [{ date: null, completed: false }], today }).state).toBe('unknown');
    expect(forecast({ steps: [], today }).expectedFinish).toBeNull();
  });

  it('weighs the results of a measurable goal against its progression', () => {
    const steps = plan(start, 30, 10);
    const planned = [
      { date: start, value: 0 },
      { date: shiftDate(start, 58), value: 58 },
    ];
    // Steps on pace, but the measure only half way to what was planned by today: behind.
    const f = forecast({
      steps,
      today,
      measured: { start: 0, planned, results: [{ date: today, value: 10 }] },
    });
    expect(f.basis).toBe('steps+results');
    expect(f.state).toBe('behind');
    // A measure ahead of the progression, with the steps on pace: ahead.
    const g = forecast({
      steps,
      today,
      measured: { start: 0, planned, results: [{ date: today, value: 40 }] },
    });
    expect(g.state).toBe('ahead');
  });

  it('shows the public only on pace or behind', () => {
    expect(publicPace({ state: 'ahead' })).toBe('onPace');
    expect(publicPace({ state: 'done' })).toBe('onPace');
    expect(publicPace({ state: 'behind' })).toBe('behind');
    expect(publicPace({ state: 'unknown' })).toBeNull();
  });

  it('gives no range from a plan’s first days (too few steps to read a pace from)', () => {
    const start = shiftDate(today, -1);
    const steps = plan(start, 20, 0);
    const f = forecast({ steps, today });
    expect(f.earliestFinish).toBe(f.expectedFinish);
    expect(f.latestFinish).toBe(f.expectedFinish);
  });

  it('crosses a month end and a leap day like the calendar', () => {
    const f = forecast({ steps: plan('2028-02-27', 3, 0), today: '2028-02-27' });
    expect(f.expectedFinish).toBe('2028-03-02');
  });
});

describe('a measurable goal: results drive the forecast', () => {
  const today = '2026-06-22';
  const start = shiftDate(today, -20);
  // A total from 0 to 58 over the plan's 58 days: 1 a day.
  const planned = [
    { date: start, value: 0 },
    { date: shiftDate(start, 58), value: 58 },
  ];
  const onPaceSteps = () => plan(start, 30, 10);

  it('takes the lag of a recent result as the slip, whatever the steps say', () => {
    // Steps all ticked; the latest result (10 by today) is what the plan meant to reach 10 days ago.
    const f = forecast({
      steps: onPaceSteps(),
      today,
      measured: { start: 0, planned, results: [{ date: today, value: 10 }] },
    });
    expect(f.basis).toBe('steps+results');
    expect(f.state).toBe('behind');
    expect(f.daysBehind).toBe(10);
    expect(f.expectedFinish).toBe(shiftDate(start, 68));
  });

  it('moves the expected finish when a second result comes in', () => {
    const first = forecast({
      steps: onPaceSteps(),
      today,
      measured: { start: 0, planned, results: [{ date: shiftDate(today, -7), value: 5 }] },
    });
    const second = forecast({
      steps: onPaceSteps(),
      today,
      measured: {
        start: 0,
        planned,
        results: [
          { date: shiftDate(today, -7), value: 5 },
          { date: today, value: 30 },
        ],
      },
    });
    expect(first.state).toBe('behind');
    expect(second.state).toBe('ahead');
    expect(second.expectedFinish! < first.expectedFinish!).toBe(true);
  });

  it('only averages a result older than the window with the steps', () => {
    const old = shiftDate(today, -25);
    const f = forecast({
      steps: plan(shiftDate(today, -40), 50, 20),
      today,
      measured: {
        start: 0,
        planned: [
          { date: shiftDate(today, -40), value: 0 },
          { date: shiftDate(today, 58), value: 98 },
        ],
        results: [{ date: old, value: 5 }],
      },
    });
    // The result lags 10 days; the steps are on pace: half of it.
    expect(f.daysBehind).toBe(5);
  });

  it('reads a falling measure (a time to beat, a body weight) the same way', () => {
    const down = [
      { date: start, value: 90 },
      { date: shiftDate(start, 58), value: 32 },
    ];
    const f = forecast({
      steps: onPaceSteps(),
      today,
      measured: { start: 90, planned: down, results: [{ date: today, value: 80 }] },
    });
    expect(f.state).toBe('behind');
    expect(f.daysBehind).toBe(10);
  });

  it('counts a result short of where the plan starts as behind, by the plan’s first rise', () => {
    // A level plan starting at 3.5 (its first checkpoint, as the planner writes a 10 km plan), +2 in 28 days.
    const level = [
      { date: today, value: 3.5 },
      { date: shiftDate(today, 28), value: 5.5 },
      { date: shiftDate(today, 56), value: 10 },
    ];
    const steps = plan(shiftDate(today, -6), 31, 3);
    const f = forecast({
      steps,
      today,
      measured: { start: 3.5, planned: level, results: [{ date: today, value: 1 }] },
    });
    // 2.5 short at 2/28 a day: 35 days.
    expect(f.state).toBe('behind');
    expect(f.daysBehind).toBe(35);
    const g = forecast({
      steps,
      today,
      measured: { start: 3.5, planned: level, results: [{ date: today, value: 3.5 }] },
    });
    expect(g.state).toBe('onPace');
  });

  it('does not read results dated after today', () => {
    const f = forecast({
      steps: onPaceSteps(),
      today,
      measured: { start: 0, planned, results: [{ date: shiftDate(today, 3), value: 1 }] },
    });
    expect(f.basis).toBe('steps');
    expect(f.state).toBe('onPace');
  });
});

describe('measuredPace', () => {
  it('starts from the first checkpoint and needs a result', () => {
    const progression = {
      direction: 'up' as const,
      points: [
        { date: '2026-07-01', value: 12 },
        { date: '2026-06-01', value: 0 },
      ],
    };
    expect(measuredPace(progression, [])).toBeNull();
    expect(measuredPace(null, [{ date: '2026-06-10', value: 1 }])).toBeNull();
    expect(measuredPace(progression, [{ date: '2026-06-10', value: 1 }])).toEqual({
      start: 0,
      planned: [
        { date: '2026-06-01', value: 0 },
        { date: '2026-07-01', value: 12 },
      ],
      results: [{ date: '2026-06-10', value: 1 }],
    });
  });
});
