import { describe, expect, it } from 'vitest';
import { dayLabel, differentDay, relativeTime } from './relativeTime';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (s: number) => new Date(now - s * 1000).toISOString();

describe('relativeTime', () => {
  it('speaks Russian with its plural forms', () => {
    expect(relativeTime(ago(10), 'ru', now)).toBe('сейчас');
    expect(relativeTime(ago(60), 'ru', now)).toBe('1 минуту назад');
    expect(relativeTime(ago(3 * 60), 'ru', now)).toBe('3 минуты назад');
    expect(relativeTime(ago(5 * 60), 'ru', now)).toBe('5 минут назад');
    expect(relativeTime(ago(26 * 3600), 'ru', now)).toBe('вчера');
  });

  it('speaks English, and treats a time slightly ahead (clock skew) as now', () => {
    expect(relativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(relativeTime(ago(8 * 24 * 3600), 'en', now)).toBe('last week');
    expect(relativeTime(ago(-30), 'en', now)).toBe('now');
    expect(relativeTime('garbage', 'en', now)).toBe('');
  });
});

describe('dayLabel', () => {
  it('names today and yesterday, else the date (the year only when it differs)', () => {
    const today = new Date(2026, 10, 22, 15, 0);
    const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();
    expect(dayLabel(at(2026, 10, 22, 1), 'ru', today)).toBe('Сегодня');
    expect(dayLabel(at(2026, 10, 21, 23), 'ru', today)).toBe('Вчера');
    expect(dayLabel(at(2026, 10, 21), 'en', today)).toBe('Yesterday');
    expect(dayLabel(at(2026, 10, 12), 'ru', today)).toBe('12 ноября');
    expect(dayLabel(at(2025, 11, 31), 'en', today)).toBe('December 31, 2025');
    expect(differentDay(at(2026, 10, 22, 1), at(2026, 10, 22, 23))).toBe(false);
    expect(differentDay(at(2026, 10, 21, 23), at(2026, 10, 22, 1))).toBe(true);
  });
});
