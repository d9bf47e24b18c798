import { describe, expect, it } from 'vitest';
import { isRealPastDate, linkUrl, missingBaseBioFields, nameProblem, normaliseLinkUrl } from './profile.js';

describe('basic information (S-V2)', () => {
  it('names every empty field in the form order', () => {
    expect(missingBaseBioFields({ firstName: ' ', lastName: 'T', birthday: null, hasAvatar: false })).toEqual(
      ['firstName', 'birthday', 'avatar'],
    );
    expect(
      missingBaseBioFields({ firstName: 'V', lastName: 'T', birthday: '1990-05-07', hasAvatar: true }),
    ).toEqual([]);
  });

  it('accepts real past days from 1900 only', () => {
    expect(isRealPastDate('1990-05-07', '2026-11-27')).toBe(true);
    expect(isRealPastDate('1990-02-30', '2026-11-27')).toBe(false);
    expect(isRealPastDate('1899-12-31', '2026-11-27')).toBe(false);
    expect(isRealPastDate('2026-11-28', '2026-11-27')).toBe(false);
    expect(nameProblem('x'.repeat(61))).toBe('nameTooLong');
    expect(nameProblem('Vera')).toBeNull();
  });
});

describe('social links', () => {
  it('reads an address without a scheme as https', () => {
    expect(normaliseLinkUrl('t.me/vera')).toBe('https://t.me/vera');
    expect(normaliseLinkUrl(' www.example.com ')).toBe('https://www.example.com');
    expect(normaliseLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normaliseLinkUrl('http://example.com')).toBe('http://example.com');
    expect(linkUrl('github.com/vera')).toBe('https://github.com/vera');
  });

  it('refuses what is no web address', () => {
    expect(linkUrl('javascript:alert(1)')).toBeNull();
    expect(linkUrl('not a link')).toBeNull();
    expect(linkUrl('vera')).toBeNull();
    expect(linkUrl('')).toBeNull();
    expect(linkUrl('ftp://example.com')).toBeNull();
  });
});
