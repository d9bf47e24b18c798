import { sql } from 'drizzle-orm';

/** The SQL list of allowed values for a check constraint: `'a', 'b'`. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
