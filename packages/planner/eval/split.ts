import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalGoal } from './types.js';

export type Half = 'tune' | 'holdout';
export const HALVES: Half[] = ['tune', 'holdout'];
/**
 * The halves, and sets written after the tuning by someone who had read neither the generator nor any earlier set:
 * `fresh`, then `unseen` once the fresh set's misses had been read, then `blind` once both had been tuned on, then
 * `blind2` once blind had been read, then `blind3` once blind2 had been read, and `blind4` once blind3 had been read. Each is measured once while unseen; after its misses are read it is one more
 * set to tune on.
 */
export type EvalSet = Half | 'fresh' | 'unseen' | 'blind' | 'blind2' | 'blind3' | 'blind4';
export const EVAL_SETS: EvalSet[] = [...HALVES, 'fresh', 'unseen', 'blind', 'blind2', 'blind3', 'blind4'];

const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'corpus');

/** 32-bit FNV-1a of the UTF-8 bytes, as 8 hex digits: stable across runs, machines and Node versions. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export const goalId = (text: string) => fnv1a(text.normalize('NFC'));

/**
 * Splits the corpus in two halves, stratified by safety, language and kind: the goals are ordered by that group and
 * then by id, and dealt alternately with one counter across all groups, so every group and every safety class is
 * split evenly (a group or class with an odd count leaves one over, which the next one balances).
 */
export function splitCorpus(goals: EvalGoal[]): Record<Half, EvalGoal[]> {
  const key = (g: EvalGoal) => `${g.safety}/${g.lang}/${g.kind}/${g.id}`;
  const sorted = goals
    .filter((g) => g.tuneOnly !== true)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  // Goals written later to tune on (new kinds of phrasing) join the tune half and never move the dealt ones.
  const out: Record<Half, EvalGoal[]> = { tune: goals.filter((g) => g.tuneOnly === true), holdout: [] };
  sorted.forEach((g, i) => {
    out[i % 2 === 0 ? 'tune' : 'holdout'].push(g);
  });
  const order = (a: EvalGoal, b: EvalGoal) => a.lang.localeCompare(b.lang) || a.kind.localeCompare(b.kind);
  out.tune.sort(order);
  out.holdout.sort(order);
  return out;
}

export const corpusPath = (half: EvalSet) => join(CORPUS_DIR, `${half}.json`);

export function loadHalf(half: EvalSet): EvalGoal[] {
  return JSON.parse(readFileSync(corpusPath(half), 'utf8')) as EvalGoal[];
}

function writeHalves(goals: EvalGoal[]): void {
  const halves = splitCorpus(goals);
  for (const half of HALVES) writeFileSync(corpusPath(half), `${JSON.stringify(halves[half], null, 2)}\n`);
}

// `npx tsx packages/planner/eval/split.ts [new-goals.json]`: adds the goals of the file (if any), gives every goal
// its id and deals both halves again. Adding dealt goals can move others between halves: do it only for a new
// corpus version. Goals marked tuneOnly go to the tune half and leave the holdout as it is.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const extra = process.argv[2] ? (JSON.parse(readFileSync(process.argv[2], 'utf8')) as EvalGoal[]) : [];
  const all = [
    ...HALVES.flatMap((h) => {
      try {
        return loadHalf(h);
      } catch {
        return [];
      }
    }),
    ...extra,
  ];
  const byId = new Map<string, EvalGoal>();
  for (const g of all) {
    const id = goalId(g.text);
    if (byId.has(id)) throw new Error(`Duplicate goal: ${g.text}`);
    byId.set(id, { ...g, id });
  }
  writeHalves([...byId.values()]);
  process.stdout.write(
    `${byId.size} goals split into ${HALVES.map((h) => corpusPath(h)).join(' and ')}; format them with npx biome format --write\n`,
  );
}
