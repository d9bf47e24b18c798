/**
 * How long, in ms, PGlite's statements may hold the event loop in one turn before the next waits for another turn.
 * libuv accepts one new connection per turn of the loop (libuv#3696): the statements run on this thread, and a
 * turn that served every request read in it (~60 requests, 100-200 ms under load) let one waiting connection in.
 * 200 connecting clients then waited in the kernel's accept queue for seconds (its length fell by one or two every
 * 200 ms, `ss -ltn`), and those past 10 s timed out. Bounded turns let a connection in every few milliseconds.
 */
export const TURN_MS = 5;

/**
 * A gate each statement passes inside PGlite's lock: it returns at once while this turn of the loop has run
 * statements for less than `budgetMs`; otherwise it waits for the next turn (setImmediate: after the loop's poll
 * phase, which accepts a connection and reads the sockets). Whoever holds the lock waits, so the others stay
 * queued behind it in order.
 */
export function loopTurns(budgetMs = TURN_MS) {
  let openedAt = -1;
  const close = () => {
    openedAt = -1;
  };
  const open = () => {
    openedAt = performance.now();
    // Runs when this turn's callbacks are done: the next statement opens a turn of its own.
    setImmediate(close);
  };
  return (): Promise<void> | undefined => {
    if (openedAt < 0) {
      open();
      return undefined;
    }
    if (performance.now() - openedAt < budgetMs) return undefined;
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        open();
        resolve();
      });
    });
  };
}
