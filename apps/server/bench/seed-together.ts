// The social and "together" part of the scale seed: mentors and their mentees, plan offers
// and the members who joined them (with their own day offset), kudos between participants, mentor threads
// under mentees' tasks, suggestions, endorsements, earned achievements and the bell (notifications).
// Set-based like seed-scale.ts, and derived from the rows already there (goals, plans, plan_members, follows,
// conversations), so it runs inside the scale seed's transaction or alone on a database seeded before it:
//   BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/seed-together.ts
//
// Proportions (per 100k users, 1M tasks): one user in 200 is a mentor (500), one in ten a mentee (~20 a
// mentor); every plan that has members carries an offer, and so does 6% of the other shared (non-private)
// goals, 70% of those offers with 1–4 joiners; kudos on 15% of the last 30 days each way between a member and
// the plan's owner; 4% of mentees' past tasks have a thread of 1–3 comments; 30% of mentees' active goals get
// suggestions, 30% of their achieved goals an endorsement; achievements as the rules award them (first goal,
// first milestone, goal achieved, streaks for some, endorsed, company finished); the bell holds a new_follower
// for every follow of the last 60 days, one per kudos, join, unread conversation, achievement, new mentee and
// mentor comment — about nine a user — read when older than two days, 30% of the newer ones read too.
import { pathToFileURL } from 'node:url';
import { CATEGORIES } from '@stepwise/planner/categories';
import type pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { SCALE_DOMAIN, scaleUsers, step, withoutIndexes } from './seed-kit.js';

export interface TogetherCounts {
  mentors: number;
  mentees: number;
  offers: number;
  members: number;
  kudos: number;
  comments: number;
  suggestions: number;
  endorsements: number;
  achievements: number;
  notifications: number;
}

/** One user in MENTOR_EVERY is a mentor; users n ≡ 3 (mod 10) are mentees. */
const MENTOR_EVERY = 200;

/** Seeds the together data for `users` scale users (numbered 1..users), on a client inside a transaction. */
export async function seedTogether(
  client: pg.PoolClient,
  users: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  const mentors = Math.floor((users - 7) / MENTOR_EVERY) + 1;
  const categories = CATEGORIES.map((c) => `'${c}'`).join(', ');
  await step(log, `mentors (${mentors}) and mentees`, () =>
    client.query(`
      create temp table tg_mentee on commit drop as
      select md5('u' || n)::uuid as id,
        md5('u' || (7 + ${MENTOR_EVERY} * ((n / 10) % ${mentors})))::uuid as mentor,
        now() - random() * interval '3 days' as since
      from generate_series(3, ${users}, 10) n;
      create index on tg_mentee (id);
      analyze tg_mentee;
      update users set is_mentor = true
      where id in (select md5('u' || n)::uuid from generate_series(7, ${users}, ${MENTOR_EVERY}) n);
      insert into mentor_profiles (user_id, headline, bio, categories, languages, accepting, updated_at)
      select md5('u' || n)::uuid,
        (array['Coach for runners', 'Language teacher', 'Career mentor', 'Наставник по бегу', 'Преподаватель английского'])[1 + n % 5],
        '', array[(array[${categories}])[1 + n % ${CATEGORIES.length}]], array[case when n % 3 = 0 then 'en' else 'ru' end],
        n % 7 <> 0, now()
      from generate_series(7, ${users}, ${MENTOR_EVERY}) n;
      update users u set mentor_id = m.mentor from tg_mentee m where u.id = m.id;
      insert into events (actor_id, kind, subject_id, data, visibility, created_at)
      select mentor, 'mentee_joined', id, '{}', 'followers', since from tg_mentee order by since`),
  );
  // Offers: on every plan that has members, and on 6% of the other shared goals; closed when the goal is
  // over, and one in ten of the active ones.
  await step(log, 'plan offers', () =>
    client.query(`
      create temp table tg_offer on commit drop as
      select p.id as plan_id, g.user_id as owner, g.status, g.visibility, p.generated_at
      from goals g join plans p on p.goal_id = g.id
      where g.deleted_at is null and g.visibility <> 'private'
        and (exists (select 1 from plan_members m where m.plan_id = p.id and m.role = 'member') or random() < 0.06);
      insert into plan_offers (plan_id, owner_id, note, audience, member_cap, opened_at, closed_at)
      select plan_id, owner,
        case when random() < 0.5 then (array['Join me!', 'Let us do it together', 'Присоединяйтесь!', 'Вместе веселее'])[1 + floor(random() * 4)::int] else '' end,
        case when visibility = 'followers' or random() < 0.15 then 'followers' else 'anyone' end,
        case when random() < 0.3 then 3 + floor(random() * 8)::int end,
        generated_at + interval '1 day',
        case when status <> 'active' or random() < 0.1 then generated_at + interval '20 days' end
      from tg_offer order by plan_id`),
  );
  await step(log, 'members who joined offers', () =>
    client.query(`
      update plan_members set day_offset = floor(random() * 10)::int where role = 'member';
      insert into plan_members (plan_id, user_id, role, day_offset, joined_at, last_active_at)
      select plan_id, md5('u' || who)::uuid, 'member', floor(random() * 14)::int,
        generated_at + interval '2 days' + random() * interval '20 days', now() - random() * interval '10 days'
      from (select o.plan_id, o.owner, o.generated_at, 1 + floor(random() * ${users})::int as who
            from tg_offer o, generate_series(1, 4) k
            where k <= 1 + abs(hashtext(o.plan_id::text)) % 4 and abs(hashtext(o.plan_id::text || 'j')) % 10 < 7
              and not exists (select 1 from plan_members m where m.plan_id = o.plan_id and m.role = 'member')) x
      where md5('u' || who)::uuid <> owner
      on conflict do nothing`),
  );
  await step(log, 'kudos', () =>
    client.query(`
      insert into kudos (plan_id, from_id, to_id, day, created_at)
      select plan_id, a, b, current_date - d, (current_date - d) + time '20:00'
      from (select m.plan_id, m.user_id as member, o.user_id as owner
            from plan_members m join plan_members o on o.plan_id = m.plan_id and o.role = 'owner'
            where m.role = 'member') p,
        generate_series(1, 30) d,
        lateral (values (p.member, p.owner), (p.owner, p.member)) v(a, b)
      where random() < 0.15
      order by 4, 1
      on conflict do nothing`),
  );
  // Mentor threads under 4% of the mentees' past tasks: the mentor first, then in turn.
  await step(log, 'task comments and suggestions', () =>
    client.query(`
      create temp table tg_thread on commit drop as
      select t.id as task_id, g.id as goal_id, g.user_id as mentee, me.mentor, t.date
      from tg_mentee me join goals g on g.user_id = me.id and g.deleted_at is null
        join plans p on p.goal_id = g.id join tasks t on t.plan_id = p.id
      where t.date < current_date and random() < 0.04;
      insert into task_comments (task_id, author_id, body, created_at)
      select task_id, case when k % 2 = 1 then mentor else mentee end,
        (array['Как прошло?', 'Отлично, получилось!', 'How did it go?', 'Harder than I thought', 'Try a shorter session tomorrow'])[1 + (k + abs(hashtext(task_id::text))) % 5],
        date + time '10:00' + k * interval '2 hours'
      from tg_thread, generate_series(1, 3) k
      where k <= 1 + abs(hashtext(task_id::text)) % 3
      order by 4;
      insert into task_suggestions (goal_id, mentor_id, label, date, notes, status, created_at, decided_at)
      select goal_id, mentor, 'Extra practice ' || k, current_date + 7 * k, '', status, created,
        case when status <> 'pending' then created + interval '1 day' end
      from (select g.id as goal_id, me.mentor, k,
              case when random() < 0.4 then 'pending' when random() < 0.7 then 'accepted' else 'declined' end as status,
              now() - random() * interval '20 days' as created
            from tg_mentee me join goals g on g.user_id = me.id and g.status = 'active' and g.deleted_at is null,
              generate_series(1, 2) k
            where abs(hashtext(g.id::text)) % 10 < 3) s;
      insert into goal_endorsements (goal_id, mentor_id, note, created_at)
      select g.id, me.mentor, 'Well done!', coalesce(g.completed_at, now()) + interval '1 day'
      from tg_mentee me join goals g on g.user_id = me.id and g.status = 'completed' and g.deleted_at is null
      where random() < 0.3`),
  );
  await step(log, 'achievements', () =>
    client.query(`
      insert into achievements (user_id, key, goal_id, data, earned_at)
      select distinct on (user_id) user_id, 'first_goal', id, '{}'::jsonb, created_at
      from goals order by user_id, created_at;
      insert into achievements (user_id, key, data, earned_at)
      select p.user_id, 'first_milestone', '{}'::jsonb, min(p.completed_at)
      from task_progress p join tasks t on t.id = p.task_id and t.parent_id is null group by p.user_id;
      insert into achievements (user_id, key, goal_id, data, earned_at)
      select distinct on (user_id) user_id, 'goal_achieved', id, '{}'::jsonb, completed_at
      from goals where status = 'completed' and completed_at is not null order by user_id, completed_at;
      create temp table tg_active on commit drop as
      select user_id, max(completed_at) as at from task_progress group by user_id;
      insert into achievements (user_id, key, data, earned_at)
      select user_id, key, '{}'::jsonb, at - interval '1 day' * days
      from tg_active, (values ('streak_7', 0.3, 7), ('streak_30', 0.08, 30), ('streak_100', 0.01, 100)) s(key, share, days)
      where abs(hashtext(user_id::text)) % 1000 < share * 1000;
      insert into achievements (user_id, key, goal_id, data, earned_at)
      select distinct on (g.user_id) g.user_id, 'endorsed', g.id, '{}'::jsonb, e.created_at
      from goal_endorsements e join goals g on g.id = e.goal_id order by g.user_id, e.created_at;
      insert into achievements (user_id, key, goal_id, data, earned_at)
      select distinct on (m.user_id) m.user_id, 'company_finished', g.id, '{}'::jsonb, coalesce(g.completed_at, now())
      from plan_members m join plans p on p.id = m.plan_id join goals g on g.id = p.goal_id and g.status = 'completed'
      where m.role = 'member' order by m.user_id, g.completed_at`),
  );
  // The bell, oldest first (ids grow with time, as they do live).
  await step(log, 'notifications', () =>
    withoutIndexes(client, 'notifications', () =>
      client.query(`
      insert into notifications (user_id, kind, actor_id, goal_id, task_id, conversation_id, data, created_at, read_at)
      select user_id, kind, actor, goal, task, conv, data, at,
        case when at < now() - interval '2 days' or random() < 0.3 then at + interval '1 hour' end
      from (
        select followee_id as user_id, 'new_follower' as kind, follower_id as actor, null::uuid as goal,
          null::uuid as task, null::uuid as conv, '{}'::jsonb as data, created_at as at
        from follows where created_at > now() - interval '60 days'
        union all
        select k.to_id, 'kudos', k.from_id, p.goal_id, null, null, jsonb_build_object('title', g.title), k.created_at
        from kudos k join plans p on p.id = k.plan_id join goals g on g.id = p.goal_id
        union all
        select o.user_id, 'plan_joined', m.user_id, p.goal_id, null, null, jsonb_build_object('title', g.title), m.joined_at
        from plan_members m join plan_members o on o.plan_id = m.plan_id and o.role = 'owner'
          join plans p on p.id = m.plan_id join goals g on g.id = p.goal_id
        where m.role = 'member'
        union all
        select r.user_id, 'message', case when c.user_a = r.user_id then c.user_b else c.user_a end, null, null, c.id,
          jsonb_build_object('text', 'See you tomorrow'), c.last_message_at
        from conversation_reads r join conversations c on c.id = r.conversation_id
        where r.last_read_at < c.last_message_at
        union all
        select a.user_id, 'achievement', null, a.goal_id, null, null, jsonb_build_object('key', a.key), a.earned_at
        from achievements a
        union all
        select mentor, 'new_mentee', id, null, null, null, '{}'::jsonb, since from tg_mentee
        union all
        select c.mentee, 'mentor_comment', c.mentor, c.goal_id, c.task_id, null, '{}'::jsonb, c.date + time '12:00'
        from tg_thread c
      ) n
      where at <= now()
      order by at`),
    ),
  );
}

/** Row counts of the together tables. */
export async function togetherCounts(client: pg.ClientBase | pg.Pool): Promise<TogetherCounts> {
  const { rows } = await client.query<TogetherCounts>(`
    select (select count(*) from mentor_profiles)::int as mentors,
      (select count(*) from users where mentor_id is not null)::int as mentees,
      (select count(*) from plan_offers)::int as offers,
      (select count(*) from plan_members where role = 'member')::int as members,
      (select count(*) from kudos)::int as kudos, (select count(*) from task_comments)::int as comments,
      (select count(*) from task_suggestions)::int as suggestions,
      (select count(*) from goal_endorsements)::int as endorsements,
      (select count(*) from achievements)::int as achievements,
      (select count(*) from notifications)::int as notifications`);
  return rows[0]!;
}

/** True when the scale users already have the together data (their mentors are there). */
export async function hasTogether(client: pg.ClientBase | pg.Pool): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from mentor_profiles m join users u on u.id = m.user_id
     where u.email like '%@${SCALE_DOMAIN}'`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

export const TOGETHER_TABLES =
  'users, mentor_profiles, plan_members, plan_offers, kudos, task_comments, task_suggestions, goal_endorsements, achievements, notifications, events';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('seed-together needs BENCH_DATABASE_URL (or DATABASE_URL) set to a postgres:// URL');
    process.exit(2);
  }
  const database = await openDatabase({ url, max: 2 });
  const client = await database.pool!.connect();
  try {
    const users = await scaleUsers(client);
    if (users === 0) throw new Error('no scale seed in this database: run seed:scale first');
    if (await hasTogether(client)) throw new Error('the together data is already seeded');
    console.log(`Together seed on ${users} scale users`);
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('begin');
    await client.query(`select setseed(0.43)`);
    await seedTogether(client, users, console.log);
    await client.query('commit');
    await client.query(`reset session_replication_role`);
    await step(console.log, 'vacuum analyze', () => client.query(`vacuum analyze ${TOGETHER_TABLES}`));
    console.log(JSON.stringify(await togetherCounts(client)));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    console.error(`seed-together failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    client.release();
    await database.close();
  }
}
