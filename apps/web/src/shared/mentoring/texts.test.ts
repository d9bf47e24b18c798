import { describe, expect, it } from 'vitest';
import { textKeys } from '../i18n/namespace';
import { en, ru } from './texts';

describe('mentoring texts', () => {
  it('say the same things in Russian and English', () => {
    expect([...new Set(textKeys(ru))].sort()).toEqual([...new Set(textKeys(en))].sort());
  });
});
