import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { drowsyDrivingFinding } from './safety-drowsy-driving.js';

const TIRED = [
  'drive NYC to LA in 2 days straight, no motels, just red bull + coffee. leaving 12/26, want to hit Route 66 on the way',
  'доехать из Москвы во Владивосток без остановок на сон',
  'drive 20+ hours a day to get to Florida by Friday',
  'ехать по 18 часов в сутки до Сочи',
  'drive to Chicago through the night',
  'перегнать машину из Германии без ночёвок',
  'road trip to Denver non-stop, my friend and I will just stay awake',
  'доехать до Питера за рулём не спать всю ночь',
];
const OTHER = [
  'road trip across the US in 2 weeks',
  'learn to drive',
  'поехать на машине на море',
  'road trip, drive 6 hours a day',
  'quit red bull, I drive to work',
  'hard drive backup without stops',
  'без остановок выучить английский',
  'перестать пить энергетики, езжу на машине',
];

const codes = (text: string) =>
  (generatePlan({ text, today: '2026-11-28' }).warnings ?? []).map((w) => w.code);

describe('safety screen: driving without sleep', () => {
  it.each(TIRED)('warns on %s', (text) => expect(drowsyDrivingFinding(text)).not.toBeNull());
  it.each(OTHER)('leaves %s alone', (text) => expect(drowsyDrivingFinding(text)).toBeNull());
  it.each(OTHER.slice(0, 3))('plans %s unwarned', (text) =>
    expect(codes(text)).not.toContain('safety-drowsy-driving'),
  );

  it('plans the road trip with sleep stops first', () => {
    const plan = generatePlan({ text: TIRED[0]!, today: '2026-11-28' });
    expect(plan.warnings?.find((w) => w.code === 'safety-drowsy-driving')?.message).toMatch(/8–10 hours/u);
    expect(plan.goal.domain).toBe('road-trip');
    const labels = plan.tasks.map((t) => t.label).join('\n');
    expect(labels).toMatch(/sleep stops/u);
    expect(labels).not.toMatch(/red bull|straight/iu);
  });

  it('says the same in Russian, for a trip that was read as a sleep goal', () => {
    const plan = generatePlan({ text: TIRED[1]!, today: '2026-11-28' });
    expect(plan.goal.domain).toBe('road-trip');
    expect(plan.tasks.map((t) => t.label).join('\n')).toMatch(/ночёвками/u);
  });
});
