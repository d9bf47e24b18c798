import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

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
