// The hot operations (tick, agenda, plans page, public profile) read tasks, goals, task_progress and
// plan_members through indexes, never by a sequential scan: their cost follows the user, not the table.
// PostgreSQL only (PGlite's planner and sizes say nothing about production): a seeded database of
// 2k users / ~40k tasks, analysed, is big enough that the planner picks indexes where they exist.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain, explainOperations, violations } from '../bench/explain-sql.js';
import { operations, pickSubjects } from '../bench/scale-ops.js';
import { seedScale } from '../bench/seed-scale.js';
import { type Database, openDatabase } from '../src/db/client.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.TEST_DB_KIND === 'postgres' && Boolean(adminUrl);

describe.skipIf(!enabled)('query plans on a seeded PostgreSQL database', () => {
  const name = `stepwise_t_explain_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;

  /** Each operation's statements for eight goal owners, the three with most goals among them. */
  const explainedOps = async () => {
    const subjects = await pickSubjects(database.db, database.pool!, 8);
    expect(subjects).toHaveLength(8);
    expect(subjects.filter((s) => s.tickTaskId).length).toBeGreaterThan(0);
    const heaviest = [...subjects.slice(3)].sort((a, b) => b.goals - a.goals).slice(0, 3);
    return explainOperations(database.db, database.pool!, [...subjects.slice(0, 3), ...heaviest]);
  };
  let explained: Awaited<ReturnType<typeof explainedOps>>;
  const scansOn = (tables: string[]) =>
    violations(explained).filter((v) => tables.some((t) => v.includes(`Seq Scan on ${t} `)));

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // The seed ends with VACUUM ANALYZE: the planner sees the real sizes.
    await seedScale(url.toString(), { users: 2_000, tasks: 40_000 });
    database = await openDatabase({ url: url.toString(), max: 4 });
    explained = await explainedOps();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('finds a sequential scan when a query has no index to use (the check itself works)', async () => {
    const [plan] = await explain(database.pool!, [
      { text: 'select id from tasks where label = $1', values: ['Step 1.1'] },
    ]);
    expect(plan?.seqScans).toContain('tasks');
  });

  it('tick, agenda, plans and profile never seq-scan tasks, goals or plan_members', async () => {
    for (const op of operations) expect(explained.get(op.name)?.statements.length).toBeGreaterThan(0);
    // The tick's settling statements (milestone and goal) are among those checked.
    const tick = explained
      .get('tick')!
      .statements.map((s) => s.text)
      .join('\n');
    expect(tick).toMatch(/insert into "task_progress" \(task_id, user_id\)/);
    expect(scansOn(['tasks', 'goals', 'plan_members'])).toEqual([]);
  });

  // progressOf and tasksOf join the viewer's plan_members row once per plan (`me`) and then
  // task_progress on `user_id = coalesce(me.user_id, goals.user_id)`; the earlier correlated
  // subquery per task row made the planner hash the whole of task_progress (a Seq Scan).
  it('plans and profile never seq-scan task_progress', () => {
    expect(scansOn(['task_progress'])).toEqual([]);
  });
});
