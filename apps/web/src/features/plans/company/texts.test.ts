import { describe, expect, it } from 'vitest';
import { textKeys } from '../../../shared/i18n/namespace';
import * as company from './texts';

describe('with company texts', () => {
  it('en and ru have the same keys (plan panel)', () => {
    expect(new Set(textKeys(company.ru))).toEqual(new Set(textKeys(company.en)));
  });
});
