import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryColor } from './categories';

describe('categories', () => {
  it('gives each category its colour, gray for an unknown one', () => {
    expect(CATEGORIES).toContain('health');
    expect(categoryColor('health')).toBe('green');
    expect(categoryColor('unknown')).toBe('gray');
  });
});
