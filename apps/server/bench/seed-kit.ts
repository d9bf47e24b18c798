// What the scale seed's parts share: the seeded users' e-mail domain, how to count them, and the
// bulk-loading helpers (indexes moved aside during a load, a timed step, a quoted SQL list).
import type pg from 'pg';

/** The e-mail domain of seeded users: how the bench finds them and tells them from real ones. */
export const SCALE_DOMAIN = 'scale.test';

/** Values as a SQL list of string literals (the seed's own lists: no quotes inside). */
export const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/** The scale seed's own users in this database (0 when it holds none). */
export async function scaleUsers(client: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from users where email like '%@${SCALE_DOMAIN}'`,
  );
  return rows[0]?.n ?? 0;
}

/** A Latin spelling of a lower-case Russian name, as people pick usernames (Пётр → petr, Юлия → yuliya). */
export function translitSql(expr: string): string {
  const pairs: Array<[string, string]> = [
    ['щ', 'shch'],
    ['ж', 'zh'],
    ['х', 'kh'],
    ['ц', 'ts'],
    ['ч', 'ch'],
    ['ш', 'sh'],
    ['ю', 'yu'],
    ['я', 'ya'],
    ['ь', ''],
    ['ъ', ''],
  ];
  let out = `lower(${expr})`;
  for (const [from, to] of pairs) out = `replace(${out}, '${from}', '${to}')`;
  return `translate(${out}, 'абвгдеёзийклмнопрстуфы', 'abvgdeezijklmnoprstufy')`;
}

/**
 * Moves a table's plain secondary indexes (not those behind a constraint) out of the way while `load`
 * runs, and builds them again after it from their own definitions: one sorted build each is much faster
 * than millions of random inserts into each.
 */
export async function withoutIndexes<T>(
  client: pg.PoolClient,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [table],
  );
  for (const r of rows) await client.query(`drop index "${r.name}"`);
  const result = await load();
  for (const r of rows) await client.query(r.def);
  return result;
}

export async function step<T>(log: (line: string) => void, label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}
