import { describe, expect, it } from 'vitest';
import { countProgress, progressPercent, progressRatio } from './progress.js';

const task = (id: string, parentId: string | null, completed = false) => ({ id, parentId, completed });

describe('progress', () => {
  it('counts the steps, and a milestone only when it has none', () => {
    const tasks = [task('m1', null, true), task('s1', 'm1', true), task('s2', 'm1'), task('m2', null, true)];
    expect(countProgress(tasks)).toEqual({ done: 2, total: 3 });
  });

  it('is 0 with nothing to do, and rounds the percentage', () => {
    expect(progressRatio({ done: 0, total: 0 })).toBe(0);
    expect(progressRatio({ done: 1, total: 4 })).toBe(0.25);
    expect(progressPercent({ done: 2, total: 3 })).toBe(67);
  });
});
