import { describe, expect, it } from 'vitest';
import { generatePlan } from '../generate.js';

const titles = (text: string) => generatePlan({ text, today: '2026-11-28' }).tasks.map((t) => t.label);

describe('an audience plan reads as sentences', () => {
  it.each([
    'Grow my YouTube channel to 1000 subscribers by summer',
    'Start a podcast and get 500 listeners',
    'Get my newsletter to 2k subscribers',
    'Хочу раскрутить свой телеграм канал до 5000 подписчиков к лету',
    'Вести блог и набрать 1000 подписчиков',
    'Раскрутить инсту до 10к подписчиков',
  ])('%s: no "subject:" prefix on any line', (text) => {
    const all = titles(text);
    expect(all.length).toBeGreaterThan(10);
    for (const title of all)
      expect(title).not.toMatch(
        /^(?:YouTube|Telegram|Podcast|Newsletter|Blog|Ютуб|Телеграм|Блог|Инстаграм)[^:]*:/iu,
      );
  });

  it('names the platform in a sentence, in the middle in lower case', () => {
    expect(titles('Start a podcast and get 500 listeners')).toContain(
      'Write in one sentence who your podcast is for and what they get from it',
    );
  });
});
