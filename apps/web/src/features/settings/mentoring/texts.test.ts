import { describe, expect, it } from 'vitest';
import { textKeys } from '../../../shared/i18n/namespace';
import * as mentoring from '../../../shared/mentoring/texts';
import { en, ru } from './texts';

describe('playbook texts', () => {
  it('say the same things in Russian and English', () => {
    expect([...new Set(textKeys(ru))].sort()).toEqual([...new Set(textKeys(en))].sort());
  });
  it('answer no key the shared mentoring texts answer', () => {
    const shared = new Set(textKeys(mentoring.en));
    expect(textKeys(en).filter((k) => shared.has(k))).toEqual([]);
  });
});
