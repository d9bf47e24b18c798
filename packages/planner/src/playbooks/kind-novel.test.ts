import { describe, expect, it } from 'vitest';
import { generatePlan } from '../generate.js';

const plan = (text: string) => generatePlan({ text, today: '2026-11-28' });
const steps = (text: string) =>
  plan(text)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label);

describe('a novel plan reads as sentences', () => {
  it.each([
    'Finish my novel: write 80,000 words by June',
    'Write 20 chapters of my novel by May',
    'Write a novel this year',
    'Дописать роман, 60000 слов к лету',
    'Хочу написать роман за год',
    'Написать 15 глав романа к маю',
  ])('%s: no "subject:" prefix on any line', (text) => {
    expect(plan(text).goal.domain).toBe('novel');
    const all = steps(text);
    expect(all.length).toBeGreaterThan(10);
    for (const title of all) expect(title).not.toMatch(/^(?:Novel|Draft|Черновик|Правка)[^:]*:/iu);
  });

  it('a writing session says what to write and how much', () => {
    expect(steps('Finish my novel: write 80,000 words by June')).toContain(
      'Write 800 words, then log the word count',
    );
    expect(steps('Дописать роман, 60000 слов к лету')).toContain(
      'Написать 600 слов, затем записать счётчик слов',
    );
  });

  it('a goal that is not a novel keeps its own plan', () => {
    expect(plan('Write my thesis by June').goal.domain).not.toBe('novel');
  });
});
