// npm run bench: the figures the README quotes. Timing goals live here, not in the tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root, run } from './lib.mjs';

const planner = path.join(root, 'apps/server/bench/planner.bench.ts');
if (existsSync(planner)) run('npx', ['tsx', planner]);

buildIfStale();
const bundle = path.join(root, 'apps/web/scripts/bundle-size.mjs');
if (existsSync(bundle)) run('node', [bundle]);

run('npx', ['tsx', path.join(root, 'apps/server/bench/api.bench.ts')]);

// Overload on the embedded default: 200 connections for 20 s; every request served or refused at once
// (503 + Retry-After), none left hanging until the 10 s timeout.
run('npx', ['tsx', path.join(root, 'apps/server/bench/overload.bench.ts'), '200', '20']);

// At scale (PostgreSQL only): seeds BENCH_DATABASE_URL when it holds no scale seed (10k users / 100k
// tasks; BENCH_SCALE=full for 100k / 1M), prints p50/p95 of tick, agenda, plans and profile, and fails
// on a Seq Scan on tasks, goals, task_progress or plan_members; then news, search and messages beside
// their goals (fails on a Seq Scan on events, follows, messages, conversations, users or goals) and the
// cross-process delivery of a live message through Redis (REDIS_URL; skipped when Redis does not answer).
if (process.env.BENCH_DATABASE_URL) run('npx', ['tsx', path.join(root, 'apps/server/bench/scale.bench.ts')]);
