// The people the load bench acts as: on the embedded default, ten registered through the API with two goals
// each, following each other; on PostgreSQL, 100 seeded goal owners with a session written straight to the
// sessions table (argon2 for 100 logins would only time the hashing). Each gets an open step to tick.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '../src/kernel/tokens.js';
import * as doc from './load-documents.js';
import type { Person } from './load-mix.js';
import { SCALE_DOMAIN } from './seed-kit.js';

type Must = (query: string, variables: Record<string, unknown>, token: string) => Promise<any>;

/** Seats the people; on PostgreSQL also returns the connection that cleans up after them. */
export async function seatPeople(
  must: Must,
  databaseUrl: string | undefined,
): Promise<{ people: Person[]; admin?: pg.Client }> {
  const onPostgres = !!databaseUrl;
  const people: Person[] = [];
  let admin: pg.Client | undefined;
  try {
    if (onPostgres) {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rows } = await admin.query<{ id: string; username: string }>(
        `select u.id, u.username from users u
         where u.email like '%@${SCALE_DOMAIN}'
           and exists (select 1 from goals g where g.user_id = u.id and g.status = 'active' and g.deleted_at is null)
         order by md5(u.id::text || 'load') limit 100`,
      );
      if (rows.length === 0) throw new Error('no scale seed in BENCH_DATABASE_URL');
      for (const r of rows) {
        const token = randomBytes(32).toString('base64url');
        await admin.query(
          `insert into sessions (user_id, token_hash, expires_at, user_agent) values ($1, $2, now() + interval '1 day', 'load bench')`,
          [r.id, hashToken(token)],
        );
        people.push({ token, username: r.username, tick: null, ticked: false });
      }
    } else {
      const stamp = Date.now();
      const titles = [
        'Read 12 books by June',
        'Run a 10 km race',
        'Выучить 500 испанских слов',
        'Save 1000 euros',
        'Научиться играть на гитаре',
      ];
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) {
        const registered = await must(
          'mutation($e: String!) { register(email: $e, password: "load bench password 42") { token user { id username } } }',
          { e: `load.${stamp}.${i}@example.com` },
          '',
        );
        const { token, user } = registered.register;
        ids.push(user.id);
        for (const t of [titles[i % titles.length], titles[(i + 2) % titles.length]])
          await must('mutation($t: String!) { createGoal(input: { text: $t }) { id } }', { t }, token);
        people.push({ token, username: user.username, tick: null, ticked: false });
      }
      for (const [i, p] of people.entries())
        for (let k = 1; k <= 5; k++)
          await must(
            'mutation($id: ID!) { follow(userId: $id) { id } }',
            { id: ids[(i + k) % ids.length] },
            p.token,
          );
    }
    for (const p of people) {
      const plans = await must(doc.MY_PLANS, { first: 100, status: null }, p.token);
      const open = (plans.myGoals.items as any[])
        .filter((g) => g.status === 'active')
        .flatMap((g) => g.tasks as any[])
        .filter((t) => t.parentId && !t.completed)
        .sort((a, b) => String(a.date).localeCompare(String(b.date)));
      p.tick = open[0]?.id ?? null;
    }
  } catch (error) {
    await admin?.end();
    throw error;
  }
  return { people, admin };
}
