/** What a key press in the composer does: Enter sends, Shift+Enter (or an IME still composing) types. */
export function composerKey(event: {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  keyCode?: number;
}): 'send' | 'type' {
  if (event.key !== 'Enter') return 'type';
  // keyCode 229: the IME is still composing (Safari reports isComposing late).
  if (event.isComposing || event.keyCode === 229) return 'type';
  if (event.shiftKey || event.altKey) return 'type';
  return 'send';
}

/** The counter near the limit: hidden until `from`, then "n / max"; over the limit blocks sending. */
export function counterState(length: number, max: number, from: number) {
  return { show: length >= from, over: length > max };
}
