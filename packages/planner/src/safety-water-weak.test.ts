import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const TODAY = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today: TODAY });

describe('safety: a weak swimmer in open water', () => {
  it.each([
    'swim across Emerald Bay at Tahoe (~1 mile) by July 4th. can barely swim one length of the pool lol, gonna just go for it solo',
    "I'm a weak swimmer but want to swim in the sea across the cove by august",
    'swim across the lake at the cabin this summer, I can hardly swim',
    'переплыть озеро к августу, плаваю плохо',
    'еле плаваю, хочу проплыть 2 км в открытой воде летом',
    'переплыть реку у дачи в июле, хотя плаваю еле-еле',
    'doing the 2km ocean swim at Bondi for my mates charity on 7/2. i cant really swim but ill wear flippers and just go for it 🌊',
    "ocean swim in march, I'm not much of a swimmer",
    "the New Year's Day dip at the harbour with work mates, can't really swim but I'll jump in",
    'a winter swim off the pier in march, can barely swim',
  ])('warns and starts with lessons for %s', (text) => {
    const p = plan(text);
    expect(p.safety?.codes).toContain('safety-water');
    expect(p.goal.domain).toBe('water-confidence');
    expect(p.tasks.find((t) => t.parentId !== null)?.label).toMatch(/instructor|инструктор/u);
    expect(p.tasks.some((t) => /kayak escort|tow float|каяке/u.test(t.label))).toBe(true);
  });

  it.each([
    'swim 1 mile in the pool by march',
    'learn to swim by summer',
    "swim across Lake Tahoe's Emerald Bay in july, I swim 3 km in the pool twice a week",
    'can barely swim, want to swim 1 km in the pool by summer',
    'плаваю плохо, хочу научиться плавать кролем в бассейне',
    'переплыть озеро Тахо летом, плаваю 3 км в бассейне',
    "can't really swim butterfly yet, 100 m butterfly in the pool by spring",
    "jump in the pool and swim 20 lengths by march, can't really swim well yet",
  ])('keeps the swimming plan for %s', (text) => {
    const p = plan(text);
    expect(p.safety?.codes ?? []).not.toContain('safety-water');
    expect(p.goal.domain).toBe('swimming');
  });
});
