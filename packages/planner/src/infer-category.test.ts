import { describe, expect, it } from 'vitest';
import { inferCategory } from './infer-category.js';

describe('inferCategory', () => {
  it.each([
    ['Finish an olympic triathlon next summer', 'health'],
    ['Hold a handstand for 30 seconds', 'health'],
    ['Научиться делать стойку на руках', 'health'],
    ['Crochet a granny-square blanket', 'hobbies'],
    ['Научиться гончарному делу', 'hobbies'],
    ['Land my first freelance gig', 'career'],
  ])('%s: %s', (text, category) => {
    expect(inferCategory(text, null)).toBe(category);
  });
});
