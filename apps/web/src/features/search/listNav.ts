/**
 * Keyboard movement through search results. -1 is the search field itself: ArrowDown from the field
 * goes to the first result, ArrowUp from the first result back to the field; Home/End jump; the ends
 * do not wrap (a user who holds the key stops at the last result).
 */
export function nextIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return key === 'ArrowUp' || key === 'ArrowDown' ? -1 : null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, -1);
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}

/** The query worth sending: trimmed, runs of spaces made one, at least 2 characters (the server's minimum). */
export function searchable(raw: string): string | null {
  const q = raw.replace(/\s+/g, ' ').trim();
  return [...q].length >= 2 ? [...q].slice(0, 100).join('') : null;
}
