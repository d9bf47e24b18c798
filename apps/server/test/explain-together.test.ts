// The news page, search, messages and the reads that came with plans in company, mentoring, achievements
// and the bell read the big tables (events, follows, users, goals, tasks, task_progress, plan_members,
// notifications, achievements, kudos, messages, conversations) through indexes, never by a sequential scan:
// their cost follows the person, not the table. (Tick, agenda, plans and profile: explain.test.ts.)
// PostgreSQL only: PGlite's planner and sizes say nothing about production. A database of 2k users / ~40k
// tasks with the social and together data (seed-scale.ts + seed-together.ts), analysed, seeds in ~10 s.
// Two passes: the plans as they are, asserting no Seq Scan on the tables already big at this size (tasks,
// task_progress, events, follows, notifications, messages: 20k–100k rows); and the plans with sequential
// scans priced out (enable_seqscan = off), asserting no Seq Scan on any table that grows with the users:
// there, a Seq Scan means no index fits the query at all (at 2k rows the planner rightly reads users or goals
// whole, so the plain plan cannot tell). The full-scale bench (scale.bench.ts) checks the plain plans at 1M.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureSql,
  type ExplainedOperation,
  explain,
  explainOperations,
  PEOPLE_GUARDED,
  violations,
} from '../bench/explain-sql.js';
import { peopleOperations, pickPeople } from '../bench/scale-ops.js';
import { seedScale } from '../bench/seed-scale.js';
import { pickTogether, TOGETHER_GUARDED, togetherOperations } from '../bench/together-ops.js';
import { type Database, openDatabase } from '../src/db/client.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.TEST_DB_KIND === 'postgres' && Boolean(adminUrl);

describe.skipIf(!enabled)(
  'query plans of news, search, messages and the together reads on a seeded PostgreSQL database ' +
    '(skipped on PGlite: set TEST_DB_KIND=postgres and TEST_DATABASE_URL; plans on PGlite say nothing about production)',
  () => {
    const name = `stepwise_t_explain2_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let database: Database;
    let people: Map<string, ExplainedOperation>;
    let together: Map<string, ExplainedOperation>;
    /** The same with sequential scans priced out. */
    let peopleNoSeq: Map<string, ExplainedOperation>;
    let togetherNoSeq: Map<string, ExplainedOperation>;
    let bellUser: string;
    /** Tables of 20k rows and more at this size: the plain plans must read them by an index. */
    const BIG_HERE = ['tasks', 'task_progress', 'events', 'follows', 'notifications', 'messages'];
    const noSeq = { settings: ['enable_seqscan = off'] };

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
      const pool = database.pool!;
      const readers = await pickPeople(pool, 4);
      expect(readers).toHaveLength(4);
      people = await explainOperations(database.db, pool, readers, peopleOperations);
      peopleNoSeq = await explainOperations(database.db, pool, readers, peopleOperations, noSeq);
      const subjects = await pickTogether(pool, 4);
      expect(subjects).toHaveLength(4);
      bellUser = subjects[0]!.bellUserId;
      together = await explainOperations(database.db, pool, subjects, togetherOperations);
      togetherNoSeq = await explainOperations(database.db, pool, subjects, togetherOperations, noSeq);
    }, 90_000);

    afterAll(async () => {
      await database?.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('every operation was explained, each with its statements', () => {
      for (const op of peopleOperations) expect(people.get(op.name)?.statements.length).toBeGreaterThan(0);
      for (const op of togetherOperations)
        expect(together.get(op.name)?.statements.length).toBeGreaterThan(0);
      // The bell's two statements (badge and page) are among those checked.
      const bell = together
        .get('bell')!
        .statements.map((s) => s.text)
        .join('\n');
      expect(bell).toMatch(/count\(\*\)::int from "notifications"/);
      expect(bell).toMatch(/from "notifications" left join "users"/);
    });

    it('as planned, no operation reads tasks, task_progress, events, follows, notifications or messages whole', () => {
      expect(violations(people, BIG_HERE)).toEqual([]);
      expect(violations(together, BIG_HERE)).toEqual([]);
    });

    it('news, search and messages have an index for events, follows, messages, conversations, users and goals', () => {
      expect(violations(peopleNoSeq, PEOPLE_GUARDED)).toEqual([]);
    });

    it('company, joined plans, offers, achievements, mentees and the bell have an index for every large table', () => {
      expect(violations(togetherNoSeq, TOGETHER_GUARDED)).toEqual([]);
    });

    it('finds the sequential scan when the bell loses its indexes (the check itself works)', async () => {
      const pool = database.pool!;
      const bellOp = togetherOperations.find((op) => op.name === 'bell')!;
      const subject = { bellUserId: bellUser } as Parameters<typeof bellOp.run>[1];
      const bell = await captureSql(() => bellOp.run(database.db, subject));
      expect(bell).toHaveLength(2);
      const { rows } = await pool.query<{ name: string; def: string }>(
        `select indexname as name, indexdef as def from pg_indexes
         where tablename = 'notifications' and indexname in ('notifications_user_idx', 'notifications_unread_idx')`,
      );
      expect(rows).toHaveLength(2);
      try {
        for (const r of rows) await pool.query(`drop index "${r.name}"`);
        const plans = await explain(pool, bell);
        expect(plans.flatMap((p) => p.seqScans)).toContain('notifications');
      } finally {
        for (const r of rows) await pool.query(r.def);
      }
      const again = await explain(pool, bell);
      expect(again.flatMap((p) => p.seqScans)).not.toContain('notifications');
    });
  },
);
