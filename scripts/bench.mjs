// npm run bench: the figures the README quotes. Timing goals live here, not in the tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root, run } from './lib.mjs';

const planner = path.join(root, 'packages/planner/bench/planner.bench.ts');
if (existsSync(planner)) run('npx', ['tsx', planner]);

buildIfStale();
const bundle = path.join(root, 'apps/web/scripts/bundle-size.mjs');
if (existsSync(bundle)) run('node', [bundle]);

// First paint: Lighthouse mobile on /, /login, a public profile and /plans, a throttled first visit,
// the welcome route's initial JS; its own server on a fresh embedded database.
const firstPaint = path.join(root, 'apps/web/bench/first-paint.mjs');
if (existsSync(firstPaint)) run('node', [firstPaint]);

run('npx', ['tsx', path.join(root, 'apps/server/bench/api.bench.ts')]);

// Overload on the embedded default: 200 connections for 20 s; every request served or refused at once
// (503 + Retry-After), none left hanging until the 10 s timeout.
run('npx', ['tsx', path.join(root, 'apps/server/bench/overload.bench.ts'), '200', '20']);

// Load: 200 connections x 30 s of a mixed signed-in workload (CurrentUser, plans page,
// agenda, ticks, profiles, news, search, the bell) on the embedded default: 0 timeouts (fast 503s counted),
// p99 <= 1 s, server RSS flat 30 s after; each figure beside its goal (met / MISSED).
const load = path.join(root, 'apps/server/bench/load.bench.ts');
run('npx', ['tsx', load, '200', '30']);

// At scale (PostgreSQL only): seeds BENCH_DATABASE_URL when it holds no scale seed (10k users / 100k
// tasks; BENCH_SCALE=full for 100k / 1M, with the together data: offers, members, kudos, threads,
// achievements, notifications), prints p50/p95 of tick, agenda, plans and profile, and fails on a Seq Scan
// on tasks, goals, task_progress or plan_members; then news, search and messages beside their goals (fails
// on a Seq Scan on events, follows, messages, conversations, users or goals); then the plans page's company
// panel and joined plans, profile offers and achievements, mentees and the bell (fails on a Seq Scan on a
// table that grows with the users); every p95 beside 10 ms (met / MISSED); and the cross-process delivery
// of a live message through Redis (REDIS_URL; skipped when Redis does not answer).
// Then the same load on PostgreSQL against that database: 0 errors, p99 <= 250 ms, RSS flat.
if (process.env.BENCH_DATABASE_URL) {
  run('npx', ['tsx', path.join(root, 'apps/server/bench/scale.bench.ts')]);
  run('npx', ['tsx', load, '--postgres', '200', '30']);
}
