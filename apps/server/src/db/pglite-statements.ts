import { type PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { loopTurns } from './loop-turns.js';
import { concat, type Field, readResults } from './pglite-wire.js';
import { PREPARABLE } from './statements.js';

/** PGlite's locks and its sync after a statement outside a transaction (public in JavaScript, marked internal). */
type PGliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};
type QueryOptions = Parameters<PGlite['query']>[2];
interface Named {
  name: string;
  paramTypes: number[];
  /** The statement's columns (none for a statement without rows). */
  fields: Field[];
}
/** Named statements kept at most (the app's distinct statements are a few hundred); the oldest is closed. */
const NAMED_MAX = 1000;

/**
 * The client drizzle talks to on PGlite: each distinct statement is parsed once as a named prepared statement,
 * then each call is one Bind/Execute/Sync exchange with the database. PGlite's own `query` sends an unnamed
 * statement through six separate exchanges (parse, describe, bind, describe, execute, sync) and parses and
 * plans it anew each time: ~0.7 ms for `select 1` against ~0.05 ms here
 * (docs/decisions/049-pglite-named-statements.md). Same locks as PGlite's `query`; other statements (DDL,
 * SET, transaction control) go through PGlite's `query` unchanged.
 */
export function namedStatements(client: PGlite) {
  const pg = client as PGliteInternals;
  const turn = loopTurns();
  const statements = new Map<string, Named>();
  const closing: string[] = [];
  let sequence = 0;
  const serialize = protocol.serialize;

  const run = async (
    sql: string,
    params: unknown[],
    options: QueryOptions,
    retried = false,
  ): Promise<Results> => {
    const wait = turn();
    if (wait) await wait;
    let named = statements.get(sql);
    try {
      if (!named) {
        const name = `s${++sequence}`;
        const parts = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
        parts.push(
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        );
        const messages = await pg.execProtocolStream(concat(parts), { syncToFs: false });
        const parameters = messages.find((m) => m.name === 'parameterDescription') as
          | { dataTypeIDs: number[] }
          | undefined;
        const description = messages.find((m) => m.name === 'rowDescription') as
          | { fields: Array<{ name: string; dataTypeID: number }> }
          | undefined;
        named = {
          name,
          paramTypes: parameters?.dataTypeIDs ?? [],
          fields: description?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
        };
        statements.set(sql, named);
        if (statements.size > NAMED_MAX) {
          const oldest = statements.keys().next().value as string;
          closing.push(statements.get(oldest)!.name);
          statements.delete(oldest);
        }
      }
      const { paramTypes } = named;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      // The raw stream: PGlite's execProtocolRaw would also parse every message into its own objects.
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(
        concat([
          serialize.bind({ statement: named.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
      );
      const data = chunks.length === 1 ? chunks[0]! : concat(chunks);
      return readResults(data, named.fields, options, pg.parsers);
    } catch (error) {
      const e = error as { code?: string; query?: string; params?: unknown };
      // A table changed under a prepared statement ("cached plan must not change result type"), or the statement
      // is gone (DEALLOCATE ALL, DISCARD ALL): parse it again.
      if (named && !retried && (e.code === '0A000' || e.code === '26000')) {
        statements.delete(sql);
        closing.push(named.name);
        return run(sql, params, options, true);
      }
      if (e && typeof e === 'object') {
        e.query = sql;
        e.params = params;
      }
      throw error;
    }
  };

  const query =
    (inTransaction: boolean) =>
    (sql: string, params: unknown[] = [], options?: QueryOptions) => {
      const once = () => pg._runExclusiveQuery(() => run(sql, params, options));
      if (inTransaction) return once();
      return pg._runExclusiveTransaction(async () => {
        const result = await once();
        await pg.syncToFs();
        return result;
      });
    };
  const outside = query(false);
  const inside = query(true);

  return {
    query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!PREPARABLE.test(sql)) return client.query<T>(sql, params, options);
      return outside(sql, params, options) as Promise<Results<T>>;
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return client.transaction((tx) =>
        callback({
          ...tx,
          query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!PREPARABLE.test(sql)) return tx.query<R>(sql, params, options);
            return inside(sql, params, options) as Promise<Results<R>>;
          },
        } as Transaction),
      );
    },
  };
}
