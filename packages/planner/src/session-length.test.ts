import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

/** The session length the person gave is the length of the sessions in the plan. */
const labels = (text: string, timezone: string) =>
  generatePlan({ text, today: '2026-11-28', timezone })
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label);

describe('a stated session length', () => {
  it.each([
    [
      'учить английский к лету, 3 раза в неделю по часу',
      'Europe/Moscow',
      /^Заниматься 1 час:/u,
      /^Заниматься 30 минут/u,
    ],
    [
      'learn guitar by summer, 3 sessions a week, an hour each',
      'America/New_York',
      /guitar, 1 hour:/u,
      /guitar, 20 min/u,
    ],
    [
      'learn guitar by summer, 45 min sessions',
      'America/New_York',
      /guitar, 45 minutes:/u,
      /guitar, 20 min/u,
    ],
  ])('%s', (text, zone, has, hasNot) => {
    const all = labels(text, zone);
    expect(all.some((l) => has.test(l))).toBe(true);
    expect(all.some((l) => hasNot.test(l))).toBe(false);
  });

  it('without one, the playbook keeps its lengths; short chores keep theirs', () => {
    expect(labels('learn guitar by summer', 'America/New_York').some((l) => /guitar, 20 min/u.test(l))).toBe(
      true,
    );
    const hour = labels('учить английский к лету по часу в день', 'Europe/Moscow');
    expect(hour.some((l) => /15 минут/u.test(l) && /1 час/u.test(l))).toBe(false);
  });
});
