// Mentors: the list setup and settings pick from, a user turning mentoring on and off, their
// profile, and a mentee choosing, changing or dropping their mentor.

import { CATEGORIES } from '@stepwise/planner/categories';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mentorProfiles, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { mentorRow } from '../../policies/mentors.js';
import { isBlocked } from '../../policies/people.js';
import { selectMentor } from '../users/users.service.js';

// How many mentees a mentor has, counted in the same statement as the mentor (users_mentor_id_idx): a list of
// mentors is one query, not one plus one for the counts.
const menteeCount = sql<number>`(select count(*)::int from users m where m.mentor_id = ${users.id})`.mapWith(
  Number,
);

const mentorColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  headline: mentorProfiles.headline,
  bio: mentorProfiles.bio,
  categories: mentorProfiles.categories,
  languages: mentorProfiles.languages,
  accepting: mentorProfiles.accepting,
  guide: mentorProfiles.guide,
  menteeCount,
};

export type MentorRow = {
  id: string;
  username: string;
  name: string;
  avatarUrl: string | null;
  headline: string;
  bio: string;
  categories: string[];
  languages: string[];
  accepting: boolean;
  guide: boolean;
  menteeCount: number;
};

/**
 * The mentors one may pick: those who mentor and take new mentees, plus the viewer's own current mentor
 * (so setup and settings can show who is chosen), never the viewer themself. People come before the
 * built-in guides; within each, those who speak the viewer's language, then those who mentor in the area of
 * one of the viewer's goals (or, before any goal, their interests), then the name.
 */
export async function listMentors(db: Db, viewerId: string | null = null, lang = 'ru'): Promise<MentorRow[]> {
  const current = viewerId
    ? sql`users.id = (select v.mentor_id from users v where v.id = ${viewerId})`
    : sql`false`;
  const speaks = viewerId
    ? sql`coalesce((select v.lang from users v where v.id = ${viewerId}), ${lang}) = any(${mentorProfiles.languages})`
    : sql`${lang} = any(${mentorProfiles.languages})`;
  // A guest has no goals or interests: no area to sort by (and a constant is not allowed in ORDER BY).
  const sameArea = viewerId
    ? [
        sql`(exists (select 1 from goals g where g.user_id = ${viewerId} and g.deleted_at is null
          and g.category = any(${mentorProfiles.categories}))
        or exists (select 1 from user_interests i where i.user_id = ${viewerId}
          and i.category = any(${mentorProfiles.categories}))) desc`,
      ]
    : [];
  const rows = await db
    .select(mentorColumns)
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(
      and(
        eq(users.isMentor, true),
        or(eq(mentorProfiles.accepting, true), current),
        viewerId ? sql`${users.id} <> ${viewerId}` : undefined,
      ),
    )
    .orderBy(asc(mentorProfiles.guide), sql`${speaks} desc`, ...sameArea, asc(users.name), asc(users.id));
  return rows;
}

/** One mentor's public card (the mentee's "my mentor"), or null when they no longer mentor. */
export async function mentorById(db: Db, mentorId: string): Promise<MentorRow | null> {
  const rows = await db
    .select(mentorColumns)
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(users.id, mentorId), eq(users.isMentor, true)));
  return rows[0] ?? null;
}

export interface MentorProfileInput {
  headline: string;
  bio?: string | null;
  categories: string[];
  languages: string[];
  accepting?: boolean | null;
}

/** The user's own mentor profile (also after they stopped: turning mentoring on again keeps it). */
export async function myMentorProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      headline: mentorProfiles.headline,
      bio: mentorProfiles.bio,
      categories: mentorProfiles.categories,
      languages: mentorProfiles.languages,
      accepting: mentorProfiles.accepting,
      active: users.isMentor,
      updatedAt: mentorProfiles.updatedAt,
      menteeCount,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(users.id, userId));
  return row ?? null;
}

function parseProfile(input: MentorProfileInput) {
  const headline = input.headline.trim();
  if (headline.length < 3 || headline.length > 120) throw badInput('mentorHeadlineLength', 'headline');
  const bio = (input.bio ?? '').trim();
  if (bio.length > 2000) throw badInput('mentorBioLength', 'bio');
  const categories = [...new Set(input.categories)];
  if (
    categories.length < 1 ||
    categories.length > 10 ||
    !categories.every((c) => (CATEGORIES as readonly string[]).includes(c))
  ) {
    throw badInput('mentorCategoriesInvalid', 'categories');
  }
  const languages = [...new Set(input.languages)];
  if (languages.length < 1 || !languages.every((l) => l === 'en' || l === 'ru')) {
    throw badInput('mentorLanguagesInvalid', 'languages');
  }
  return { headline, bio, categories, languages: languages.sort() };
}

/** Turns mentoring on (or keeps it on) with this profile; users.is_mentor follows. */
export async function becomeMentor(db: Db, userId: string, input: MentorProfileInput) {
  const profile = parseProfile(input);
  const accepting = input.accepting ?? true;
  await db.transaction(async (tx) => {
    await tx
      .insert(mentorProfiles)
      .values({ userId, ...profile, accepting })
      .onConflictDoUpdate({
        target: mentorProfiles.userId,
        set: { ...profile, accepting, updatedAt: new Date() },
      });
    await tx.update(users).set({ isMentor: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  return (await myMentorProfile(db, userId))!;
}

/** Changes the profile of a user who mentors; FORBIDDEN for anyone else. */
export async function updateMentorProfile(db: Db, userId: string, input: MentorProfileInput) {
  const profile = parseProfile(input);
  await db.transaction(async (tx) => {
    mentorRow(
      (
        await tx.select({ isMentor: users.isMentor }).from(users).where(eq(users.id, userId)).for('update')
      )[0],
    );
    await tx
      .update(mentorProfiles)
      .set({
        ...profile,
        ...(input.accepting != null ? { accepting: input.accepting } : {}),
        updatedAt: new Date(),
      })
      .where(eq(mentorProfiles.userId, userId));
  });
  return (await myMentorProfile(db, userId))!;
}

/**
 * Turns mentoring off: the user leaves the list, and their mentees are released (their mentor becomes
 * none, so the former mentor's reading rights end at once) and told, to choose again. The profile and
 * playbook are kept for a return. Returns the released mentees' ids.
 */
export async function stopMentoring({ db, events }: WriteDeps, userId: string): Promise<string[]> {
  const [released] = await events.transaction(db, async (tx, record) => {
    // Turned off atomically: a row that no longer mentors is not updated, and is refused.
    const [me] = await tx
      .update(users)
      .set({ isMentor: false, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isMentor, true)))
      .returning({ isMentor: sql<boolean>`true`, name: users.name, username: users.username });
    const mentor = mentorRow(me);
    const rows = await tx
      .update(users)
      .set({ mentorId: null, updatedAt: new Date() })
      .where(eq(users.mentorId, userId))
      .returning({ id: users.id });
    const menteeIds = rows.map((r) => r.id);
    if (menteeIds.length > 0)
      await record({ type: 'mentorLeft', mentorId: userId, name: mentor.name || mentor.username, menteeIds });
    return menteeIds;
  });
  return released;
}

/**
 * The mentee picks, changes or drops (null) their mentor. Not oneself, only someone who mentors, and
 * only one who takes new mentees (keeping the current one is always allowed). The new mentor hears of it.
 */
export async function setMentor(deps: WriteDeps, userId: string, mentorId: string | null) {
  const { db } = deps;
  if (mentorId !== null) {
    if (mentorId === userId) throw badInput('mentorSelf', 'mentorId');
    if (!isUuid(mentorId)) throw new AppError('NOT_FOUND', 'mentorNotFound', {}, 'mentorId');
    const [row] = await db
      .select({
        accepting: mentorProfiles.accepting,
        current: sql<boolean>`coalesce(users.id = (select v.mentor_id from users v where v.id = ${userId}), false)`,
      })
      .from(users)
      .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
      .where(and(eq(users.id, mentorId), eq(users.isMentor, true)));
    if (!row) throw new AppError('NOT_FOUND', 'mentorNotFound', {}, 'mentorId');
    if (!row.accepting && !row.current) throw badInput('mentorNotAccepting', 'mentorId');
    if (await isBlocked(db, userId, mentorId))
      throw new AppError('FORBIDDEN', 'mentorBlocked', {}, 'mentorId');
  }
  return selectMentor(deps, userId, mentorId);
}

/** A block ends mentoring between the two, either way: the mentee's mentor becomes none. */
export async function endMentoringBetween(tx: Tx, a: string, b: string): Promise<void> {
  await tx
    .update(users)
    .set({ mentorId: null, updatedAt: new Date() })
    .where(or(and(eq(users.id, a), eq(users.mentorId, b)), and(eq(users.id, b), eq(users.mentorId, a))));
}
