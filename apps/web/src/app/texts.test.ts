import { describe, expect, it } from 'vitest';
import * as achPage from '../features/achievements/texts';
import * as authPages from '../features/auth/texts';
import * as goals from '../features/goals/texts';
import * as messages from '../features/messages/texts';
import * as bell from '../features/notifications/texts';
import * as plans from '../features/plans/texts';
import * as profilePlans from '../features/profile/texts';
import * as roadmap from '../features/roadmap/texts';
import * as search from '../features/search/texts';
import * as setupPages from '../features/setup/texts';
import * as ach from '../shared/achievements/texts';
import * as shared from '../shared/goals/texts';
import { textKeys } from '../shared/i18n/namespace';
import * as people from '../shared/people/texts';

const modules = {
  shared,
  goals,
  plans,
  roadmap,
  profilePlans,
  people,
  messages,
  search,
  bell,
  authPages,
  setupPages,
  ach,
  achPage,
};

/** Every key path of a texts object, plural suffixes kept. */
const rawKeys = (value: unknown, prefix = ''): string[] =>
  Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : rawKeys(v, `${prefix}${k}.`),
  );

describe('texts registered by features', () => {
  it.each(Object.entries(modules))('%s has every English text in Russian, and no more', (_, m) => {
    expect([...new Set(textKeys(m.ru))].sort()).toEqual([...new Set(textKeys(m.en))].sort());
  });
  it('no two namespaces answer the same key', () => {
    const all = Object.values(modules).flatMap((m) => [...new Set(textKeys(m.en))]);
    expect(all.length).toBe(new Set(all).size);
  });
  it('has the Russian plural forms', () => {
    expect(plans.ru.plans).toHaveProperty('behind_few');
    expect(plans.ru.plans).toHaveProperty('behind_many');
    expect(shared.ru.goals).toHaveProperty('steps_few');
  });
  it.each(Object.entries(modules))('%s: every Russian plural has _one, _few and _many', (_, m) => {
    const keys = rawKeys(m.ru);
    for (const key of keys.filter((k) => k.endsWith('_one'))) {
      const base = key.slice(0, -4);
      expect(keys).toContain(`${base}_few`);
      expect(keys).toContain(`${base}_many`);
    }
  });
});
