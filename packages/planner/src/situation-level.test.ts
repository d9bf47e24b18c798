import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { readSituation } from './situation.js';

describe('a level the person states', () => {
  it.each([
    ['Polish my Portuguese, I am B1 and aim for B2', 'B1'],
    ['Get my Korean to B2, currently at A2', 'A2'],
    ['Я на B1, хочу свободно говорить по-итальянски', 'B1'],
    ['Французский: я сейчас на уровне A2', 'A2'],
    ['Пройти курс немецкого, у меня уже B1', 'B1'],
    ['Reach C1 Dutch, B2 now', 'B2'],
    ['Learn Mandarin from scratch', 'A0'],
    ['Improve my upper-intermediate English', 'B2'],
    ['Испанский со среднего уровня до свободного', 'B1'],
  ])('%s: %s', (text, level) => {
    expect(readSituation(text).level).toBe(level);
  });

  it('is past the basics from B1 up, not below', () => {
    expect(readSituation('Polish my Portuguese, I am B1').facts).toContain('experienced');
    expect(readSituation('Polish my Portuguese, I am A2').facts).not.toContain('experienced');
  });

  it('is not asked again', () => {
    const plan = generatePlan({ text: 'Свободно говорить по-английски, я на B1', today: '2026-03-02' });
    expect(plan.questions?.map((q) => q.id) ?? []).not.toContain('level-now');
  });
});
