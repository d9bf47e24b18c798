/**
 * Planner benchmark: generates a plan for every goal of the corpus, many times, and prints the time per plan.
 * Run: npx tsx packages/planner/bench/planner.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { generatePlan } from '../src/generate.js';
import { CORPUS, CORPUS_TODAY } from '../test/corpus.js';
import { KINDS_CORPUS } from '../test/corpus-kinds.js';

const ROUNDS = Number(process.env.PLANNER_BENCH_ROUNDS ?? 20);
// Both corpora: the category goals and the everyday goals of every kind (waves: 16 weeks of dated steps).
const inputs = [...CORPUS, ...KINDS_CORPUS].map((g, i) => ({
  text: g.text,
  today: CORPUS_TODAY,
  preferences: i % 3 === 0 ? { weekdays: [1, 3, 5, 6], timeOfDay: '07:15' } : {},
}));

// Warm up: JIT, chrono's and Intl's caches.
for (let r = 0; r < 3; r++) for (const input of inputs) generatePlan(input);

const times: number[] = [];
const cpu: number[] = [];
let tasks = 0;
for (let r = 0; r < ROUNDS; r++) {
  for (const input of inputs) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const plan = generatePlan(input);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    tasks += plan.tasks.length;
  }
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(
  `planner: ${times.length} plans (${inputs.length} goals × ${ROUNDS}), ${Math.round(tasks / times.length)} tasks per plan on average`,
);
console.log(
  `wall: p50 ${fmt(at(times, 0.5))}  p95 ${fmt(at(times, 0.95))}  max ${fmt(times[times.length - 1]!)}`,
);
// CPU time is what the plan costs; wall time also counts waiting for a core on a busy machine.
console.log(`cpu:  p50 ${fmt(at(cpu, 0.5))}  p95 ${fmt(at(cpu, 0.95))}  max ${fmt(cpu[cpu.length - 1]!)}`);
const p95 = at(cpu, 0.95);
if (p95 > 5) console.log(`p95 above the 5 ms target (${fmt(p95)})`);
