// The app's statements on PGlite go through db/pglite-statements.ts and db/pglite-wire.ts, which use PGlite's
// locks and protocol streams (marked internal) and read its wire bytes themselves. This test holds them to PGlite's
// own `query`: the same rows, columns, counts and errors for every kind of value the app stores. A PGlite upgrade
// that renames an internal, changes a lock or how values are parsed fails here, not in production.
import { describe, expect, it } from 'vitest';
import { namedStatements } from '../src/db/pglite-statements.js';
import { dbKind, freshDatabase } from './harness.js';

const STATEMENTS: Array<[string, unknown[]]> = [
  ['select 1 as one', []],
  [
    `select $1::int as i, $2::bigint as big, $3::numeric as n, $4::real as r, $5::double precision as d,
      $6::boolean as b, $7::text as t, $8::uuid as u, $9::date as day, $10::timestamptz as at,
      $11::jsonb as j, $12::json as js, $13::text[] as list, $14::int[] as ints, $15::bytea as raw`,
    [
      42,
      '9007199254740993',
      '12.50',
      1.5,
      2.25,
      true,
      'café ✓ «ok»',
      '0b5f4e0e-6c1e-4a43-9a57-4d3c4d0f5d11',
      '2026-03-01',
      new Date('2026-03-01T10:20:30.456Z'),
      JSON.stringify({ a: [1, 'x', null] }),
      JSON.stringify({ b: true }),
      ['a', 'b,c', null],
      [1, 2, 3],
      Buffer.from([0, 1, 255]),
    ],
  ],
  ['select null::text as nothing, null::int as none, null::jsonb as j', []],
  ['select * from wire_t order by id', []],
  ['insert into wire_t (id, label) values ($1, $2) returning id, label, at', [3, 'three']],
  ['update wire_t set label = $1 where id >= $2', ['changed', 2]],
  ['delete from wire_t where id = $1', [3]],
  ['select id from wire_t where id = $1', [999]],
  ['with x as (select generate_series(1, $1::int) as n) select sum(n)::int as total from x', [100]],
];

describe.skipIf(dbKind !== 'pglite')("PGlite statements read as PGlite's own query reads them", () => {
  it('the internals used are there', async () => {
    const { database } = await freshDatabase();
    try {
      const pg = database.pglite as unknown as Record<string, unknown>;
      for (const name of [
        '_runExclusiveQuery',
        '_runExclusiveTransaction',
        'execProtocolStream',
        'execProtocolRawStream',
        'syncToFs',
      ])
        expect(typeof pg[name], name).toBe('function');
      expect(typeof pg.serializers, 'serializers').toBe('object');
      expect(typeof pg.parsers, 'parsers').toBe('object');
    } finally {
      await database.close();
    }
  });

  it('gives the same rows, columns, counts and errors', async () => {
    const { database } = await freshDatabase();
    try {
      const client = database.pglite!;
      const ours = namedStatements(client);
      const reset = () =>
        client.exec(
          "delete from wire_t; insert into wire_t (id, label, at) values (1, 'one', '2001-01-02T03:04:05Z'), (2, null, null)",
        );
      await client.exec('create table wire_t (id int primary key, label text, at timestamptz default now())');
      // A row written now has now() in it: compared by type.
      const rowsOf = (rows: unknown[]) =>
        rows.map((row) =>
          Object.fromEntries(
            Object.entries(row as Record<string, unknown>).map(([k, v]) => [
              k,
              k === 'at' && v instanceof Date && v.getUTCFullYear() !== 2001 ? 'a date' : v,
            ]),
          ),
        );
      const shape = (r: { rows: unknown[]; fields: unknown[]; affectedRows?: number }) => ({
        rows: rowsOf(r.rows),
        fields: r.fields,
        affectedRows: r.affectedRows ?? 0,
      });
      // Twice each: the second run binds the statement prepared by the first. Each write starts from the same rows.
      for (const round of [1, 2]) {
        for (const [text, params] of STATEMENTS) {
          await reset();
          const theirs = await client.query(text, params);
          await reset();
          const mine = await ours.query(text, params);
          expect(shape(mine), `${text} (round ${round})`).toEqual(shape(theirs));
        }
      }
      await reset();
      const array = await ours.query<unknown[]>('select 1 as a, $1::text as b', ['x'], { rowMode: 'array' });
      expect(array.rows).toEqual([[1, 'x']]);

      const errorOf = (p: Promise<unknown>) =>
        p.then(
          () => undefined,
          (e: unknown) => e,
        );
      const theirs = (await errorOf(client.query('insert into wire_t (id) values ($1)', [1]))) as Record<
        string,
        unknown
      >;
      const mine = (await errorOf(ours.query('insert into wire_t (id) values ($1)', [1]))) as Record<
        string,
        unknown
      >;
      expect(mine).toBeInstanceOf(Error);
      for (const field of ['message', 'code', 'detail', 'constraint', 'table', 'schema', 'severity'])
        expect(mine[field], field).toEqual(theirs[field]);

      // In a transaction, and the transaction's failure rolls back what it wrote.
      await expect(
        ours.transaction(async (tx) => {
          await tx.query('update wire_t set label = $1 where id = $2', ['in tx', 1]);
          await tx.query('select 1 / $1::int', [0]);
        }),
      ).rejects.toMatchObject({ code: '22012' });
      const after = await ours.query<{ label: string }>('select label from wire_t where id = $1', [1]);
      expect(after.rows).toEqual([{ label: 'one' }]);
    } finally {
      await database.close();
    }
  });
});
