// The social part of the scale seed: follows, news events, conversations and their messages, inside the
// seed's transaction (after goals, plans, members and progress, which the events are derived from).
import type pg from 'pg';
import { step, withoutIndexes } from './seed-kit.js';

export interface SocialSizes {
  users: number;
  /** Users 1..owners own the goals. */
  owners: number;
  followsPerUser: number;
  eventsWanted: number;
  conversationsWanted: number;
  messagesWanted: number;
  /** Users 1..talkers start the conversations. */
  talkers: number;
}

export async function seedSocial(
  client: pg.PoolClient,
  log: (line: string) => void,
  sizes: SocialSizes,
): Promise<void> {
  const { users, owners, followsPerUser, eventsWanted, conversationsWanted, messagesWanted, talkers } = sizes;
  // Follows: about ${followsPerUser} a user, four in five of them goal owners (their news has content).
  await step(log, `follows (${followsPerUser} a user)`, () =>
    withoutIndexes(client, 'follows', () =>
      client.query(`
    insert into follows (follower_id, followee_id, created_at)
    select md5('u' || i)::uuid, md5('u' || f)::uuid, min(at)
    from (select i, case when random() < 0.8 then 1 + floor(random() * ${owners})::int
            else 1 + floor(random() * ${users})::int end as f,
            now() - random() * interval '400 days' as at
          from generate_series(1, ${users}) i, generate_series(1, ${followsPerUser}) k) x
    where f <> i
    group by i, f order by 1, 2`),
    ),
  );
  // Events, oldest first (ids grow with time, as they do live): goal set, milestones reached by the owner
  // and by members (a milestone is reached when its date has passed within the participant's progress),
  // goal achieved; then achievements (no goal) up to the asked count, spread over 400 days. One insert in
  // time order, so the newest ids hold both kinds.
  await step(log, 'events (from the goals)', () =>
    client.query(`
    create temp table scale_event on commit drop as
    select md5('u' || g.owner)::uuid as actor, 'goal_set' as kind, md5('g' || g.j)::uuid as goal, null::uuid as task,
      jsonb_build_object('title', 'Goal ' || g.j) as data, g.visibility, (g.start - 1)::timestamptz as at
    from scale_goal g
    union all
    select md5('u' || g.owner)::uuid, 'milestone_reached', md5('g' || g.j)::uuid, t.id,
      jsonb_build_object('title', 'Goal ' || g.j, 'label', t.label), g.visibility, t.date + time '18:00'
    from scale_goal g join tasks t on t.plan_id = md5('p' || g.j)::uuid and t.parent_id is null
    where t.date < least(g.done_until, current_date)
    union all
    select md5('u' || m.who)::uuid, 'milestone_reached', md5('g' || g.j)::uuid, t.id,
      jsonb_build_object('title', 'Goal ' || g.j, 'label', t.label), g.visibility, t.date + time '19:00'
    from scale_member m join scale_goal g using (j)
      join tasks t on t.plan_id = md5('p' || g.j)::uuid and t.parent_id is null
    where t.date < least(g.done_until, current_date) - m.lag
    union all
    select md5('u' || g.owner)::uuid, 'goal_achieved', md5('g' || g.j)::uuid, null,
      jsonb_build_object('title', 'Goal ' || g.j), g.visibility, (g.start + g.span)::timestamptz + interval '20 hours'
    from scale_goal g where g.status = 'completed'`),
  );
  // A goal dated ahead (set next week, achieved before its deadline): its news is from the last three days.
  await client.query(`update scale_event set at = now() - random() * interval '3 days' where at > now()`);
  const { rows: counted } = await client.query<{ n: number }>('select count(*)::int as n from scale_event');
  const filler = Math.max(0, eventsWanted - (counted[0]?.n ?? 0));
  await step(log, `events (+${filler} achievements)`, () =>
    client.query(`
      insert into events (actor_id, kind, goal_id, task_id, data, visibility, created_at)
      select actor, kind, goal, task, data, visibility, at from (
        select * from scale_event
        union all
        select md5('u' || (case when random() < 0.8 then 1 + floor(random() * ${owners})::int
            else 1 + floor(random() * ${users})::int end))::uuid,
          'achievement_earned', null, null, jsonb_build_object('key', 'streak_' || (1 + i % 12)),
          case when random() < 0.7 then 'public' else 'followers' end, now() - random() * interval '400 days'
        from generate_series(1, ${filler}) i
      ) e order by at`),
  );
  // Conversations: a talker (the first tenth of the users) and anyone; messages of exponential length
  // (mean messages / conversations), alternating senders at random, spread from the start until now.
  await step(log, `conversations (${conversationsWanted})`, () =>
    client.query(`
    create temp table scale_conv on commit drop as
    select c, least(ua, ub) as a, greatest(ua, ub) as b, n, started,
      (now() - started) / (n + 1) as gap, random() as r_read
    from (select distinct on (least(ua, ub), greatest(ua, ub)) c, ua, ub, n, started from (
        select c, md5('u' || (1 + floor(random() * ${talkers})::int))::uuid as ua,
          md5('u' || (1 + floor(random() * ${users})::int))::uuid as ub,
          1 + floor(-ln(1 - random()) * ${Math.max(0, messagesWanted / conversationsWanted - 1)})::int as n,
          now() - random() * interval '365 days' as started
        from generate_series(1, ${conversationsWanted}) c) p
      where ua <> ub order by least(ua, ub), greatest(ua, ub), c) x;
    create index on scale_conv (c);
    analyze scale_conv;
    insert into conversations (id, user_a, user_b, last_message_at, created_at)
    select md5('c' || c)::uuid, a, b, started + gap * n, started from scale_conv order by c`),
  );
  await step(log, 'messages', () =>
    withoutIndexes(client, 'messages', () =>
      client.query(`
    insert into messages (conversation_id, sender_id, body, created_at)
    select md5('c' || v.c)::uuid, case when random() < 0.5 then v.a else v.b end,
      (array['Привет! Как успехи?', 'Пробежал сегодня 5 км', 'Hi! How is the plan going?', 'Done with step 3 today',
        'Спасибо за поддержку!', 'Let us train together on Saturday', 'Отличный прогресс 👍', 'See you tomorrow'])[1 + k % 8]
        || ' #' || k,
      v.started + v.gap * k
    from scale_conv v, generate_series(1, v.n) k
    order by v.started + v.gap * k;
    insert into conversation_reads (conversation_id, user_id, last_read_at)
    select md5('c' || c)::uuid, a, started + gap * n from scale_conv
    union all
    select md5('c' || c)::uuid, b, started + gap * floor(n * r_read) from scale_conv`),
    ),
  );
}
