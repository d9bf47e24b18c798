// A news item read back: its columns and joins, a row turned into an item, a page of them. Shared by the
// feeds (./news.service.ts) and the live fan-out (./fanout.ts).

import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { events, users } from '../../db/schema.js';
import type { NewsItem } from '../../events/types.js';
import type { Page } from '../../kernel/pages.js';

export type Handle = Db | Tx;

// The columns of an item, for `from events e join users a ... left join users s ...`.
export const ITEM_COLUMNS = sql`e.id, e.kind, e.goal_id, e.task_id, e.data, e.visibility, e.created_at,
  a.id as actor_id, a.username as actor_username, a.name as actor_name, a.avatar_url as actor_avatar_url,
  s.id as subject_id, s.username as subject_username, s.name as subject_name, s.avatar_url as subject_avatar_url`;
export const ITEM_JOINS = sql`join ${users} a on a.id = e.actor_id left join ${users} s on s.id = e.subject_id`;

export type Row = Record<string, unknown>;

export function toItem(r: Row): NewsItem {
  return {
    id: Number(r.id),
    kind: r.kind as string,
    actor: {
      id: r.actor_id as string,
      username: r.actor_username as string,
      name: r.actor_name as string,
      avatarUrl: (r.actor_avatar_url as string | null) ?? null,
    },
    subject: r.subject_id
      ? {
          id: r.subject_id as string,
          username: r.subject_username as string,
          name: r.subject_name as string,
          avatarUrl: (r.subject_avatar_url as string | null) ?? null,
        }
      : null,
    goalId: (r.goal_id as string | null) ?? null,
    taskId: (r.task_id as string | null) ?? null,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as NewsItem['data'],
    visibility: r.visibility as string,
    createdAt: new Date(r.created_at as string | Date),
  };
}

export function pageOf(rows: Row[], first: number): Page<NewsItem> {
  const items = rows.slice(0, first).map(toItem);
  return {
    items,
    endCursor: items.length ? String(items[items.length - 1]!.id) : null,
    hasNextPage: rows.length > first,
  };
}

export async function loadItems(db: Handle, where: SQL): Promise<NewsItem[]> {
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS} from ${events} e ${ITEM_JOINS}
    where ${where} order by e.id desc limit 20`);
  return rowsOf<Row>(result).map(toItem);
}
