import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { blocks, follows, users } from '../src/db/schema.js';
import { searchQueries } from '../src/modules/search/search.service.js';
import { codeOf, messageOf } from './harness.js';
import {
  app,
  find,
  goal,
  john,
  named,
  names,
  planIn,
  runner,
  SEARCH,
  setUpFile,
  titles,
  type User,
  usernames,
  viewer,
} from './search-kit.js';

setUpFile();

describe('search: people', () => {
  it('finds a Russian surname by its beginning, in any case, and with a small typo', async () => {
    for (const q of ['петро', 'ПЕТРОВ', 'Петрова', 'анна петр', 'петрва']) {
      expect(names(await find(q, viewer.token)), q).toContain('Анна Петрова');
    }
    expect(names(await find('петро', viewer.token))).not.toContain('John Smith');
  });

  it('finds an English name by part of it, by a misspelling and by username; accents do not matter', async () => {
    for (const q of ['smith', 'Smi', 'john smith', 'jon smith', john.username]) {
      expect(names(await find(q, viewer.token)), q).toContain('John Smith');
    }
    for (const q of ['muller', 'Müller', 'zoe'])
      expect(names(await find(q, viewer.token)), q).toContain('Zoë Müller');
    // The best match comes first.
    expect((await find('smith', viewer.token)).people[0]?.id).toBe(john.id);
  });

  it('an exact username finds that person, not namesakes who are only close spellings of it; a typo finds them all', async () => {
    const nikitas: Record<string, User> = {};
    for (const username of ['nikita.sokolov4243', 'nikita.sokolov7319', 'nikita.sokolov9051']) {
      const person = await named('Nikita', 'Sokolov');
      await app.database.db.update(users).set({ username }).where(eq(users.id, person.id));
      nikitas[username] = person;
    }
    // The person alone (before: the two namesakes after them, as close spellings with 0.74).
    expect(usernames(await find('nikita.sokolov4243', viewer.token))).toEqual(['nikita.sokolov4243']);
    expect(usernames(await find('Nikita.Sokolov4243'))).toEqual(['nikita.sokolov4243']);
    // A username with a typo is no one's: close spellings are looked for, the closest first.
    expect(usernames(await find('nikita.sokolov4234', viewer.token))).toEqual([
      'nikita.sokolov4243',
      'nikita.sokolov7319',
      'nikita.sokolov9051',
    ]);
    // Part of a username, contained in fewer than ten: the namesakes follow as close spellings, as before.
    expect(usernames(await find('nikita.sokolov42', viewer.token))).toEqual([
      'nikita.sokolov4243',
      'nikita.sokolov7319',
      'nikita.sokolov9051',
    ]);
    // One who blocked the viewer is no answer to them: the viewer finds the namesakes, never the blocker.
    const blocker = nikitas['nikita.sokolov4243']!;
    await app.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: viewer.id });
    try {
      expect(usernames(await find('nikita.sokolov4243', viewer.token))).toEqual([
        'nikita.sokolov7319',
        'nikita.sokolov9051',
      ]);
    } finally {
      await app.database.db.delete(blocks).where(eq(blocks.blockerId, blocker.id));
    }
  });

  it("a long query's close spellings are within about a typo of it, not everyone who shares half of it", async () => {
    const solovev = await named('Nikita', 'Solovev');
    await app.database.db
      .update(users)
      .set({ username: 'nikita.solovev1234' })
      .where(eq(users.id, solovev.id));
    // 19 trigrams: the threshold is (19 - 5) / (19 + 5) = 0.58. The person (0.84) and the namesakes (0.74) are
    // close spellings; Nikita Solovev (0.55) shares only half of it (found before, at 0.5).
    expect(usernames(await find('nikita.sokolov4234', viewer.token))).toEqual([
      'nikita.sokolov4243',
      'nikita.sokolov7319',
      'nikita.sokolov9051',
    ]);
    // A typo of their own finds them, first; a short query keeps 0.5 ("solovyov" in "nikita solovev…": 0.56).
    expect(usernames(await find('nikita.solovev1243', viewer.token))[0]).toBe('nikita.solovev1234');
    expect(usernames(await find('solovyov', viewer.token))).toContain('nikita.solovev1234');
  });

  it('tells a signed-in viewer whom they follow; a guest finds people too', async () => {
    await app.database.db.insert(follows).values({ followerId: viewer.id, followeeId: john.id });
    const forViewer = await find('smith', viewer.token);
    expect(forViewer.people.find((p) => p.id === john.id)?.followedByMe).toBe(true);
    const guest = await find('smith');
    expect(guest.people.find((p) => p.id === john.id)?.followedByMe).toBeNull();
  });

  it('a person who blocked the viewer is not found, nor their goals; others (and guests) still find them', async () => {
    const blocked = await named('Boris', 'Blockman');
    const blocker = await named('Bella', 'Zwanziger');
    await goal(blocker, 'Zwanziger swimming challenge', 'public');
    await app.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
    expect(names(await find('zwanziger', blocked.token))).toEqual([]);
    expect(titles(await find('zwanziger', blocked.token))).toEqual([]);
    expect(names(await find('zwanziger', viewer.token))).toEqual(['Bella Zwanziger']);
    expect(titles(await find('zwanziger'))).toEqual(['Zwanziger swimming challenge']);
    // The blocker still finds the person they blocked (to unblock them).
    expect(names(await find('blockman', blocker.token))).toEqual(['Boris Blockman']);
  });
});
describe('search: goals', () => {
  it('finds public goals by a misspelt word, in English and Russian; never private, followers-only or deleted ones', async () => {
    const marathn = titles(await find('marathn', viewer.token));
    expect(marathn).toContain('Run a marathon in spring');
    expect(marathn).not.toContain('Secret marathon training');
    expect(marathn).not.toContain('Marathon with my followers');
    expect(marathn).not.toContain('Deleted marathon attempt');
    expect(titles(await find('марафн', viewer.token))).toContain('Пробежать марафон к осени');
    expect(titles(await find('марафон', viewer.token))).toEqual(['Пробежать марафон к осени']);
    // Not even the owner, nor a follower, finds a private or followers-only goal through search.
    await app.database.db.insert(follows).values({ followerId: viewer.id, followeeId: runner.id });
    for (const token of [runner.token, viewer.token, undefined]) {
      const all = titles(await find('marathon', token));
      expect(all).toEqual(['Run a marathon in spring']);
    }
  });

  it('a found goal carries its owner and its progress', async () => {
    const [hit] = (await find('marathon in spring')).goals;
    expect(hit).toMatchObject({
      goal: { title: 'Run a marathon in spring', visibility: 'public', progress: 0 },
      owner: { id: runner.id },
    });
  });
});
describe('search: input', () => {
  it('refuses a query shorter than 2 or longer than 100 characters, in English and Russian', async () => {
    for (const q of ['', 'a', '  b  ', 'я'.repeat(101)]) {
      const en = await app.gql(SEARCH, { q });
      expect(codeOf(en), q).toBe('BAD_USER_INPUT');
      expect(messageOf(en)).toBe('Type 2 to 100 characters to search.');
      const ru = await app.gql(SEARCH, { q }, { lang: 'ru' });
      expect(messageOf(ru)).toBe('Для поиска введите от 2 до 100 символов.');
    }
    expect((await app.gql(SEARCH, { q: 'я'.repeat(100) })).errors).toBeUndefined();
    for (const first of [0, 51])
      expect(codeOf(await app.gql(SEARCH, { q: 'smith', first }))).toBe('BAD_USER_INPUT');
  });

  it('takes % and _ literally (a wildcard finds nothing) and survives quotes and backslashes', async () => {
    for (const q of ['%%', '__', '%_%', "' or 1=1 --", '\\\\', '"%"']) {
      const found = await find(q, viewer.token);
      expect(found, q).toEqual({ people: [], goals: [] });
    }
  });
});
describe('search: cost', () => {
  it('costs the same number of SQL statements for 1 result and for 20', async () => {
    for (let i = 0; i < 12; i++) await named('Costly', `Person${i}`);
    const owner = await named('Cost', 'Owner');
    for (let i = 0; i < 4; i++) await goal(owner, `Costly goal number ${i}`, 'public');
    const count = async (first: number) => {
      const before = app.database.statements.count;
      const res = await app.gql(SEARCH, { q: 'costly', first }, { token: viewer.token });
      expect(res.errors).toBeUndefined();
      // 12 contain the word; with that many, near spellings (Cost Owner) are not looked for.
      expect(res.data!.search.people.length).toBe(Math.min(first, 12));
      return app.database.statements.count - before;
    };
    expect(await count(20)).toBe(await count(1));
  });

  it("a prepared statement's generic plan computes the query's own expressions once, not for every row", async () => {
    // On PostgreSQL every search is a prepared statement and runs on a generic plan: an expression of a
    // parameter written inline (the query normalised, its like patterns) is computed again for each row it
    // is compared with; as a scalar subquery it is an InitPlan, computed once.
    for (const name of ['people', 'goals'] as const) {
      for (const q of ['marathn', 'анна петр']) {
        const query = new PgDialect().sqlToQuery(searchQueries(viewer.id, q, 10)[name]);
        const literal = (v: unknown) =>
          v === null ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
        const plan = await planIn([
          'set local plan_cache_mode = force_generic_plan',
          `prepare search_generic as ${query.sql}`,
          `explain execute search_generic(${query.params.map(literal).join(', ')})`,
          'deallocate search_generic',
        ]);
        expect(plan, `${name} "${q}"\n${plan}`).toMatch(/InitPlan/);
        expect(plan, `${name} "${q}"\n${plan}`).not.toMatch(/stepwise_search_norm\(\$\d+/);
      }
    }
  });

  it('both queries can use their GIN trigram index (no sequential scan when it is turned off)', async () => {
    const { database } = app;
    for (const [name, index] of [
      ['people', 'users_search_idx'],
      ['goals', 'goals_search_idx'],
    ] as const) {
      for (const q of ['петро', 'marathn', 'анна петр']) {
        const query = new PgDialect().sqlToQuery(searchQueries(viewer.id, q, 10)[name]);
        const statements = [
          'set local enable_seqscan = off',
          'set local enable_indexscan = off',
          "set local pg_trgm.word_similarity_threshold = '0.5'",
        ];
        let plan: string;
        if (database.pool) {
          const client = await database.pool.connect();
          try {
            await client.query('begin');
            for (const s of statements) await client.query(s);
            const res = await client.query(`explain ${query.sql}`, query.params);
            plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
            await client.query('rollback');
          } finally {
            client.release();
          }
        } else {
          plan = await database.pglite!.transaction(async (tx) => {
            for (const s of statements) await tx.query(s);
            const res = await tx.query<Record<string, string>>(`explain ${query.sql}`, query.params);
            return res.rows.map((r) => r['QUERY PLAN']).join('\n');
          });
        }
        expect(plan, `${name} "${q}"\n${plan}`).toContain(index);
        expect(plan, `${name} "${q}"\n${plan}`).not.toMatch(/Seq Scan on (users|goals)\b/);
      }
    }
  });
});
