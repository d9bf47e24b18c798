// Reports: anyone signed in reports a person or what they see (a message, goal, comment or offer) with a
// reason; administrators read the open ones with their context and close them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { hiddenContent, REPORT_REASONS, reports, suspensions, users } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { requireMayReport } from '../../policies/moderation.js';
import { logAction } from './log.service.js';
import { canSeeTarget, excerptSql, findTarget, parseTargetType } from './targets.js';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportInput {
  targetType: string;
  targetId: string;
  reason: string;
  details?: string | null;
}

/** Files a report; reporting the same thing again while the first is open changes nothing. Returns the report's id. */
export async function fileReport(db: Db, reporterId: string, input: ReportInput): Promise<string> {
  const type = parseTargetType(input.targetType);
  if (!(REPORT_REASONS as readonly string[]).includes(input.reason))
    throw badInput('requestInvalid', 'reason');
  const details = (input.details ?? '').trim();
  if (details.length > 1000) throw badInput('reportDetailsLength', 'details');
  const target = await findTarget(db, type, input.targetId.trim());
  // What one cannot see cannot be told apart from what does not exist.
  if (!target || !(await canSeeTarget(db, target, reporterId))) {
    throw new AppError('NOT_FOUND', 'reportTargetMissing', {}, 'targetId');
  }
  requireMayReport(reporterId, target.userId);
  const [inserted] = await db
    .insert(reports)
    .values({
      reporterId,
      targetType: type,
      targetId: target.id,
      targetUserId: target.userId,
      reason: input.reason,
      details,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted) return inserted.id;
  const [open] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  if (!open) throw new AppError('CONFLICT', 'requestInvalid');
  return open.id;
}

export interface ReportRow {
  id: string;
  targetType: string;
  targetId: string;
  reason: string;
  details: string;
  status: string;
  createdAt: Date;
  reporter: { id: string; username: string; name: string; avatarUrl: string | null } | null;
  subject: { id: string; username: string; name: string; avatarUrl: string | null };
  /** The target's text as it stands now; null when it was deleted. */
  excerpt: string | null;
  hidden: boolean;
  subjectSuspended: boolean;
}

const personJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'name', ${alias}.name, 'avatarUrl', ${alias}.avatar_url)`,
  );

/** Reports with their context, newest first: the open ones, or the closed ones (resolved or dismissed). */
export async function listReports(db: Db, open: boolean, limit = 100): Promise<ReportRow[]> {
  const result = await db.execute(sql`
    select r.id, r.target_type, r.target_id, r.reason, r.details, r.status, r.created_at,
      (select ${personJson('p')} from ${users} p where p.id = r.reporter_id) as reporter,
      (select ${personJson('s')} from ${users} s where s.id = r.target_user_id) as subject,
      ${excerptSql(sql`r.target_type`, sql`r.target_id`)} as excerpt,
      exists (select 1 from ${hiddenContent} h where h.target_type = r.target_type and h.target_id = r.target_id) as hidden,
      exists (select 1 from ${suspensions} x where x.user_id = r.target_user_id) as suspended
    from ${reports} r
    where ${open ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
    order by r.created_at desc, r.id
    limit ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    targetType: String(r.target_type),
    targetId: String(r.target_id),
    reason: String(r.reason),
    details: String(r.details),
    status: String(r.status),
    createdAt: new Date(r.created_at as string),
    reporter: (r.reporter as ReportRow['reporter']) ?? null,
    subject: r.subject as ReportRow['subject'],
    excerpt: (r.excerpt as string | null) ?? null,
    hidden: Boolean(r.hidden),
    subjectSuspended: Boolean(r.suspended),
  }));
}

/** Closes a report without acting on it (the log says who). */
export async function dismissReport(db: Db, actor: { id: string; name: string }, reportId: string) {
  const [row] = await db
    .update(reports)
    .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: actor.id })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id, targetType: reports.targetType, targetId: reports.targetId });
  if (!row) throw new AppError('NOT_FOUND', 'reportNotOpen', {}, 'id');
  await logAction(db, actor, {
    action: 'dismiss_report',
    targetType: row.targetType,
    targetId: row.targetId,
  });
  return row.id;
}

/** Marks every open report about the target (or, for a person, about them and what is theirs) as resolved. */
export async function resolveReportsAbout(
  db: Db | Tx,
  actorId: string,
  about: { targetType: string; targetId: string } | { userId: string },
) {
  await db
    .update(reports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: actorId })
    .where(
      and(
        eq(reports.status, 'open'),
        'userId' in about
          ? eq(reports.targetUserId, about.userId)
          : and(eq(reports.targetType, about.targetType), eq(reports.targetId, about.targetId)),
      ),
    );
}
