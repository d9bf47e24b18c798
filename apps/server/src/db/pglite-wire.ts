// PGlite's answers read straight from the wire protocol's bytes into PGlite's own result shape.
import { type PGlite, messages as pgliteMessages, type Results, types } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
/** A result column: its name and type. */
export interface Field {
  name: string;
  dataTypeID: number;
}

export type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * One statement's answer (BindComplete, DataRow…, CommandComplete, ReadyForQuery, or an ErrorResponse) read
 * straight from the protocol bytes into PGlite's result shape: PGlite's own reader copies every field into a
 * new buffer and spreads all its type parsers into a new object for each statement (a quarter of the plans
 * page's CPU).
 */
export function readResults(
  data: Uint8Array,
  fields: Field[],
  options: QueryOptions,
  parsers: Parsers,
): Results {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const own = options?.parsers as Parsers | undefined;
  const parse = fields.map(
    (f) => own?.[f.dataTypeID] ?? parsers[f.dataTypeID] ?? (types.parsers as Parsers)[f.dataTypeID],
  );
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let result: Results | undefined;
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const length = bytes.readInt32BE(at + 1);
    const end = at + 1 + length;
    let i = at + 5;
    if (type === 0x44 /* D: DataRow */) {
      const count = bytes.readInt16BE(i);
      i += 2;
      const row: unknown[] | Record<string, unknown> = asArray ? new Array(count) : {};
      for (let c = 0; c < count; c++) {
        const size = bytes.readInt32BE(i);
        i += 4;
        let value: unknown = null;
        if (size >= 0) {
          const text = bytes.toString('utf8', i, i + size);
          i += size;
          const parser = parse[c];
          value = parser ? parser(text, fields[c]!.dataTypeID) : text;
        }
        if (asArray) (row as unknown[])[c] = value;
        else (row as Record<string, unknown>)[fields[c]!.name] = value;
      }
      rows.push(row);
    } else if (type === 0x43 /* C: CommandComplete */) {
      const words = bytes.toString('utf8', i, end - 1).split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const affected =
        command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
          ? count
          : 0;
      result = {
        rows,
        fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        command,
        affectedRows: affected,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results;
    } else if (type === 0x45 /* E: ErrorResponse */ && !error) {
      const found: Record<string, string> = {};
      while (i < end && bytes[i] !== 0) {
        const key = String.fromCharCode(bytes[i]!);
        const stop = bytes.indexOf(0, i + 1);
        found[key] = bytes.toString('utf8', i + 1, stop);
        i = stop + 1;
      }
      const e = new pgliteMessages.DatabaseError(found.M ?? 'unknown error', length, 'error');
      for (const [key, name] of Object.entries(ERROR_FIELDS)) {
        if (found[key] !== undefined) (e as unknown as Record<string, string>)[name] = found[key];
      }
      error = e;
    }
    at = end;
  }
  if (error) throw error;
  return result ?? ({ rows: [], fields: [], affectedRows: 0 } as Results);
}

export function concat(parts: Uint8Array[]) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
