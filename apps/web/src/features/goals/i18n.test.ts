import { describe, expect, it } from 'vitest';
import { en, ru } from './i18n';

const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string' ? [base(`${prefix}${k}`)] : keys(v, `${prefix}${k}.`),
  );
}

describe('goals texts', () => {
  it('has every English text in Russian, and no more', () => {
    expect([...new Set(keys(ru))].sort()).toEqual([...new Set(keys(en))].sort());
  });
  it('has the Russian plural forms', () => {
    expect(ru.plans).toHaveProperty('behind_few');
    expect(ru.plans).toHaveProperty('behind_many');
    expect(ru.goals).toHaveProperty('steps_few');
  });
});
