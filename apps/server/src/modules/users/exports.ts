import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { dataExports } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/queue.js';
import { readAvatar } from '../uploads/uploads.service.js';

export const EXPORT_QUEUE = 'data-export';
/** A ready export can be downloaded this long; the purge job removes it after. */
export const EXPORT_TTL = 7 * 24 * 60 * 60 * 1000;
export const EXPORT_FORMAT = 'stepwise-export/1';

export type ExportRow = Omit<typeof dataExports.$inferSelect, 'content'>;

const listColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

/** A new export is made at most this often: a pending one, or one made in the last 10 minutes, is returned instead. */
const REPEAT_AFTER = 10 * 60 * 1000;

/** Enqueues an export (with its job in the same transaction); see REPEAT_AFTER. */
export async function requestDataExport(db: Db, queue: JobQueue, userId: string): Promise<ExportRow> {
  const row = await db.transaction(async (tx) => {
    // One export at a time per person: the row lock makes two requests at once take turns.
    await tx.execute(sql`select id from users where id = ${userId}::uuid for update`);
    const [pending] = await tx
      .select(listColumns)
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          or(
            eq(dataExports.status, 'pending'),
            and(
              eq(dataExports.status, 'ready'),
              gt(dataExports.createdAt, new Date(Date.now() - REPEAT_AFTER)),
            ),
          ),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (pending) return { row: pending, created: false };
    const [created] = await tx
      .insert(dataExports)
      .values({ userId, expiresAt: new Date(Date.now() + EXPORT_TTL) })
      .returning(listColumns);
    await queue.send(EXPORT_QUEUE, { exportId: created!.id }, { db: tx });
    return { row: created!, created: true };
  });
  if (row.created) queue.nudge(EXPORT_QUEUE);
  return row.row;
}

export async function myDataExports(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select(listColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, new Date())))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
}

const rows = (query: ReturnType<typeof sql>) =>
  sql`(select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) from (${query}) r)`;

/**
 * Everything of the person as one JSON document (docs/decisions/040-account-settings.md): their rows, the
 * people they blocked, their own news events, their active sessions (never a token's hash) and their avatar
 * image (base64).
 */
export async function buildExport(
  db: Db,
  uploadsDir: string,
  userId: string,
): Promise<Record<string, unknown> | null> {
  const u = sql`${userId}::uuid`;
  const myGoals = sql`select id from goals where user_id = ${u}`;
  const myPlans = sql`select id from plans where goal_id in (${myGoals}) union select plan_id from plan_members where user_id = ${u}`;
  const myConversations = sql`select id from conversations where user_a = ${u} or user_b = ${u}`;
  const result = await db.execute(sql`select jsonb_build_object(
    'profile', (select to_jsonb(x) - 'password_hash' - 'google_sub' from users x where x.id = ${u}),
    'socialLinks', ${rows(sql`select network, url, position from social_links where user_id = ${u} order by position`)},
    'interests', ${rows(sql`select category from user_interests where user_id = ${u}`)},
    'mentorProfile', (select to_jsonb(m) from mentor_profiles m where m.user_id = ${u}),
    'goals', ${rows(sql`select * from goals where user_id = ${u} order by created_at`)},
    'plans', ${rows(sql`select * from plans where id in (${myPlans})`)},
    'planMemberships', ${rows(sql`select * from plan_members where user_id = ${u}`)},
    'tasks', ${rows(sql`select * from tasks where plan_id in (select id from plans where goal_id in (${myGoals}))`)},
    'progress', ${rows(sql`select * from task_progress where user_id = ${u}`)},
    'results', ${rows(sql`select * from goal_results where user_id = ${u} order by goal_id, measured_on, created_at`)},
    'following', ${rows(sql`select followee_id, created_at from follows where follower_id = ${u}`)},
    'followers', ${rows(sql`select follower_id, created_at from follows where followee_id = ${u}`)},
    'conversations', ${rows(sql`select * from conversations where id in (${myConversations})`)},
    'messages', ${rows(sql`select * from messages where conversation_id in (${myConversations}) order by created_at`)},
    'notifications', ${rows(sql`select * from notifications where user_id = ${u} order by created_at`)},
    'achievements', ${rows(sql`select * from achievements where user_id = ${u}`)},
    'offers', ${rows(sql`select * from plan_offers where owner_id = ${u}`)},
    'kudos', ${rows(sql`select * from kudos where from_id = ${u} or to_id = ${u}`)},
    'nudges', ${rows(sql`select * from nudges where from_id = ${u} or to_id = ${u}`)},
    'comments', ${rows(sql`select * from task_comments where author_id = ${u} or task_id in (select id from tasks where plan_id in (select id from plans where goal_id in (${myGoals})))`)},
    'suggestions', ${rows(sql`select * from task_suggestions where mentor_id = ${u} or goal_id in (${myGoals})`)},
    'endorsements', ${rows(sql`select * from goal_endorsements where mentor_id = ${u} or goal_id in (${myGoals})`)},
    'blocked', ${rows(sql`select blocked_id, created_at from blocks where blocker_id = ${u} order by created_at`)},
    'newsEvents', ${rows(sql`select id, kind, goal_id, task_id, subject_id, data, visibility, created_at from events where actor_id = ${u} order by id`)},
    'sessions', ${rows(sql`select id, user_agent, created_at, last_seen_at, expires_at from sessions where user_id = ${u} and expires_at > now() order by created_at`)}
  ) as doc`);
  const doc = rowsOf<{ doc: Record<string, unknown> | string }>(result)[0]?.doc;
  if (!doc) return null;
  const parsed = typeof doc === 'string' ? (JSON.parse(doc) as Record<string, unknown>) : doc;
  if (!parsed.profile) return null;
  const profile = parsed.profile as { avatar_url?: string | null };
  const image = await readAvatar(uploadsDir, profile.avatar_url);
  const avatar = image
    ? { path: profile.avatar_url, contentType: 'image/webp', base64: image.toString('base64') }
    : null;
  return { format: EXPORT_FORMAT, exportedAt: new Date().toISOString(), ...parsed, avatar };
}

const EXPORT_RETRIES = 2;

export function defineExportJob(queue: JobQueue, db: Db, log: FastifyBaseLogger, uploadsDir: string) {
  queue.define<{ exportId: string }>(
    EXPORT_QUEUE,
    { retryLimit: EXPORT_RETRIES, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
    async ({ exportId }, job) => {
      const [row] = await db
        .select(listColumns)
        .from(dataExports)
        .where(eq(dataExports.id, exportId))
        .limit(1);
      if (row?.status !== 'pending') return;
      try {
        const content = await buildExport(db, uploadsDir, row.userId);
        if (!content) return; // the account was deleted meanwhile (its exports went with it)
        await db
          .update(dataExports)
          .set({ status: 'ready', content, readyAt: new Date() })
          .where(eq(dataExports.id, exportId));
      } catch (err) {
        log.warn({ err, exportId }, 'data export failed');
        if (job.retryCount >= EXPORT_RETRIES) {
          await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId));
        }
        throw err;
      }
    },
  );
}
