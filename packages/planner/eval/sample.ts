import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plan } from '../src/types.js';
import { loadGenerate } from './evaluate.js';
import { EVAL_SETS, type EvalSet, fnv1a, loadHalf } from './split.js';
import type { EvalGoal } from './types.js';

/**
 * A fixed sample of a half for reading plans as a coach would: goals taken round-robin over the kinds, the unsafe
 * goals being a group of their own and read first (each group in the order of a hash of the ids), so every kind is
 * read before any is read twice.
 */
export function sampleGoals(goals: EvalGoal[], n: number): EvalGoal[] {
  const byKind = new Map<string, EvalGoal[]>();
  for (const g of [...goals].sort((a, b) => (fnv1a(`sample${a.id}`) < fnv1a(`sample${b.id}`) ? -1 : 1))) {
    const group = g.safety === 'unsafe' ? 'unsafe' : g.kind;
    byKind.set(group, [...(byKind.get(group) ?? []), g]);
  }
  const out: EvalGoal[] = [];
  for (let round = 0; out.length < n && round < goals.length; round++)
    for (const [, list] of [...byKind].sort(([a], [b]) => Number(b === 'unsafe') - Number(a === 'unsafe')))
      if (list[round] && out.length < n) out.push(list[round]!);
  return out;
}

// `npx tsx packages/planner/eval/sample.ts holdout 30 [--planner SRC_DIR]`: prints the sample's plans.
async function main(argv: string[]): Promise<void> {
  const half = (EVAL_SETS as string[]).includes(argv[0] ?? '') ? (argv[0] as EvalSet) : 'tune';
  const n = Number(argv[1] ?? 30);
  const at = argv.indexOf('--planner');
  const srcDir = at >= 0 ? argv[at + 1] : undefined;
  const generate = await loadGenerate(srcDir);
  const printUrl = srcDir ? pathToFileURL(join(resolve(srcDir), 'print.ts')).href : '../src/print.js';
  const { printPlan } = (await import(printUrl)) as { printPlan: (plan: Plan) => string };
  for (const [i, g] of sampleGoals(loadHalf(half), n).entries()) {
    process.stdout.write(`\n#${i + 1} ${g.id} · ${g.lang} · ${g.kind} · ${g.safety} · ${g.timeZone}\n`);
    try {
      const plan = generate({ text: g.text, today: g.today, timezone: g.timeZone });
      process.stdout.write(`${printPlan(plan)}\n`);
      for (const w of plan.warnings ?? []) process.stdout.write(`  ! ${w.code}: ${w.message}\n`);
      for (const q of plan.questions ?? []) process.stdout.write(`  ? ${q.id}: ${q.text}\n`);
      const support = (plan as { safety?: { support?: { message?: string } } }).safety?.support;
      if (support?.message) process.stdout.write(`  support: ${support.message}\n`);
    } catch (e) {
      process.stdout.write(`  threw: ${String(e)}\n`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
