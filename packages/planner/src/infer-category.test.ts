import { describe, expect, it } from 'vitest';
import { inferCategory } from './infer-category.js';
import { fixTypos } from './typos.js';

describe('inferCategory', () => {
  it.each([
    ['Finish an olympic triathlon next summer', 'health'],
    ['Hold a handstand for 30 seconds', 'health'],
    ['Научиться делать стойку на руках', 'health'],
    ['Crochet a granny-square blanket', 'hobbies'],
    ['Научиться гончарному делу', 'hobbies'],
    ['Land my first freelance gig', 'career'],
    ['Train hard daily until the season starts', 'health'],
    ['Put out an EP of my bedroom demos', 'creativity'],
    ['Смонтировать клип для группы', 'creativity'],
    ['Sit the ACCA exams by summer', 'career'],
    ['Clear out the garage this spring', 'hobbies'],
    ['Разобрать кладовку к весне', 'hobbies'],
    ['Поступить в вуз на заочку', 'self-development'],
    ['Finish my UCAS personal statement', 'self-development'],
    ['Тренеровки дома по утрам', 'health'],
  ])('%s: %s', (text, category) => {
    expect(inferCategory(fixTypos(text, /[а-яё]/iu.test(text) ? 'ru' : 'en'), null)).toBe(category);
  });
});
