import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The conversation's scrolling: start at the bottom; keep the bottom when already there (or after my own
 * message: `follow`); keep the reading position when earlier messages come in above; otherwise say that new
 * messages are below. `count` is how many messages (sent or pending) the list shows.
 */
export function useConversationScroll(count: number, follow: boolean) {
  const [newBelow, setNewBelow] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFrom = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list grows
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
      return;
    }
    if (atBottom.current || follow) {
      el.scrollTop = el.scrollHeight;
      setNewBelow(false);
    } else if (count > 0) {
      setNewBelow(true);
    }
  }, [count]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (atBottom.current) setNewBelow(false);
  };

  /** Before earlier messages are loaded above: the same message stays in view. */
  const keepReadingPosition = () => {
    const el = scroller.current;
    if (el) keepFrom.current = el.scrollHeight - el.scrollTop;
  };

  /** After sending: the list follows to the bottom. */
  const stickToBottom = () => {
    atBottom.current = true;
  };

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setNewBelow(false);
  };

  return { scroller, onScroll, keepReadingPosition, stickToBottom, newBelow, toBottom };
}
