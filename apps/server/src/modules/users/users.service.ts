import { isRealPastDate, linkUrl, missingBaseBioFields, nameProblem } from '@stepwise/domain/profile';
import { CATEGORIES } from '@stepwise/planner/categories';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { mentorProfiles, socialLinks, type UserRow, userInterests, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { notSuspendedSql } from '../../policies/moderation.js';
import { isValidUsername, usernameBase, usernameCandidates } from './username.js';

const isUniqueViolation = (e: unknown, constraint: string): boolean => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = err.cause ?? err;
  return inner.code === '23505' && (inner.constraint ?? '').includes(constraint);
};

export function isValidTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length <= 64;
  } catch {
    return false;
  }
}

/** Creates a user with a username made from the e-mail; null when the e-mail is taken. */
export async function createUser(
  db: Db,
  input: {
    email: string;
    passwordHash?: string | null;
    googleSub?: string | null;
    lang: 'en' | 'ru';
    timezone?: string | undefined;
    firstName?: string;
    lastName?: string;
  },
): Promise<UserRow | null> {
  const timezone = input.timezone && isValidTimezone(input.timezone) ? input.timezone : undefined;
  const candidates = usernameCandidates(usernameBase(input.email));
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = candidates.next().value as string;
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash: input.passwordHash ?? null,
          googleSub: input.googleSub ?? null,
          username,
          name: [input.firstName, input.lastName].filter(Boolean).join(' ') || username,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          lang: input.lang,
          ...(timezone ? { timezone } : {}),
        })
        .returning();
      return user ?? null;
    } catch (e) {
      if (isUniqueViolation(e, 'email')) return null;
      if (isUniqueViolation(e, 'username')) continue;
      throw e;
    }
  }
  throw new Error('could not find a free username');
}

export async function getUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function getSocialLinks(db: Db, userId: string) {
  return db
    .select({ network: socialLinks.network, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.userId, userId))
    .orderBy(asc(socialLinks.position));
}

const name = z.string().trim();

/** Setup step 1: every field is required (S-V2). Checked before any file is stored. */
export function parseBaseBio(
  input: { firstName: string; lastName: string; birthday: string },
  today: string = new Date().toISOString().slice(0, 10),
) {
  const firstName = name.parse(input.firstName);
  const lastName = name.parse(input.lastName);
  const birthday = input.birthday.trim();
  // The photo is checked by the caller (it may be the one already saved).
  const missing = missingBaseBioFields({ firstName, lastName, birthday, hasAvatar: true });
  if (missing.length > 0) throw badInput('fillAllFields', missing[0]);
  if (nameProblem(firstName) || nameProblem(lastName)) throw badInput('nameTooLong');
  if (!isRealPastDate(birthday, today)) throw badInput('birthdayInvalid', 'birthday');
  return { firstName, lastName, birthday };
}

/**
 * Saves setup step 1 and, when given, the new avatar; returns the avatar it replaced (read under the
 * row lock, so two uploads at once each learn the file they really replaced and none is orphaned).
 */
export async function fillBaseBio(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string; birthday: string; avatarUrl?: string | undefined },
  today?: string,
): Promise<{ user: UserRow; replacedAvatar: string | null }> {
  const fields = parseBaseBio(input, today);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [user] = await tx
      .update(users)
      .set({
        ...fields,
        name: `${fields.firstName} ${fields.lastName}`,
        ...(input.avatarUrl ? { avatarUrl: input.avatarUrl } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    const replacedAvatar =
      input.avatarUrl && before?.avatarUrl !== input.avatarUrl ? (before?.avatarUrl ?? null) : null;
    return { user: user!, replacedAvatar };
  });
}

export async function updateBio(db: Db, userId: string, html: string) {
  const [user] = await db
    .update(users)
    .set({ bio: html, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return user!;
}

const link = z.object({
  network: z.string().trim().min(1).max(30),
  // An address without https:// is read as one (`t.me/vera`), the web's rule too.
  url: z.string().transform((url, ctx) => {
    const normalised = linkUrl(url);
    if (normalised) return normalised;
    ctx.addIssue({ code: 'custom' });
    return z.NEVER;
  }),
});

export async function updateSocialLinks(
  db: Db,
  userId: string,
  input: Array<{ network: string; url: string }>,
) {
  if (input.length > 10) throw badInput('tooManyLinks', 'links');
  const links = input.map((l) => {
    const parsed = link.safeParse(l);
    if (!parsed.success) throw badInput('socialLinkInvalid', 'links');
    return parsed.data;
  });
  await db.transaction(async (tx) => {
    await tx.delete(socialLinks).where(eq(socialLinks.userId, userId));
    if (links.length > 0) {
      await tx.insert(socialLinks).values(links.map((l, position) => ({ userId, position, ...l })));
    }
  });
  return { id: userId };
}

/** Picks (or drops) the mentor; a new mentor hears of it in their news and bell (`notice`, to announce after commit). */
export async function selectMentor({ db, events }: WriteDeps, userId: string, mentorId: string | null) {
  if (mentorId !== null) {
    const uuid = z.uuid().safeParse(mentorId);
    const [mentor] = uuid.success
      ? await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
          .where(and(eq(users.id, uuid.data), eq(users.isMentor, true)))
          .limit(1)
      : [];
    if (!mentor || mentor.id === userId) throw new AppError('NOT_FOUND', 'mentorNotFound', {}, 'mentorId');
  }
  const [chosen] = await events.transaction(db, async (tx, record) => {
    const [before] = await tx
      .select({ mentorId: users.mentorId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [user] = await tx
      .update(users)
      .set({ mentorId, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    // A new mentee for the mentor (their news and bell follow from the registry).
    if (mentorId !== null && before?.mentorId !== mentorId)
      await record({ type: 'menteeJoined', mentorId, menteeId: userId });
    return user!;
  });
  return chosen;
}

/** `goalText` null: no new goal (setup re-run by someone who has goals); the last setup goal text stays. */
export async function finishSetup(
  db: Db,
  userId: string,
  input: { interests: string[]; goalText: string | null },
) {
  const interests = [...new Set(input.interests)];
  if (
    interests.length < 1 ||
    interests.length > 10 ||
    !interests.every((i) => CATEGORIES.includes(i as never))
  ) {
    throw badInput('interestsInvalid', 'interests');
  }
  const goalText = input.goalText?.trim() ?? null;
  if (goalText !== null && (goalText.length < 3 || goalText.length > 500)) {
    throw badInput('goalTextLength', 'goalText');
  }
  return db.transaction(async (tx) => {
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    await tx.insert(userInterests).values(interests.map((category) => ({ userId, category })));
    const [user] = await tx
      .update(users)
      .set({ status: 1, ...(goalText !== null ? { setupGoalText: goalText } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
}

export async function updateSettings(
  db: Db,
  userId: string,
  input: { lang?: string | null; timezone?: string | null; username?: string | null },
) {
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.lang != null) {
    if (input.lang !== 'en' && input.lang !== 'ru') throw badInput('langInvalid', 'lang');
    patch.lang = input.lang;
  }
  if (input.timezone != null) {
    if (!isValidTimezone(input.timezone)) throw badInput('timezoneInvalid', 'timezone');
    patch.timezone = input.timezone;
  }
  if (input.username != null) {
    const username = input.username.trim().toLowerCase();
    if (!isValidUsername(username)) throw badInput('usernameInvalid', 'username');
    patch.username = username;
  }
  try {
    const [user] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  } catch (e) {
    if (isUniqueViolation(e, 'username')) throw badInput('usernameTaken', 'username');
    throw e;
  }
}

/** The public face of a user: nothing private (no e-mail, birthday, mentor or settings). */
export const publicProfileColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  bio: users.bio,
  isMentor: users.isMentor,
};

/** The user's links as one JSON array, inside the statement that reads the user (no second round trip). */
export const linksOfUser = sql<Array<{ network: string; url: string }>>`(
  select coalesce(json_agg(json_build_object('network', sl.network, 'url', sl.url) order by sl.position), '[]'::json)
  from ${socialLinks} sl where sl.user_id = ${users.id})`;

export async function getPublicProfile(db: Db, username: string) {
  const [user] = await db
    .select({ ...publicProfileColumns, links: linksOfUser })
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), notSuspendedSql(users.id)))
    .limit(1);
  return user;
}
