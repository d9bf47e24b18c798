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

describe('experience and what the person has', () => {
  it.each([
    "Nail the Chopin nocturne by spring, I've played piano for 12 years",
    'Been climbing since college, want to lead 6b outdoors',
    'Вязать свитер, вяжу уже 10 лет',
    'Рисую с детства, хочу поступить в художку',
  ])('%s: experienced', (text) => {
    expect(readSituation(text).facts).toContain('experienced');
  });

  it('is not experience of a marriage or a habit', () => {
    expect(readSituation("I've been married for 9 years").facts).not.toContain('experienced');
    expect(readSituation('Quit vaping, been vaping for 6 years').level).toBeUndefined();
  });

  it('reads a body weight written without its unit', () => {
    expect(readSituation('Скинуть 6 кг после отпуска, сейчас 84').bodyWeight).toEqual({
      value: 84,
      unit: 'kg',
    });
    expect(readSituation('Drop 15 lbs, currently 205').bodyWeight).toEqual({ value: 205, unit: 'lb' });
  });

  it('knows a pet one already has', () => {
    expect(readSituation('Already have the kitten, want her litter trained').facts).toContain('has-pet');
  });
});
