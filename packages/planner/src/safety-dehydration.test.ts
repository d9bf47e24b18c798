import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const today = '2026-11-27';
const plan = (text: string) => generatePlan({ text, today }, { allSteps: true });
const codes = (text: string) => (plan(text).warnings ?? []).map((w) => w.code);

describe('safety screen: making weight by dehydration', () => {
  it.each([
    'drop 8 pounds for my weigh-in on friday with a sauna suit',
    'cut 5 kg in 4 days, no water the last two',
    'make weight for my boxing match: water cut 6 lbs',
    'согнать 4 кг к взвешиванию, буду сидеть в костюме-сауне',
    'сбросить 3 кило за неделю без воды перед соревнованиями',
  ])('warns of dehydration: %s', (text) => {
    const p = plan(text);
    expect(codes(text)).toContain('safety-dehydration');
    const labels = p.tasks.map((t) => t.label).join('\n');
    expect(labels).not.toMatch(/sauna|сауна|no water|без воды|water cut/iu);
    const first = [...p.tasks]
      .filter((t) => t.parentId !== null)
      .sort((a, b) => a.date.localeCompare(b.date))[0]!;
    expect(first.label).toMatch(/doctor|coach|врач|тренер/iu);
  });

  it.each([
    'lose 10 pounds by summer, drink more water',
    'go to the sauna twice a week',
    'hike the canyon in 2 days carrying enough water',
    'похудеть на 5 кг к лету, пить больше воды',
  ])('no dehydration warning: %s', (text) => {
    expect(codes(text)).not.toContain('safety-dehydration');
  });
});
