import { describe, expect, it } from 'vitest';
import * as goals from '../features/goals/i18n';
import * as plans from '../features/plans/i18n';
import * as profilePlans from '../features/profile/plansTexts';
import * as roadmap from '../features/roadmap/i18n';
import * as shared from '../shared/goals/texts';
import { textKeys } from '../shared/i18n/namespace';

const modules = { shared, goals, plans, roadmap, profilePlans };

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
});
