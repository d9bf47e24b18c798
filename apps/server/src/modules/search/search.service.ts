// Search (issue 9): people by name and username, public goals by title; Russian and English, partial words
// and small typos. pg_trgm over accent-free lower-case text: both queries name the indexed expressions
// exactly (migration 0004: users_search_idx on stepwise_search_norm(name || ' ' || username), goals_search_idx
// on stepwise_search_norm(title) where public and not deleted), so their GIN trigram indexes serve
// `like '%…%'` (every word of the query contained) and `<%` (word similarity, for typos). One code path on
// PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { blocks, follows, goals, users } from '../../db/schema.js';
import { badInput } from '../../lib/errors.js';
import type { GoalRow } from '../goals/goals.service.js';
import type { PersonCard } from './person.js';

export const QUERY_MIN = 2;
export const QUERY_MAX = 100;
/** Word similarity a typo must reach ("marathn" in "run a marathon": 0.75; "петрва" in "петрова": 0.57). */
export const WORD_SIMILARITY = 0.5;
const MAX_WORDS = 6;

export interface SearchResults {
  /** followedByMe: absent for a guest. */
  people: Array<PersonCard & { followedByMe?: boolean }>;
  goals: Array<{ goal: GoalRow; owner: PersonCard }>;
}

/** The query as typed, with runs of spaces made one; BAD_USER_INPUT unless 2 to 100 characters. */
export function parseQuery(raw: string): string {
  const query = raw.replace(/\s+/g, ' ').trim();
  const n = [...query].length;
  if (n < QUERY_MIN || n > QUERY_MAX)
    throw badInput('searchQueryLength', 'query', { min: QUERY_MIN, max: QUERY_MAX });
  return query;
}

/** A word normalised like the index, with `\`, `%` and `_` escaped: `like` takes it literally. */
const literalSql = (word: string) =>
  sql`replace(replace(replace(stepwise_search_norm(${word}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
const containsSql = (word: string) => sql`'%' || ${literalSql(word)} || '%'`;

function matchSql(column: ReturnType<typeof sql>, query: string) {
  const words = query.split(' ').slice(0, MAX_WORDS);
  const all = sql.join(
    words.map((w) => sql`${column} like ${containsSql(w)}`),
    sql` and `,
  );
  return sql`((${all}) or stepwise_search_norm(${query}::text) <% ${column})`;
}

/** Ranking: the whole query at the start, then contained, then by word similarity (typos last). */
function rankSql(column: ReturnType<typeof sql>, query: string) {
  return sql`(${column} like ${literalSql(query)} || '%') desc, (${column} like ${containsSql(query)}) desc,
    word_similarity(stepwise_search_norm(${query}::text), ${column}) desc`;
}

const owner = { id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl };

/** The two queries of a search (exported for the test that EXPLAINs them: both must be able to use their index). */
export function searchQueries(db: Db | Tx, viewerId: string | null, query: string, first: number) {
  const person = sql`stepwise_search_norm(${users.name} || ' ' || ${users.username})`;
  const title = sql`stepwise_search_norm(${goals.title})`;
  const notBlockedBy = (id: typeof users.id | typeof goals.userId) =>
    viewerId
      ? sql`and not exists (select 1 from ${blocks} b where b.blocker_id = ${id} and b.blocked_id = ${viewerId}::uuid)`
      : sql``;
  const followed = sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${viewerId}::uuid and f.followee_id = ${users.id})`;
  return {
    people: db
      .select({ ...owner, followedByMe: followed })
      .from(users)
      .where(sql`${matchSql(person, query)} ${notBlockedBy(users.id)}`)
      .orderBy(sql`${rankSql(person, query)}, ${users.username}`)
      .limit(first),
    // The partial index's own predicate, word for word: public and not deleted.
    goals: db
      .select({ goal: goals, owner })
      .from(goals)
      .innerJoin(users, sql`${users.id} = ${goals.userId}`)
      .where(
        sql`${goals.visibility} = 'public' and ${goals.deletedAt} is null and ${matchSql(title, query)} ${notBlockedBy(goals.userId)}`,
      )
      .orderBy(sql`${rankSql(title, query)}, ${goals.createdAt} desc, ${goals.id}`)
      .limit(first),
  };
}

/**
 * People and public goals matching the query, best first, `first` of each. A person who blocked the viewer
 * is not found, nor are their goals; private and followers-only goals never are. Three statements
 * (the threshold, people, goals), whatever `first`.
 */
export async function search(
  db: Db,
  viewerId: string | null,
  rawQuery: string,
  options: { first?: number | null },
): Promise<SearchResults> {
  const query = parseQuery(rawQuery);
  const first = options.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > 50) throw badInput('paginationInvalid', 'first');
  return db.transaction(async (tx) => {
    // `<%` reads this threshold; set for this transaction only (the pool's connections keep their own).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    const queries = searchQueries(tx, viewerId, query, first);
    const rows = await queries.people;
    const people = rows.map(({ followedByMe, ...p }) => (viewerId ? { ...p, followedByMe } : p));
    return { people, goals: await queries.goals };
  });
}
