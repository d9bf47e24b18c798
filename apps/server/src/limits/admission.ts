/**
 * At most `slots` pieces of work at once; the others wait in line and start in the order they came.
 *
 * Why (PGlite): the embedded database runs one statement at a time, and each statement waits behind every other
 * request's. With 200 requests under way a statement waited ~270 ms, so a request of four statements took four
 * times as long as one of one (p50 1,050 ms against 270 ms, a p99 of 1.4-1.7 s). With the requests let in 16 at
 * a time, each waits its turn once and then runs with few others: every kind answered in ~360 ms at p50 and
 * p99 under 0.75 s, at the same throughput (docs/decisions/054-overload-and-the-line.md).
 */
export interface Admission {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How long, in ms, the first in line has waited; 0 when nobody waits. */
  waited(): number;
  /** How many wait in line. */
  waiting(): number;
}

export function createAdmission(slots: number): Admission {
  let active = 0;
  const line: Array<{ go: () => void; since: number }> = [];
  // The slot passes straight to the first in line: a newcomer cannot slip in between.
  const leave = () => {
    const next = line.shift();
    if (next) next.go();
    else active--;
  };
  return {
    async run(work) {
      if (active < slots) active++;
      else await new Promise<void>((go) => line.push({ go, since: performance.now() }));
      try {
        return await work();
      } finally {
        leave();
      }
    },
    waited: () => (line.length > 0 ? performance.now() - line[0]!.since : 0),
    waiting: () => line.length,
  };
}
