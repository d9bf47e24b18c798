import { describe, expect, it } from 'vitest';
import { textKeys } from '../../shared/i18n/namespace';
import * as profileOffers from './texts';

describe('profile offers texts', () => {
  it('en and ru have the same keys', () => {
    expect(new Set(textKeys(profileOffers.ru))).toEqual(new Set(textKeys(profileOffers.en)));
  });

  it('a visitor’s empty Offers never tells them to open a plan to company', () => {
    for (const texts of [profileOffers.en, profileOffers.ru]) {
      expect(texts.profileOffers.emptyGuest).not.toMatch(/open|откро|открыть/i);
      expect(texts.profileOffers.emptyOwn).toMatch(/Open to company|Открыть для компании/);
    }
  });
});
