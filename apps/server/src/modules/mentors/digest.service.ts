// The weekly digest, written by a scheduled job (modules/mentors/mentor-jobs.ts) for every mentor who can
// sign in and has mentees: stored once per mentor and week (mentor_digests), announced in the bell
// (event mentorDigestReady), and sent as a letter in the same transaction when the mentor keeps digest
// letters on (users.email_on_digest). What it says of each mentee: ./digest-data.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { mentorDigests, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { type Lang, type MessageKey, t } from '../../kernel/messages.js';
import { addDays, currentTime } from '../../kernel/time.js';
import { notBlockedSql } from '../../policies/people.js';
import type { Mailer } from '../mail/mail.service.js';
import { type DigestContent, type DigestMentee, digestsFor, digestWeek } from './digest-data.js';

/** How many weeks of digests a mentor can open. */
export const KEEP_WEEKS = 8;
/** Mentors written for per batch (their mentees' rows are read together). */
const BATCH = 50;

export interface DigestRun {
  mentors: number;
  written: number;
  letters: number;
}

interface MentorRow {
  id: string;
  email: string;
  lang: string;
  email_on_digest: boolean;
}

export interface DigestDeps extends WriteDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** One run for the week before `now`: a mentor who already has this week's digest gets no second one. */
export async function writeDigests(deps: DigestDeps, now: Date = currentTime()): Promise<DigestRun> {
  const week = digestWeek(now);
  const run: DigestRun = { mentors: 0, written: 0, letters: 0 };
  // Digests are kept for KEEP_WEEKS: what a mentee did long ago is not kept about them in someone else's rows.
  await deps.db
    .delete(mentorDigests)
    .where(sql`${mentorDigests.weekStart} < ${addDays(week.weekStart, -7 * KEEP_WEEKS)}::date`);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const mentors = rowsOf<MentorRow>(
      await deps.db.execute(sql`
        select m.id, m.email, m.lang, m.email_on_digest from users m
        where m.id > ${after}::uuid and m.is_mentor and (m.password_hash is not null or m.google_sub is not null)
          and exists (select 1 from users u where u.mentor_id = m.id and ${notBlockedSql(sql`u.id`, sql`m.id`)})
          and not exists (select 1 from mentor_digests d where d.mentor_id = m.id and d.week_start = ${week.weekStart}::date)
        order by m.id
        limit ${BATCH}`),
    );
    if (mentors.length === 0) break;
    after = mentors.at(-1)!.id;
    run.mentors += mentors.length;
    const contents = await digestsFor(
      deps.db,
      mentors.map((m) => m.id),
      week,
      now,
    );
    for (const mentor of mentors) {
      const content = contents.get(mentor.id);
      if (!content) continue;
      const letter = await store(deps, mentor, content);
      if (letter !== null) run.written++;
      if (letter) run.letters++;
    }
  }
  if (run.letters > 0) deps.mailer.nudge();
  return run;
}

/** Stores one digest with its bell item and letter; null when this week's was already there. */
async function store(deps: DigestDeps, mentor: MentorRow, content: DigestContent): Promise<boolean | null> {
  const [result] = await deps.events.transaction(deps.db, async (tx, record) => {
    const [row] = await tx
      .insert(mentorDigests)
      .values({ mentorId: mentor.id, weekStart: content.weekStart, content })
      .onConflictDoNothing()
      .returning({ id: mentorDigests.id });
    if (!row) return null;
    await record({
      type: 'mentorDigestReady',
      mentorId: mentor.id,
      digestId: row.id,
      weekStart: content.weekStart,
      mentees: content.mentees.length,
      behind: content.mentees.filter((m) => m.goals.some((g) => g.state === 'behind')).length,
    });
    if (!mentor.email_on_digest) return false;
    const lang: Lang = mentor.lang === 'en' ? 'en' : 'ru';
    await deps.mailer.send(
      { to: mentor.email, ...letterOf(lang, content, row.id, deps.publicUrl) },
      { db: tx },
    );
    return true;
  });
  return result;
}

/** The digest as a plain-text letter in the mentor's language. */
export function letterOf(lang: Lang, content: DigestContent, digestId: string, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const range = { from: content.weekStart, to: content.weekEnd };
  const line = (key: MessageKey, vars: Record<string, string | number> = {}) => t(lang, key, vars);
  const parts = [line('digestMailIntro', range)];
  for (const m of content.mentees) {
    const lines = [
      `${m.person.name || m.person.username} (@${m.person.username})`,
      `  ${line('digestMailDone', { n: m.done.count })}`,
      `  ${line('digestMailSlipped', { n: m.slipped.count })}`,
      ...m.goals.map((g) => {
        const key: MessageKey =
          g.state === 'behind'
            ? 'digestMailBehind'
            : g.state === 'ahead'
              ? 'digestMailAhead'
              : 'digestMailOnPace';
        return `  ${line(key, { title: g.title, days: Math.abs(g.daysBehind) })}`;
      }),
      `  ${line('digestMailComments', { n: m.unreadComments.count })}`,
      `  ${line('digestMailSuggestions', { n: m.openSuggestions.count })}`,
    ];
    parts.push(lines.join('\n'));
  }
  parts.push(
    line('digestMailOutro', {
      link: `${base}/mentees?digest=${digestId}`,
      settings: `${base}/settings`,
    }),
  );
  return { subject: line('digestMailSubject', range), text: parts.join('\n\n') };
}

export interface DigestView {
  id: string;
  weekStart: string;
  weekEnd: string;
  createdAt: Date;
  mentees: DigestMentee[];
}

/**
 * The mentor's digest (by id, else the latest), showing only the people who are still their mentees with no
 * block between them: someone who left or blocked the mentor since is no longer shown.
 */
export async function readDigest(db: Db, mentorId: string, id: string | null): Promise<DigestView | null> {
  if (id !== null && !isUuid(id)) throw new AppError('NOT_FOUND', 'digestNotFound');
  const [row] = await db
    .select()
    .from(mentorDigests)
    .where(
      id === null
        ? eq(mentorDigests.mentorId, mentorId)
        : and(eq(mentorDigests.mentorId, mentorId), eq(mentorDigests.id, id)),
    )
    .orderBy(desc(mentorDigests.weekStart))
    .limit(1);
  if (!row) {
    if (id !== null) throw new AppError('NOT_FOUND', 'digestNotFound');
    return null;
  }
  const current = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mentorId, mentorId), notBlockedSql(sql`${users.id}`, mentorId)));
  const still = new Set(current.map((u) => u.id));
  const content = row.content as DigestContent;
  return {
    id: row.id,
    weekStart: content.weekStart,
    weekEnd: content.weekEnd,
    createdAt: row.createdAt,
    mentees: content.mentees.filter((m) => still.has(m.person.id)),
  };
}

/** The digest letter setting (on by default). */
export async function setEmailOnDigest(db: Db, userId: string, on: boolean) {
  const [user] = await db
    .update(users)
    .set({ emailOnDigest: on, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
