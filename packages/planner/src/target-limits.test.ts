import { describe, expect, it } from 'vitest';
import { extractTarget } from './target.js';
import { analyseGoal } from './understand.js';

const target = (text: string, lang: 'en' | 'ru' = /[а-яё]/iu.test(text) ? 'ru' : 'en') =>
  extractTarget(text, lang);
const understood = (text: string, timezone: string) =>
  analyseGoal({ text, today: '2026-11-27', timezone }).goal.target;

describe('targets said as a share, a ceiling or a whole', () => {
  it.each([
    ['negotiate a 15% pay rise this spring', 15],
    ['попросить прибавку на 12% к лету', 12],
    ['bring my HbA1c down to 7.2 by summer', 7.2],
    ['get my body fat under 18%', 18],
  ])('%s: %s per cent', (text, value) => {
    expect(target(text)).toMatchObject({ value, unit: 'percent' });
  });

  it.each([
    ['gaming no more than 1 hour on school nights', 1],
    ['cut instagram from 5 hrs to 1', 1],
    ['сидеть в телефоне не больше 3 ч в день', 3],
    ['скроллить ленту макс час', 1],
  ])('%s: %s hour', (text, value) => {
    expect(target(text)).toMatchObject({ value, unit: 'hour' });
  });

  it('reads the whole when the part done is given: "12 of 30 chapters", «15к знаков из 60к»', () => {
    expect(target('finish the thesis, 12 of 30 chapters written')).toMatchObject({ value: 30 });
    expect(target('дописать повесть: 15к слов из 60к')).toMatchObject({ value: 60000, start: 15000 });
  });

  it('keeps the wanted score, not the one the person has now', () => {
    expect(target('LSAT 152 now, want 165 by June')).toMatchObject({ value: 165, unit: 'point' });
    expect(target('apply to law school, LSAT already done (168)')).toBeNull();
    expect(target('IELTS 6.0 for the visa')).toMatchObject({ value: 6, unit: 'band' });
    expect(target('экзамен по вождению 12 марта')).toBeNull();
  });

  it('reads a clock and a session length as no target', () => {
    expect(target('просыпаться в 7 утра каждый день')).toBeNull();
    expect(target('stretch before bed, 15 min')).toBeNull();
    expect(target('learn Spanish for the trip, 20 min mornings')).toBeNull();
    expect(target('hold a plank 3 min')).toMatchObject({ value: 3, unit: 'minute' });
  });

  it('reads a saving pace as no sum: the named sum, or none', () => {
    expect(target('save 8k for a car, I can put aside $250 a month')).toMatchObject({ value: 8000 });
    expect(target('Set aside $300 a month for a holiday')).toBeNull();
  });
});

describe('dollars in the writer’s currency', () => {
  it.each([
    ['clear my $6k credit card', 'Australia/Brisbane', 'AUD'],
    ['save $3,000 for a canoe trip', 'America/Vancouver', 'CAD'],
    ['save $3,000 for a canoe trip', 'America/Denver', 'USD'],
    ['save 2000 USD for flights home', 'Pacific/Auckland', 'USD'],
  ])('%s (%s): %s', (text, zone, unit) => {
    expect(understood(text, zone)).toMatchObject({ unit });
  });
});
