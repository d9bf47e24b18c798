/**
 * The rows of a raw statement's result (`db.execute(sql…)`), typed as the columns the statement selects. Both
 * drivers (node-postgres, PGlite) answer with `rows`; Drizzle types the result per driver, so the one cast of
 * a raw result is here.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
