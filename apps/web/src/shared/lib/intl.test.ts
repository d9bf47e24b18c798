import { describe, expect, it } from 'vitest';
import { dateFormat, relativeFormat } from './intl';

describe('dateFormat / relativeFormat: one formatter per language and options', () => {
  it('returns the same formatter for the same language and options, another for others', () => {
    const a = dateFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(dateFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateFormat('ru', { day: 'numeric', month: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date(Date.UTC(2026, 10, 22)))).toBe('22 ноября');
    expect(relativeFormat('en', { numeric: 'auto' })).toBe(relativeFormat('en', { numeric: 'auto' }));
    expect(relativeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('a language the browser rejects throws, as Intl does, every time', () => {
    expect(() => dateFormat('not a language!', {})).toThrow(RangeError);
    expect(() => dateFormat('not a language!', {})).toThrow(RangeError);
  });
});
