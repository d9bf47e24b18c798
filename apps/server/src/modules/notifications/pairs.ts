// What one person can make the bell tell another (follows, kudos, joining and leaving a plan, comments,
// suggestions) is limited per pair, and the kinds without a text of their own collapse: unread items of one
// kind about one thing become one ("Anna and 4 others"). Decided inside the statement that writes the item
// (./notifications.service.ts notify), so two processes writing at once count the same rows.
import { type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema.js';

/** Kinds one person causes on another by something they can repeat. */
export const PAIR_KINDS = [
  'new_follower',
  'kudos',
  'plan_joined',
  'plan_left',
  'mentor_comment',
  'member_comment',
  'mentor_suggestion',
  'suggestion_decided',
  'nudge',
] as const;
/** Of those, the ones that carry no text of their own: they repeat at most daily per pair, and collapse. */
export const COLLAPSING_KINDS = ['new_follower', 'kudos', 'plan_joined', 'plan_left'] as const;

/** Bell items one person may cause another in an hour; past it the action happens, the bell stays quiet. */
export const PAIR_PER_HOUR = 10;
/** How many of the people folded into one item are remembered (for the daily repeat check). */
const ACTORS_KEPT = 30;

export const isPairKind = (kind: string) => (PAIR_KINDS as readonly string[]).includes(kind);
export const isCollapsing = (kind: string) => (COLLAPSING_KINDS as readonly string[]).includes(kind);

export interface PairInput {
  userId: string;
  kind: string;
  actorId: string | null;
  goalId: string | null;
}

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * A condition that holds when the pair may cause this item: under the hourly limit, and for a collapsing kind
 * not the same thing again within a day (a follow, unfollow, follow spree tells once), the people folded into
 * a collapsed item included.
 */
export function pairAllows(input: PairInput): SQL {
  if (!input.actorId || !isPairKind(input.kind)) return sql`true`;
  const recent = sql`
    (select count(*) from (select 1 from ${notifications} p
      where p.user_id = ${input.userId}::uuid and p.actor_id = ${input.actorId}::uuid
        and p.created_at > now() - interval '1 hour' and p.kind in (${kindList(PAIR_KINDS)})
      limit ${PAIR_PER_HOUR}) r) < ${PAIR_PER_HOUR}`;
  if (!isCollapsing(input.kind)) return recent;
  return sql`${recent} and not exists (select 1 from ${notifications} p
      where p.user_id = ${input.userId}::uuid and p.kind = ${input.kind}::text
        and p.goal_id is not distinct from ${input.goalId}::uuid
        and p.created_at > now() - interval '1 day'
        and (p.actor_id = ${input.actorId}::uuid or strpos(coalesce(p.data ->> 'actors', ''), ${input.actorId}::text) > 0))`;
}

/**
 * For a collapsing kind: a CTE part that removes the person's unread items of the same kind about the same
 * thing when the new item is written (`allowed` names the CTE that holds a row when it is), returning what they
 * folded; and the data the new item carries: `others` (how many other people) and `actors` (who, kept short).
 */
export function foldInto(input: PairInput, allowed: SQL): { folded: SQL; data: SQL } | null {
  if (!input.actorId || !isCollapsing(input.kind)) return null;
  const folded = sql`folded as (
      delete from ${notifications} f
      where f.user_id = ${input.userId}::uuid and f.kind = ${input.kind}::text
        and f.goal_id is not distinct from ${input.goalId}::uuid and f.read_at is null
        and exists (select 1 from ${allowed})
      returning f.actor_id, f.data)`;
  const data = sql`jsonb_build_object(
      'others', (select coalesce(sum(coalesce((f.data ->> 'others')::int, 0)
        + case when f.actor_id is distinct from ${input.actorId}::uuid then 1 else 0 end), 0)::int from folded f),
      'actors', (select left(coalesce(string_agg(concat_ws(',', f.actor_id::text, nullif(f.data ->> 'actors', '')), ','), ''), ${ACTORS_KEPT * 37})
        from folded f))`;
  return { folded, data };
}
