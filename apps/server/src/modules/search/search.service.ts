// Search: people by name and username, public goals by title; Russian and English, partial words
// and small typos. pg_trgm over accent-free lower-case text: both queries name the indexed expressions
// exactly (migration 0004: users_search_idx on stepwise_search_norm(name || ' ' || username), goals_search_idx
// on stepwise_search_norm(title) where public and not deleted), so their GIN trigram indexes serve
// `like '%…%'` (every word of the query contained) and `<%` (word similarity, for typos). One code path on
// PGlite and PostgreSQL.

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, follows, goals, users } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { normalizeUsername, type PersonCard } from '../../kernel/people.js';
import { notHiddenSql, notSuspendedSql } from '../../policies/moderation.js';
import type { GoalRow } from '../goals/types.js';

export const QUERY_MIN = 2;
export const QUERY_MAX = 100;
/** Word similarity a typo must reach ("marathn" in "run a marathon": 0.75; "петрва" in "петрова": 0.57). */
export const WORD_SIMILARITY = 0.5;
/**
 * A long query's close spellings are within about a typo of it. Word similarity is (n - k) / (n + k) for a query
 * of n trigrams whose best match lacks k of them and has k others (one typo: k <= 4), so the threshold is
 * max(WORD_SIMILARITY, (n - TYPO_TRIGRAMS) / (n + TYPO_TRIGRAMS)): 0.5 up to 15 trigrams (a word of 14 letters,
 * two of 6), 0.58 for a username of 19 ("nikita.sokolov4234": "nikita.sokolov4243" 0.84, a namesake
 * "nikita.sokolov9051" 0.74, "nikita.solovev1234" 0.55). At 0.5 everyone sharing half of a long query is a
 * candidate, and the index reads the posting lists of its commonest trigrams to find them.
 */
export const TYPO_TRIGRAMS = 5;
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

/**
 * An expression of the query alone, computed once per statement: a scalar subquery is an InitPlan. Written
 * inline, a prepared statement's generic plan (every search on PostgreSQL) computes it again for every row it
 * is compared with: `stepwise_search_norm($1)` (unaccent) and the escaped patterns, several times a candidate.
 */
const once = (expression: SQL) => sql`(select ${expression})`;
/** The query (or a word of it) normalised like the index. */
const normSql = (text: string) => once(sql`stepwise_search_norm(${text}::text)`);
/** A word normalised like the index, with `\`, `%` and `_` escaped: `like` takes it literally. */
const escapedSql = (word: string) =>
  sql`replace(replace(replace(stepwise_search_norm(${word}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
const containsSql = (word: string) => once(sql`'%' || ${escapedSql(word)} || '%'`);
const startsWithSql = (word: string) => once(sql`${escapedSql(word)} || '%'`);

/** Every word of the query contained (each `like` is served by the trigram index). */
function matchAllSql(column: SQL, query: string) {
  const words = query.split(' ').slice(0, MAX_WORDS);
  return sql.join(
    words.map((w) => sql`${column} like ${containsSql(w)}`),
    sql` and `,
  );
}

/** Ranking: the whole query at the start, then contained, then by word similarity (typos last). */
function rankSql(column: SQL, query: string) {
  return sql`(${column} like ${startsWithSql(query)}) desc, (${column} like ${containsSql(query)}) desc,
    word_similarity(${normSql(query)}, ${column}) desc`;
}

/** Candidates read from an index before ranking: a common word ("иван") matches thousands, and ranking them all costs. */
export const CANDIDATES = 200;
/** Typos are looked for only when fewer than this many contain the query: a close spelling is the fallback. */
const FUZZY_BELOW = 10;

/**
 * Up to CANDIDATES rows containing every word (`like`, on the index), plus, when those are few and none of
 * them `answers` the query, up to CANDIDATES close spellings (`<%`, on the same index; never read otherwise),
 * ranked: the `first` best, as `id` and `position`. The candidates carry only their keys: what is shown (a
 * goal's row as JSON, its owner, whether the viewer follows a person) is read by the caller for those `first`
 * alone, not for every candidate (at 100k users, a common word's 200 candidates cost more to build than to
 * find).
 */
function rankedSql(options: {
  keys: SQL;
  from: SQL;
  where: SQL;
  column: SQL;
  query: string;
  order: SQL;
  first: number;
  /** A condition on one of the `exact` candidates (as `e`) that answers the query: then no typos are looked for. */
  answers?: SQL;
}) {
  const { keys, from, where, column, query, first } = options;
  const contained = matchAllSql(column, query);
  const answered = options.answers
    ? sql`exists (select 1 from exact e where ${options.answers})`
    : sql`false`;
  // The `<%` candidates' column is read once (the `offset 0` keeps it from being computed again for the
  // "not every word contained" test); the query's own expressions are InitPlans (see `once`).
  return sql`
    with exact as (
      select ${keys}, ${column} as n from ${from} where ${where} and ${contained} limit ${CANDIDATES}),
    fuzzy as (
      select * from (
        select ${keys}, ${column} as n from ${from}
        where (select count(*) from exact) < ${FUZZY_BELOW} and not ${answered} and ${where}
          and ${normSql(query)} <% ${column}
        offset 0) f
      where not (${matchAllSql(sql`f.n`, query)})
      limit ${CANDIDATES})
    select c.id, row_number() over (order by ${rankSql(sql`c.n`, query)}, ${options.order}) as position
    from (select * from exact union all select * from fuzzy) c
    order by position
    limit ${first}`;
}

/** The two queries of a search (exported for the test that EXPLAINs them: both must be able to use their index). */
export function searchQueries(viewerId: string | null, query: string, first: number) {
  const notBlockedBy = (id: SQL) =>
    viewerId
      ? sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${id} and b.blocked_id = ${viewerId}::uuid)`
      : sql`true`;
  const people = rankedSql({
    keys: sql`u.id, u.username`,
    from: sql`${users} u`,
    where: sql`${notBlockedBy(sql`u.id`)} and ${notSuspendedSql(sql`u.id`)}`,
    // The expression of users_search_idx, word for word.
    column: sql`stepwise_search_norm(u.name || ' ' || u.username)`,
    query,
    order: sql`c.username`,
    first,
    // Someone's exact username (in any case) is the answer: their namesakes are not typos of it. Without this,
    // "nikita.sokolov4243" also read every Nikita Sokolov and Solovyov (212 at 100k users) through the typo
    // index to fill the page. One who blocked the viewer is not a candidate, so typos are looked for as before.
    answers: sql`e.username = ${normalizeUsername(query)}`,
  });
  const found = rankedSql({
    keys: sql`g.id, g.created_at`,
    from: sql`${goals} g`,
    // goals_search_idx's own predicate, word for word: public and not deleted.
    where: sql`g.visibility = 'public' and g.deleted_at is null and ${notBlockedBy(sql`g.user_id`)}
      and ${notSuspendedSql(sql`g.user_id`)} and ${notHiddenSql('goal', sql`g.id`, null)}`,
    column: sql`stepwise_search_norm(g.title)`,
    query,
    // Newest first (the order of to_jsonb's ISO text, which this was), then by id.
    order: sql`c.created_at desc, c.id::text`,
    first,
  });
  return {
    people: sql`
      select u.id, u.username, u.name, u.avatar_url,
        exists (select 1 from ${follows} f where f.follower_id = ${viewerId}::uuid and f.followee_id = u.id) as followed
      from (${people}) r join ${users} u on u.id = r.id
      order by r.position`,
    goals: sql`
      select to_jsonb(g) as goal, o.id as owner_id, o.username as owner_username, o.name as owner_name,
        o.avatar_url as owner_avatar_url
      from (${found}) r join ${goals} g on g.id = r.id join ${users} o on o.id = g.user_id
      order by r.position`,
  };
}

/** The word-similarity threshold for this query (TYPO_TRIGRAMS), as set_config's text. */
export function thresholdSql(query: string) {
  const n = sql`cardinality(show_trgm(stepwise_search_norm(${query}::text)))`;
  return sql`greatest(${WORD_SIMILARITY}::float8, (${n} - ${TYPO_TRIGRAMS}::float8) / (${n} + ${TYPO_TRIGRAMS}))::text`;
}

/** A goal row from its to_jsonb() (the same on PGlite and PostgreSQL, whatever the drivers do with dates). */
function goalFromJson(j: Record<string, unknown>): GoalRow {
  const date = (v: unknown) => (v == null ? null : new Date(String(v)));
  return {
    id: String(j.id),
    userId: String(j.user_id),
    title: String(j.title),
    description: String(j.description ?? ''),
    category: String(j.category),
    language: String(j.language),
    deadline: (j.deadline as string | null) ?? null,
    visibility: String(j.visibility),
    status: String(j.status),
    targetValue: (j.target_value as number | null) ?? null,
    targetUnit: (j.target_unit as string | null) ?? null,
    createdAt: date(j.created_at)!,
    updatedAt: date(j.updated_at)!,
    completedAt: date(j.completed_at),
    deletedAt: date(j.deleted_at),
    version: Number(j.version),
  };
}

/**
 * People and public goals matching the query, best first, `first` of each. A person who blocked the viewer
 * is not found, nor are their goals; private and followers-only goals never are. One statement, whatever
 * `first`: the word-similarity threshold, then the people and the goals (the two queries above) as JSON.
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
  const queries = searchQueries(viewerId, query, first);
  // `<%` reads pg_trgm.word_similarity_threshold (WORD_SIMILARITY, more for a long query: TYPO_TRIGRAMS) when
  // it runs. set_config(…, true) holds until the end of this statement's own transaction (the pool's
  // connections keep their own setting), and it is the first column: the two subqueries run after it, when
  // the row is projected (they are InitPlans, run on first use).
  // It was a transaction of five round trips (begin, the setting, people, goals, commit).
  const [row] = rowsOf<{ people: unknown; goals: unknown }>(
    await db.execute(sql`
      select set_config('pg_trgm.word_similarity_threshold', ${thresholdSql(query)}, true) as threshold,
        (select coalesce(json_agg(p), '[]'::json) from (${queries.people}) p) as people,
        (select coalesce(json_agg(g), '[]'::json) from (${queries.goals}) g) as goals`),
  );
  const list = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : value) as T[];
  const people = list<{
    id: string;
    username: string;
    name: string;
    avatar_url: string | null;
    followed: boolean;
  }>(row?.people ?? []).map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    avatarUrl: r.avatar_url,
    ...(viewerId ? { followedByMe: r.followed === true } : {}),
  }));
  const found = list<{
    goal: Record<string, unknown> | string;
    owner_id: string;
    owner_username: string;
    owner_name: string;
    owner_avatar_url: string | null;
  }>(row?.goals ?? []).map((r) => ({
    goal: goalFromJson(typeof r.goal === 'string' ? JSON.parse(r.goal) : r.goal),
    owner: {
      id: r.owner_id,
      username: r.owner_username,
      name: r.owner_name,
      avatarUrl: r.owner_avatar_url,
    },
  }));
  return { people, goals: found };
}
