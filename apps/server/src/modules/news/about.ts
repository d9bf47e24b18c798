// News about someone never reaches a person a block stands between them and (either way): an event whose
// subject (the mentee who joined, the member who joined, the endorsing mentor) or whose goal's owner (a
// member's milestone in someone's plan) is blocked with the viewer stays out of the viewer's feeds and live
// news, whoever its actor is. The actor is the feeds' own concern (they drop blocked sources already).
import { type SQL, sql } from 'drizzle-orm';
import { notBlockedSql } from '../../policies/people.js';

/** A condition on the event `e` (an alias in the caller's query): nobody it is about is blocked with `viewer`. */
export const notAboutBlockedSql = (viewer: SQL | string): SQL =>
  sql`(e.subject_id is null or ${notBlockedSql(sql`e.subject_id`, viewer)})
    and not exists (select 1 from goals bg where bg.id = e.goal_id and bg.user_id <> e.actor_id
      and not ${notBlockedSql(sql`bg.user_id`, viewer)})`;

/** For the live fan-out: a recipient (a column) is blocked with none of these people (the event's others). */
export const blockedWithNoneSql = (recipient: SQL, people: string[]): SQL =>
  people.length === 0
    ? sql`true`
    : sql.join(
        people.map((id) => notBlockedSql(recipient, id)),
        sql` and `,
      );
