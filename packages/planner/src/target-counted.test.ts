import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const plan = (text: string) => generatePlan({ text, today: '2026-11-28', timezone: 'Europe/London' });
const labels = (text: string) => plan(text).tasks.map((t) => t.label);

describe('a business counted in clients or listings gets steps that count towards it', () => {
  it.each([
    [
      'Go self-employed as a bookkeeper for small businesses in Leeds, first 5 paying clients by the end of Q1',
      /of 5 clients/u,
    ],
    [
      'launch my etsy shop for crochet plushies in 3 wks, want at least 20 listings up before xmas orders',
      /of 20 listings/u,
    ],
    ['open an online store for my candles on Shopify, 40 products listed by March', /of 40 products/u],
    [
      'запустить магазин на озоне с кружками ручной работы, выложить 30 карточек к новому году',
      /из 30 карточек/u,
    ],
  ])('%s', (text, counted) => {
    const p = plan(text);
    expect(p.progression?.points.at(-1)?.value).toBe(p.goal.target?.value);
    expect(p.tasks.filter((t) => counted.test(t.label)).length).toBeGreaterThan(1);
  });

  it('keeps a count no playbook counts as shown, never climbed', () => {
    const p = plan('Apply to 5 PhD programs by December');
    expect(p.goal.target).toMatchObject({ value: 5, unit: 'programs' });
    expect(p.progression).toBeNull();
    expect(labels('Apply to 5 PhD programs by December').some((l) => /\d+ of 5 programs/u.test(l))).toBe(
      false,
    );
  });
});
