// A PostgreSQL database at scale, for the scale bench and the EXPLAIN test: users, their goals, plans,
// plan members, tasks (milestones and steps dated around today), per-participant progress and follows.
// Set-based: every table is one INSERT … SELECT over generate_series, run inside the server.
//
// Usage: npm run seed:scale -- --users 100000 --tasks 1000000 [--follows-per-user 50] [--events 1000000]
//   [--conversations 50000] [--messages 1000000] [--reset]   (defaults: 50, as many events and messages as
//   tasks, conversations half the users)
//   on BENCH_DATABASE_URL (or DATABASE_URL). --reset empties the users table first (and, by cascade,
//   every table that refers to it): only for a database kept for benchmarks.
//
// Shape: plans of 3–6 milestones with 3–5 steps each (about 22 tasks, as the planner makes them);
// as many goals as the task count needs, about three per goal owner (Poisson), so most users own no
// goal and some own many; mixed visibility (60% public, 25% followers, 15% private) and status
// (75% active, 15% completed, 10% abandoned), 2% soft-deleted. Progress: the owner has done the past
// tasks of an active plan up to 40–100% of its elapsed time, milestones when all their steps are, every
// task of a completed goal, part of an abandoned one's; 10% of public plans
// have one or two members with their own progress.
// People: names from small Russian (two in three users) and English lists, so search meets a
// realistic trigram distribution ("Петрова Анна", "John Smith"); goal titles from a few dozen real ones;
// every user follows about 50 people (four in five of them goal owners); events for the seeded goals
// (goal set, milestones reached by the owner and members, goal achieved; the goal's visibility), topped up
// to the asked count with achievements (no goal); one-to-one conversations started by a tenth of the users
// (the talkers) with anyone, their messages (exponential lengths) and both read marks.
// Together: mentors, offers and their members, kudos, threads, achievements and the
// bell, from seed-together.ts (its header gives the proportions).
// Ids are md5 of the row's number: random-looking like real UUIDs, and derivable in another statement.
import { pathToFileURL } from 'node:url';
import { CATEGORIES } from '@stepwise/planner/categories';
import { openDatabase } from '../src/db/client.js';
import { quoted, SCALE_DOMAIN, scaleUsers, step, translitSql } from './seed-kit.js';
import { EN_FIRST, EN_LAST, EN_TITLES, RU_FEMALE, RU_LAST, RU_MALE, RU_TITLES } from './seed-names.js';
import { seedSocial } from './seed-social.js';
import { seedTogether, TOGETHER_TABLES } from './seed-together.js';

export interface ScaleOptions {
  users: number;
  tasks: number;
  /** Empty the users table (cascading to everything that refers to it) before seeding. */
  reset?: boolean;
  /** People each user follows (default 50). */
  followsPerUser?: number;
  /** Events in all (default: as many as tasks); the seeded goals' own events first, achievements for the rest. */
  events?: number;
  /** Conversations (default: users / 2) and messages in all (default: as many as tasks). */
  conversations?: number;
  messages?: number;
  log?: (line: string) => void;
}

export interface ScaleCounts {
  users: number;
  goals: number;
  members: number;
  tasks: number;
  progress: number;
  follows: number;
  events: number;
  conversations: number;
  messages: number;
}

const AVERAGE_PLAN = 22.5;

const GOALS_PER_OWNER = 3;

/**
 * Seeds `url` (migrations applied first). Refuses when scale users are already there, unless `reset`.
 * Returns the row counts and the time taken.
 */
export async function seedScale(url: string, options: ScaleOptions): Promise<ScaleCounts & { ms: number }> {
  const log = options.log ?? (() => {});
  const users = Math.max(10, Math.trunc(options.users));
  const goals = Math.max(1, Math.round(options.tasks / AVERAGE_PLAN));
  const owners = Math.min(users, Math.max(1, Math.ceil(goals / GOALS_PER_OWNER)));
  const followsPerUser = Math.max(0, Math.min(users - 1, Math.trunc(options.followsPerUser ?? 50)));
  const eventsWanted = Math.max(0, Math.trunc(options.events ?? options.tasks));
  const conversationsWanted = Math.max(1, Math.trunc(options.conversations ?? users / 2));
  const messagesWanted = Math.max(conversationsWanted, Math.trunc(options.messages ?? options.tasks));
  const talkers = Math.max(2, Math.ceil(users / 10));
  const database = await openDatabase({ url, max: 2 });
  const started = performance.now();
  try {
    await step(log, 'migrations', () => database.migrate());
    const client = await database.pool!.connect();
    try {
      const existing = await scaleUsers(client);
      if (existing > 0 && !options.reset) {
        throw new Error(`the database already holds ${existing} scale users: pass --reset to seed again`);
      }
      // Bulk-load settings for this session only: generated rows are consistent by construction, so the
      // per-row foreign-key triggers are skipped (replica role); commits need not wait for the WAL flush.
      await client.query(`set session_replication_role = replica`);
      await client.query(`set synchronous_commit = off`);
      await client.query(`set work_mem = '64MB'`);
      await client.query(`set maintenance_work_mem = '256MB'`);
      await client.query('begin');
      if (options.reset) await step(log, 'reset', () => client.query('truncate users cascade'));
      await client.query(`select setseed(0.42)`);
      const categories = CATEGORIES.map((c) => `'${c}'`).join(', ');
      // One row per goal: everything the other statements derive from it.
      await step(log, `plan shapes (${goals} goals)`, () =>
        client.query(`
        create temp table scale_goal on commit drop as
        select j,
          1 + floor(random() * ${owners})::int as owner,
          3 + floor(random() * 4)::int as milestones,
          3 + floor(random() * 3)::int as steps,
          current_date - floor(random() * 180)::int + 7 as start,
          30 + floor(random() * 90)::int as span,
          (array[${categories}])[1 + j % ${CATEGORIES.length}] as category,
          case when random() < 0.6 then 'public' when random() < 0.625 then 'followers' else 'private' end as visibility,
          random() as r_status,
          random() < 0.02 as deleted,
          random() as r_done
        from generate_series(1, ${goals}) j`),
      );
      await client.query(`
        alter table scale_goal add column status text, add column done_until date;
        update scale_goal set status = case when r_status < 0.75 then 'active' when r_status < 0.9 then 'completed' else 'abandoned' end;
        update scale_goal set done_until = case status
          when 'completed' then start + span + 1
          when 'active' then start + ((least(current_date, start + span) - start) * (0.4 + 0.6 * r_done))::int
          else start + (span * r_done / 2)::int end;
        create index on scale_goal (j);
        analyze scale_goal`);
      // Names: users i % 3 = 0 write English (lang 'en'), the others Russian; half are women.
      await step(log, `users (${users})`, () =>
        client.query(`
        insert into users (id, email, username, name, first_name, last_name, lang, timezone, status, created_at, updated_at)
        select md5('u' || i)::uuid, 'scale' || i || '@${SCALE_DOMAIN}',
          left(${translitSql('first')} || '.' || ${translitSql('last')}, 22) || i, first || ' ' || last, first, last,
          lang, (array['Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'])[1 + i % 5],
          1, now() - (i % 400) * interval '1 day', now() - (i % 400) * interval '1 day'
        from (select i, case when i % 3 = 0 then 'en' else 'ru' end as lang,
            case when i % 3 = 0 then (array[${quoted(EN_FIRST)}])[1 + floor(random() * ${EN_FIRST.length})::int]
              when i % 2 = 0 then (array[${quoted(RU_FEMALE)}])[1 + floor(random() * ${RU_FEMALE.length})::int]
              else (array[${quoted(RU_MALE)}])[1 + floor(random() * ${RU_MALE.length})::int] end as first,
            case when i % 3 = 0 then (array[${quoted(EN_LAST)}])[1 + floor(random() * ${EN_LAST.length})::int]
              else (array[${quoted(RU_LAST)}])[1 + floor(random() * ${RU_LAST.length})::int]
                || case when i % 2 = 0 then 'а' else '' end end as last
          from generate_series(1, ${users}) i) x`),
      );
      await step(log, 'goals', () =>
        client.query(`
        insert into goals (id, user_id, title, description, category, language, deadline, visibility, status,
          created_at, updated_at, completed_at, deleted_at)
        select md5('g' || j)::uuid, md5('u' || owner)::uuid,
          case when owner % 3 = 0 then (array[${quoted(EN_TITLES)}])[1 + hashint4(j) % ${EN_TITLES.length} + case when hashint4(j) % ${EN_TITLES.length} < 0 then ${EN_TITLES.length} else 0 end]
            else (array[${quoted(RU_TITLES)}])[1 + hashint4(j) % ${RU_TITLES.length} + case when hashint4(j) % ${RU_TITLES.length} < 0 then ${RU_TITLES.length} else 0 end] end,
          '', category,
          case when owner % 3 = 0 then 'en' else 'ru' end, start + span, visibility, status,
          (start - 1)::timestamptz, (start - 1)::timestamptz,
          case when status = 'completed' then (start + span)::timestamptz end,
          case when deleted then now() end
        from scale_goal order by j`),
      );
      await step(log, 'plans', () =>
        client.query(`
        insert into plans (id, goal_id, source, generated_at)
        select md5('p' || j)::uuid, md5('g' || j)::uuid, 'builtin', (start - 1)::timestamptz from scale_goal order by j`),
      );
      // Members: one or two people follow 10% of the public plans, each with their own progress lag.
      await step(log, 'plan members', () =>
        client.query(`
        create temp table scale_member on commit drop as
        select distinct on (j, who) j, who, 3 + floor(random() * 10)::int as lag
        from (select j, owner, 1 + floor(random() * ${users})::int as who
              from scale_goal, generate_series(1, 2) k
              where visibility = 'public' and (k = 1 or j % 2 = 0) and hashint4(j) % 10 = 0) m
        where who <> owner;
        insert into plan_members (plan_id, user_id, role, joined_at, last_active_at)
        select md5('p' || j)::uuid, md5('u' || owner)::uuid, 'owner', (start - 1)::timestamptz, now() from scale_goal
        union all
        select md5('p' || m.j)::uuid, md5('u' || m.who)::uuid, 'member', (g.start)::timestamptz, now()
        from scale_member m join scale_goal g using (j)`),
      );
      // Tasks, plan by plan (as createGoal writes them): milestone k is row x = 0, its steps x = 1..steps.
      // A milestone is dated like its last step, so it is done exactly when all its steps are.
      await step(log, 'tasks', () =>
        client.query(`
        insert into tasks (id, plan_id, parent_id, position, label, date, time, created_at, updated_at)
        select md5('t' || g.j || '.' || k || '.' || x)::uuid, md5('p' || g.j)::uuid,
          case when x = 0 then null else md5('t' || g.j || '.' || k || '.0')::uuid end,
          case when x = 0 then k else x - 1 end,
          case when x = 0 then 'Milestone ' || (k + 1) else 'Step ' || (k + 1) || '.' || x end,
          g.start + (g.span * (k + case when x = 0 then 1 else x::numeric / g.steps end) / g.milestones)::int,
          (array['07:30', '09:00', '12:30', '18:00', '20:00'])[1 + (k + x) % 5],
          (g.start - 1)::timestamptz, (g.start - 1)::timestamptz
        from scale_goal g, generate_series(0, g.milestones - 1) k, generate_series(0, g.steps) x
        order by g.j, k, x`),
      );
      await step(log, 'task progress', () =>
        client.query(`
        insert into task_progress (task_id, user_id, completed_at)
        select t.id, md5('u' || g.owner)::uuid, t.date + time '18:00'
        from scale_goal g join tasks t on t.plan_id = md5('p' || g.j)::uuid
        where t.date < g.done_until
        union all
        select t.id, md5('u' || m.who)::uuid, t.date + time '19:00'
        from scale_member m join scale_goal g using (j) join tasks t on t.plan_id = md5('p' || g.j)::uuid
        where t.date < least(g.done_until, current_date) - m.lag`),
      );
      await seedSocial(client, log, {
        users,
        owners,
        followsPerUser,
        eventsWanted,
        conversationsWanted,
        messagesWanted,
        talkers,
      });
      // Mentors and mentees, offers and members, kudos, threads, achievements, the bell (seed-together.ts).
      await seedTogether(client, users, log);
      await step(log, 'commit', () => client.query('commit'));
      await client.query(`reset session_replication_role`);
      await step(log, 'vacuum analyze', () =>
        client.query(
          `vacuum analyze ${TOGETHER_TABLES}, goals, plans, tasks, task_progress, follows, conversations, conversation_reads, messages`,
        ),
      );
      const { rows } = await client.query<ScaleCounts>(`
        select (select count(*) from users)::int as users, (select count(*) from goals)::int as goals,
          (select count(*) from plan_members)::int as members, (select count(*) from tasks)::int as tasks,
          (select count(*) from task_progress)::int as progress, (select count(*) from follows)::int as follows,
          (select count(*) from events)::int as events, (select count(*) from conversations)::int as conversations,
          (select count(*) from messages)::int as messages`);
      return { ...rows[0]!, ms: performance.now() - started };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('seed:scale needs BENCH_DATABASE_URL (or DATABASE_URL) set to a postgres:// URL');
    process.exit(2);
  }
  const users = Number(argument('users') ?? 10_000);
  const tasks = Number(argument('tasks') ?? 100_000);
  const optional = (name: string) => (argument(name) === undefined ? undefined : Number(argument(name)));
  const followsPerUser = optional('follows-per-user');
  const events = optional('events');
  const conversations = optional('conversations');
  const messages = optional('messages');
  if (!Number.isInteger(users) || users < 10 || !Number.isInteger(tasks) || tasks < 100) {
    console.error(
      'usage: seed:scale -- --users N --tasks M [--follows-per-user 50] [--events M] [--conversations N/2] [--messages M] [--reset]   (N ≥ 10, M ≥ 100)',
    );
    process.exit(2);
  }
  console.log(`Scale seed: ${users} users, about ${tasks} tasks`);
  try {
    const result = await seedScale(url, {
      users,
      tasks,
      reset: process.argv.includes('--reset'),
      followsPerUser,
      events,
      conversations,
      messages,
      log: console.log,
    });
    console.log(
      `Seeded ${result.users} users, ${result.goals} goals, ${result.members} plan members, ${result.tasks} tasks, ` +
        `${result.progress} progress rows, ${result.follows} follows, ${result.events} events, ` +
        `${result.conversations} conversations, ${result.messages} messages in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`seed:scale failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
