import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plan, PlanInput } from '../src/types.js';
import { type GoalScore, scoreGoal } from './checks.js';
import { formatSummary, type Summary, summarise } from './report.js';
import { EVAL_SETS, type EvalSet, loadHalf } from './split.js';

export type Generate = (input: PlanInput) => Plan;

export interface Evaluation {
  half: EvalSet;
  summary: Summary;
  scores: GoalScore[];
}

/** Plans every goal of the half with `generate` and scores it; a goal whose planning throws is scored, not fatal. */
export function evaluate(half: EvalSet, generate: Generate): Evaluation {
  const scores = loadHalf(half).map((goal) => {
    let plan: Plan | null = null;
    let error: unknown = null;
    try {
      plan = generate({ text: goal.text, today: goal.today, timezone: goal.timeZone });
    } catch (e) {
      error = e;
    }
    return scoreGoal(goal, plan, error);
  });
  return { half, summary: summarise(scores), scores };
}

/** The planner's generatePlan from a src folder: this one, or another checkout's (to measure a base). */
export async function loadGenerate(srcDir?: string): Promise<Generate> {
  const url = srcDir ? pathToFileURL(join(resolve(srcDir), 'generate.ts')).href : '../src/generate.js';
  const mod = (await import(url)) as { generatePlan: Generate };
  return mod.generatePlan;
}

const USAGE = `Usage: npx tsx packages/planner/eval/evaluate.ts [tune|holdout|fresh|unseen|blind|blind2] [--planner SRC_DIR] [--out FILE] [--details]
  --planner  the planner's src folder to measure (default: this checkout's)
  --out      where to write the JSON report (default: the system temp folder)
  --details  print why each goal failed (always on for tune; never share the details of holdout or of a set still unseen)`;

async function main(argv: string[]): Promise<void> {
  let half: EvalSet = 'tune';
  let srcDir: string | undefined;
  let out: string | undefined;
  let details = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if ((EVAL_SETS as string[]).includes(a)) half = a as EvalSet;
    else if (a === '--planner') srcDir = argv[++i];
    else if (a === '--out') out = argv[++i];
    else if (a === '--details') details = true;
    else {
      process.stderr.write(`${a === '--help' ? '' : `Unknown argument: ${a}\n`}${USAGE}\n`);
      process.exitCode = 2;
      return;
    }
  }
  const generate = await loadGenerate(srcDir);
  const started = performance.now();
  const result = evaluate(half, generate);
  const ms = performance.now() - started;
  const file = out ?? join(tmpdir(), `stepwise-eval-${half}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ ...result, planner: srcDir ?? 'src', ms: Math.round(ms) }, null, 2)}\n`,
  );
  process.stdout.write(
    `${half} half, planner ${srcDir ?? 'src'}, ${Math.round(ms)} ms\n\n${formatSummary(result.summary)}\n`,
  );
  if (details || half === 'tune') {
    process.stdout.write('\nFailed goals:\n');
    for (const s of result.scores.filter((x) => !x.ok))
      process.stdout.write(`${s.id} ${s.lang} ${s.kind}: ${s.why.join('; ')}\n`);
  }
  process.stdout.write(`\nReport: ${file}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
