import { describe, expect, it } from 'vitest';
import { dotted, hhmm, longDate, monthName, percent } from './format';

describe('formatting', () => {
  it('formats dates as DD.MM.YYYY and long dates in the language', () => {
    expect(dotted('2026-11-22')).toBe('22.11.2026');
    expect(dotted(null)).toBe('');
    expect(longDate('2026-11-22', 'ru')).toBe('22 ноября 2026 г.');
    expect(longDate('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(monthName('2026-11', 'ru')).toMatch(/ноябрь 2026/);
  });
  it('remembers long dates apart by language, form and day, and never a bad date', () => {
    expect(longDate('2026-11-22', 'ru')).toBe('22 ноября 2026 г.');
    expect(longDate('2026-11-22', 'ru', { weekday: true })).toBe('воскресенье, 22 ноября');
    expect(longDate('2026-11-22', 'en', { weekday: true })).toBe('Sunday, November 22');
    expect(longDate('2026-11-23', 'ru')).toBe('23 ноября 2026 г.');
    expect(longDate('2026-11-22', 'ru')).toBe('22 ноября 2026 г.');
    expect(longDate('2026-13-45', 'ru')).toBe('');
    expect(longDate('', 'ru')).toBe('');
  });
  it('formats times and percents', () => {
    expect(hhmm('9:05')).toBe('09:05');
    expect(hhmm('18:30:00')).toBe('18:30');
    expect(percent(0.333)).toBe(33);
    expect(percent(2)).toBe(100);
  });
});
