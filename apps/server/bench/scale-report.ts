// How the scale bench prints its figures: quantiles, a verdict beside each goal, and the query plans read.
import os from 'node:os';
import type { Db } from '../src/db/client.js';
import type { ExplainedOperation } from './explain-sql.js';
import type { Operation } from './scale-ops.js';

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
};
export const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

export const verdict = (p95: number, goal: number) => (p95 <= goal ? 'met   ' : 'MISSED');

/** Each operation's slowest statement and the tables it read by a Seq Scan (`--verbose`: every statement). */
export function printExplained(
  explained: Map<string, ExplainedOperation>,
  pad: number,
  { namesIdle = false, verbose = false }: { namesIdle?: boolean; verbose?: boolean } = {},
) {
  for (const [op, { statements }] of explained) {
    const seq = [...new Set(statements.flatMap((e) => e.seqScans))];
    const idle = new Set(statements.flatMap((e) => e.idleSeqScans));
    const ran = new Set(statements.flatMap((e) => e.seqScans.filter((r) => !e.idleSeqScans.includes(r))));
    // A scan the planner chose but never ran (its branch was not taken) is named as such.
    const named = namesIdle
      ? seq.map((r) => (ran.has(r) ? r : idle.has(r) ? `${r} (planned, never executed here)` : r))
      : seq;
    const slowest = Math.max(0, ...statements.map((e) => e.ms));
    console.log(
      `  ${op.padEnd(pad)} slowest statement ${slowest.toFixed(2)} ms, seq scans: ${named.length ? named.join(', ') : 'none'}`,
    );
    if (verbose) {
      const seen = new Set<string>();
      for (const e of statements) {
        if (seen.has(e.text)) continue;
        seen.add(e.text);
        console.log(
          `      ${e.ms.toFixed(2)} ms  ${e.scans.join('; ')}\n        ${e.text.replace(/\s+/g, ' ')}`,
        );
      }
    }
  }
}

/** Prints the Seq Scans on guarded tables; false when there are any. */
export function reportGuarded(bad: string[], guarded: string[]): boolean {
  if (bad.length > 0) {
    console.error(`\nSequential scans on ${guarded.join(', ')}:\n${bad.map((b) => `  ${b}`).join('\n')}`);
    return false;
  }
  console.log(`\nNo sequential scan on ${guarded.join(', ')}.`);
  return true;
}

/** Times every operation on every subject, `rounds` times over, after a warm-up round over a fifth of them. */
export async function timeOperations<S>(
  db: Db,
  subjects: S[],
  ops: Operation<S>[],
  rounds: number,
  skip: (op: Operation<S>, subject: S) => boolean = () => false,
): Promise<Map<string, number[]>> {
  for (const s of subjects.slice(0, Math.ceil(subjects.length / 5)))
    for (const op of ops) await op.run(db, s);
  const samples = new Map<string, number[]>(ops.map((op) => [op.name, []]));
  for (let round = 0; round < rounds; round++)
    for (const s of subjects)
      for (const op of ops) {
        if (skip(op, s)) continue;
        const started = performance.now();
        await op.run(db, s);
        samples.get(op.name)!.push(performance.now() - started);
      }
  return samples;
}

/** One line per operation: p50 and p95 beside its goal, and what the database spent in it (EXPLAIN ANALYZE). */
export function printTimes<S>(
  ops: Operation<S>[],
  samples: Map<string, number[]>,
  explained: Map<string, ExplainedOperation>,
  {
    labels,
    goal,
    pad = 36,
    max = true,
  }: { labels: Record<string, string>; goal: (op: string) => number; pad?: number; max?: boolean },
) {
  console.log(
    `\n${'operation'.padEnd(pad)}${'p50'.padStart(9)}${'p95'.padStart(9)}   goal p95   in the database (EXPLAIN ANALYZE)`,
  );
  for (const op of ops) {
    const values = samples.get(op.name)!;
    const p95 = quantile(values, 0.95);
    const e = explained.get(op.name)!;
    const worst = max ? ` (max ${Math.max(...e.callMs).toFixed(1)})` : '';
    console.log(
      `${labels[op.name]!.padEnd(pad)}${ms(quantile(values, 0.5))}${ms(p95)}   <= ${String(goal(op.name)).padStart(2)} ms ${verdict(p95, goal(op.name))}` +
        `   ${ms(quantile(e.callMs, 0.5))}${worst} in ${Math.round(e.statements.length / e.callMs.length)} statements, planning ${ms(quantile(e.planMs, 0.5)).trim()}`,
    );
  }
}

export const printLoad = () =>
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
