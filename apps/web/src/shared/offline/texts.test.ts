import { describe, expect, it } from 'vitest';
import { textKeys } from '../i18n/namespace';
import { en as offlineEn, ru as offlineRu } from './texts';

const base = (keys: string[]) =>
  [...new Set(keys.map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();

describe('offline texts', () => {
  it('have the same keys in ru and en, and no empty text', () => {
    expect(base(textKeys(offlineRu))).toEqual(base(textKeys(offlineEn)));
    for (const value of [...Object.values(offlineEn), ...Object.values(offlineRu)])
      expect(value).toBeTruthy();
  });
});
