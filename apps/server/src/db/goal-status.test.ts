import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { goalStatusIs, goalStatusSql } from './goal-status.js';
import { goals } from './schema.js';

const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query);

describe('goal statuses in SQL, from the status table', () => {
  it('writes a meaning held by one status as an equality with a literal (no parameter)', () => {
    expect(text(sql`${goalStatusIs(sql`g.status`, 'agenda')}`)).toEqual({
      sql: "g.status = 'active'",
      params: [],
    });
  });

  it('writes a meaning held by several as a list, on a Drizzle column too', () => {
    expect(text(sql`${goalStatusIs(goals.status, 'onProfile')}`).sql).toBe(
      `"goals"."status" in ('active', 'paused', 'completed')`,
    );
  });

  it('refuses a status the table does not have', () => {
    expect(() => goalStatusSql("x'; drop table goals; --" as never)).toThrow(/not a goal status/);
  });
});
