import { describe, expect, it } from 'vitest';
import { countedThing } from './counted.js';
import { extractTarget } from './target.js';

describe('counts that are the goal’s, and counts that are not', () => {
  it('skips a number said as where the person stands now', () => {
    expect(extractTarget('swim 1 km nonstop by June, rn i manage 200 m', 'en')).toMatchObject({
      value: 1,
      unit: 'km',
    });
    expect(extractTarget('проплыть 2 км к лету, сейчас 400 м', 'ru')).toMatchObject({ value: 2, unit: 'km' });
  });

  it('reads a rhythm of one as no target', () => {
    expect(extractTarget('выкладывать 1 пост в неделю', 'ru')).toBeNull();
    expect(extractTarget('post 1 video a week on my channel', 'en')).toBeNull();
  });

  it('looks past a date to the count the goal is about', () => {
    expect(countedThing('открыть студию до 1 апреля, хочу первых 15 учеников', 'ru')).toMatchObject({
      value: 15,
      unit: 'учеников',
    });
  });

  it('reads the people who come along as no count', () => {
    expect(countedThing('поехать на море, 3 взрослых и 1 ребёнок', 'ru')).toBeNull();
    expect(countedThing('a week in Lisbon for 2 adults', 'en')).toBeNull();
  });
});

describe('a sum put aside', () => {
  it('is finances whatever earns it', async () => {
    const { analyseGoal } = await import('./understand.js');
    const category = (text: string) => analyseGoal({ text, today: '2026-11-27' }).goal.category;
    expect(category('накопить 150 тыс на ноутбук с подработки')).toBe('finances');
    expect(category('save $3k from my side hustle for a road trip')).toBe('finances');
  });
});

describe('the start the person states', () => {
  it.each([
    ['LSAT: want 170, currently 158', 170, 158],
    ['сдать ОГЭ по химии на 60 баллов, сейчас на пробниках 35', 60, 35],
    ['swim 2 km by summer, rn I manage 800 m', 2, 0.8],
  ])('%s', (text, value, start) => {
    expect(extractTarget(text, /[а-яё]/iu.test(text) ? 'ru' : 'en')).toMatchObject({ value, start });
  });
});
