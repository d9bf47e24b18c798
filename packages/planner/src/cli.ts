import { isCategory } from './categories.js';
import { generatePlan } from './generate.js';
import { printPlan } from './print.js';
import type { PlanInput } from './types.js';

const USAGE = `Usage: npm run plan -- "goal text" [--json] [--today YYYY-MM-DD] [--category NAME]
       [--weekdays 1,3,5] [--time HH:MM] [--hours N] [--seed N]`;

function parseArgs(argv: string[]): { input: PlanInput; json: boolean } | string {
  const words: string[] = [];
  let json = false;
  const now = new Date();
  const input: PlanInput = {
    text: '',
    today: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
    preferences: {},
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--json') json = true;
    else if (a === '--today') input.today = value();
    else if (a === '--category') {
      const c = value();
      if (!isCategory(c)) return `Unknown category: ${c}`;
      input.category = c;
    } else if (a === '--weekdays') input.preferences!.weekdays = value().split(',').map(Number);
    else if (a === '--time') input.preferences!.timeOfDay = value();
    else if (a === '--hours') input.preferences!.hoursPerWeek = Number(value());
    else if (a === '--seed') input.seed = Number(value());
    else if (a === '--help' || a === '-h') return USAGE;
    else words.push(a);
  }
  input.text = words.join(' ').trim();
  if (!input.text) return USAGE;
  return { input, json };
}

function main(): void {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    process.exitCode = 2;
    return;
  }
  const plan = generatePlan(parsed.input);
  if (parsed.json) {
    const { language, category, deadline, deadlineSource, target, kind, domain, subject } = plan.goal;
    const tasks = plan.tasks.map(({ id, parentId, position, label, date, time }) => ({
      id,
      parentId,
      position,
      label,
      date,
      time,
    }));
    process.stdout.write(
      `${JSON.stringify(
        {
          goal: { language, category, kind, domain, subject, deadline, deadlineSource, target },
          warnings: plan.warnings,
          questions: plan.questions,
          waveUntil: plan.waveUntil,
          tasks,
        },
        null,
        2,
      )}\n`,
    );
  } else process.stdout.write(`${printPlan(plan)}\n`);
}

main();
