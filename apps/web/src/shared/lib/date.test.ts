import { describe, expect, it } from 'vitest';
import {
  formatBirthday,
  formatTypedDate,
  parseDottedDate,
  parseIsoDate,
  parseTypedDate,
  toDottedDate,
  typedDateStyle,
} from './date';

describe('birthday formatting (S-D3)', () => {
  it('is a long date: numeric day, long month name, numeric year, in the user language', () => {
    expect(formatBirthday('1990-05-07', 'en')).toBe('May 7, 1990');
    expect(formatBirthday('1990-05-07', 'ru')).toBe('7 мая 1990 г.');
  });

  it("falls back to the browser's language when the user has none", () => {
    expect(formatBirthday('2001-12-31', null, 'en-GB')).toBe('31 December 2001');
    expect(formatBirthday('2001-12-31', '', 'ru-RU')).toBe('31 декабря 2001 г.');
  });

  it('is none when the date is missing or invalid', () => {
    expect(formatBirthday(null, 'en')).toBeNull();
    expect(formatBirthday(undefined, 'en')).toBeNull();
    expect(formatBirthday('', 'en')).toBeNull();
    expect(formatBirthday('not a date', 'en')).toBeNull();
    expect(formatBirthday('2023-02-30', 'en')).toBeNull();
    expect(formatBirthday('1990-13-01', 'ru')).toBeNull();
  });

  it('does not shift the day with the time zone', () => {
    expect(parseIsoDate('2000-01-01')?.toISOString()).toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('calendar format (S-C1): DD.MM.YYYY', () => {
  it('parses what the user types', () => {
    expect(parseDottedDate('22.11.2026')).toBe('2026-11-22');
    expect(parseDottedDate('1.2.1990')).toBe('1990-02-01');
    expect(parseDottedDate('31.02.2020')).toBeNull();
    expect(parseDottedDate('2020-01-01')).toBeNull();
  });
  it('displays ISO dates', () => {
    expect(toDottedDate('2026-11-22')).toBe('22.11.2026');
    expect(toDottedDate('garbage')).toBeNull();
  });
});

describe('a date as people type it', () => {
  const today = new Date(2026, 10, 27);
  it('reads the locale order: Russian day first, US English month first, British day first', () => {
    expect(typedDateStyle('ru')).toEqual({ order: 'dmy', separator: '.' });
    expect(typedDateStyle('en-US')).toEqual({ order: 'mdy', separator: '/' });
    expect(typedDateStyle('en-GB')).toEqual({ order: 'dmy', separator: '/' });
    expect(parseTypedDate('7.5.1990', 'dmy', today)).toBe('1990-05-07');
    expect(parseTypedDate('05/07/1990', 'mdy', today)).toBe('1990-05-07');
    expect(parseTypedDate('1990-05-07', 'mdy', today)).toBe('1990-05-07');
    expect(parseTypedDate('07.05.90', 'dmy', today)).toBe('1990-05-07');
    expect(parseTypedDate('07.05.24', 'dmy', today)).toBe('2024-05-07');
  });

  it('reads nothing from what is no real date', () => {
    expect(parseTypedDate('31.02.1990', 'dmy', today)).toBeNull();
    expect(parseTypedDate('13/13/1990', 'mdy', today)).toBeNull();
    expect(parseTypedDate('7 May', 'dmy', today)).toBeNull();
    expect(parseTypedDate('07.05.199', 'dmy', today)).toBeNull();
  });

  it('writes a date back in the locale order', () => {
    expect(formatTypedDate('1990-05-07', { order: 'mdy', separator: '/' })).toBe('05/07/1990');
    expect(formatTypedDate('1990-05-07', { order: 'dmy', separator: '.' })).toBe('07.05.1990');
  });
});
