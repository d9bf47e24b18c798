import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const labels = (text: string) =>
  generatePlan({ text, today: '2026-11-28', timezone: 'Europe/Moscow' }).tasks.map((t) => t.label);
const count = (text: string, re: RegExp) => labels(text).filter((l) => re.test(l)).length;

const ESSAY = /сочинение в формате|essay in exam format/u;
const SPEAKING = /^(?:Speaking|Говорение) in exam format|^Говорение в формате/u;
const LISTENING = /^(?:Listening section in exam format|Аудирование в формате экзамена)/u;

describe('an exam part the person names', () => {
  it.each([
    'Сдать ЕГЭ по русскому на 80+, пробники сейчас на 65, сочинение хромает',
    'ЕГЭ по литературе и русскому, боюсь сочинения',
    'IELTS 7 by June, my writing is stuck at 5.5',
    'Pass the TOEFL, essays are my weak spot',
  ])('%s: a weekly essay from the first weeks', (text) => {
    expect(count(text, ESSAY)).toBeGreaterThanOrEqual(6);
  });

  it('adds speaking and listening when named, not a part said to be fine', () => {
    const text = 'IELTS 7 in 4 months, speaking is my weakest, listening is fine';
    expect(count(text, SPEAKING)).toBeGreaterThanOrEqual(6);
    expect(count(text, LISTENING)).toBe(0);
    expect(count('Сдать IELTS на 7, аудирование хромает', LISTENING)).toBeGreaterThanOrEqual(6);
  });

  it.each([
    'Сдать ЕГЭ по математике на 80',
    'Pass the IELTS with 7 by June',
    'IELTS 7, writing is fine, reading needs work',
  ])('%s: no part step', (text) => {
    expect(count(text, ESSAY) + count(text, SPEAKING) + count(text, LISTENING)).toBe(0);
  });
});
