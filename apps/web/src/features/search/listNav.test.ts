import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../shared/lib/debounce';
import { nextIndex, searchable } from './listNav';

describe('search keyboard navigation', () => {
  it('moves from the field into the results and back, without wrapping', () => {
    expect(nextIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextIndex(2, 'ArrowDown', 3)).toBe(2);
    expect(nextIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(nextIndex(0, 'ArrowUp', 3)).toBe(-1);
    expect(nextIndex(-1, 'ArrowUp', 3)).toBe(-1);
    expect(nextIndex(1, 'End', 3)).toBe(2);
    expect(nextIndex(2, 'Home', 3)).toBe(0);
    // In the field, Home and End move the caret, not the selection.
    expect(nextIndex(-1, 'Home', 3)).toBeNull();
    expect(nextIndex(0, 'a', 3)).toBeNull();
    expect(nextIndex(-1, 'ArrowDown', 0)).toBe(-1);
  });

  it('sends only queries of 2+ characters, spaces folded', () => {
    expect(searchable(' п ')).toBeNull();
    expect(searchable('  петро   ва ')).toBe('петро ва');
    expect(searchable('x'.repeat(150))).toHaveLength(100);
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, 250 ms after the last keystroke, with the last value', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const typed = debounce(fn, 250);
    for (const q of ['п', 'пе', 'пет', 'петр', 'петро']) {
      typed(q);
      vi.advanceTimersByTime(100);
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('петро');
    typed('x');
    typed.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
