// A person invites their own mentor with a link: a secret token of which only the hash is stored. Only the
// person who made it can make a new one (which revokes the old) or revoke it; the link itself is shown to them
// once, when made. Whoever opens it signed in sees whose it is and may accept (becoming that person's mentor)
// or decline (nothing changes: the link stays for the one it was meant for). It is used once. A block between
// the two, either way, makes it not found; a built-in guide cannot accept (nobody signs in as one).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mentorInvites, mentorProfiles, userInterests, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { type Lang, t } from '../../kernel/messages.js';
import type { PersonRef } from '../../kernel/people.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { isBlocked } from '../../policies/people.js';

const open = and(isNull(mentorInvites.revokedAt), isNull(mentorInvites.acceptedAt));

/** The person's open invite (when it was made), or null. The token is never shown again. */
export async function myMentorInvite(db: Db, menteeId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: mentorInvites.createdAt })
    .from(mentorInvites)
    .where(and(eq(mentorInvites.menteeId, menteeId), open));
  return row ?? null;
}

/** A new invite link's token (the old open one, if any, is revoked in the same transaction). */
export async function createMentorInvite(
  db: Db,
  menteeId: string,
): Promise<{ token: string; createdAt: Date }> {
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(mentorInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(mentorInvites.menteeId, menteeId), open));
    const [created] = await tx
      .insert(mentorInvites)
      .values({ menteeId, tokenHash: hashToken(token) })
      .returning({ createdAt: mentorInvites.createdAt });
    return created!;
  });
  return { token, createdAt: row.createdAt };
}

/** Revokes the person's open invite; false when there was none. */
export async function revokeMentorInvite(db: Db, menteeId: string): Promise<boolean> {
  const rows = await db
    .update(mentorInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(mentorInvites.menteeId, menteeId), open))
    .returning({ id: mentorInvites.id });
  return rows.length > 0;
}

export interface MentorInviteView {
  mentee: PersonRef;
  /** The viewer made it themself (they cannot accept it). */
  own: boolean;
  /** The viewer already is this person's mentor. */
  alreadyMentor: boolean;
}

const notFound = () => new AppError('NOT_FOUND', 'mentorInviteNotFound', {}, 'token');

async function openInvite(db: Db, viewerId: string, token: string) {
  if (token.length < 20 || token.length > 100) throw notFound();
  const [row] = await db
    .select({
      id: mentorInvites.id,
      mentee: { id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl },
      mentorId: users.mentorId,
    })
    .from(mentorInvites)
    .innerJoin(users, eq(users.id, mentorInvites.menteeId))
    .where(and(eq(mentorInvites.tokenHash, hashToken(token)), open));
  if (!row) throw notFound();
  if (row.mentee.id !== viewerId && (await isBlocked(db, viewerId, row.mentee.id))) throw notFound();
  return row;
}

/** What an invite link shows the signed-in person who opened it. */
export async function viewMentorInvite(db: Db, viewerId: string, token: string): Promise<MentorInviteView> {
  const row = await openInvite(db, viewerId, token);
  return { mentee: row.mentee, own: row.mentee.id === viewerId, alreadyMentor: row.mentorId === viewerId };
}

/**
 * The signed-in person accepts: they become the inviter's mentor and the link is used up. Someone who does
 * not mentor yet starts now, with a profile that takes no new mentees from the list (this invitation is
 * theirs only) and that they can fill in under Settings; their mentee's interests are its areas.
 */
export async function acceptMentorInvite(
  { db, events }: WriteDeps,
  viewer: { id: string; lang: string },
  token: string,
): Promise<PersonRef> {
  const invite = await openInvite(db, viewer.id, token);
  if (invite.mentee.id === viewer.id) throw badInput('mentorSelf', 'token');
  const menteeId = invite.mentee.id;
  await events.transaction(db, async (tx, record) => {
    // Used once: of two accepting at once, the second finds it taken.
    const [taken] = await tx
      .update(mentorInvites)
      .set({ acceptedBy: viewer.id, acceptedAt: new Date() })
      .where(and(eq(mentorInvites.id, invite.id), open))
      .returning({ id: mentorInvites.id });
    if (!taken) throw notFound();
    const [me] = await tx
      .select({ isMentor: users.isMentor, guide: mentorProfiles.guide })
      .from(users)
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
      .where(eq(users.id, viewer.id));
    if (me?.guide) throw new AppError('FORBIDDEN', 'forbidden');
    if (!me?.isMentor) {
      const interests = await tx
        .select({ category: userInterests.category })
        .from(userInterests)
        .where(eq(userInterests.userId, menteeId));
      const lang: Lang = viewer.lang === 'en' ? 'en' : 'ru';
      await tx
        .insert(mentorProfiles)
        .values({
          userId: viewer.id,
          headline: t(lang, 'invitedMentorHeadline'),
          categories: interests.length > 0 ? interests.map((i) => i.category) : ['self-development'],
          languages: [lang],
          accepting: false,
        })
        .onConflictDoNothing();
      await tx.update(users).set({ isMentor: true, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    }
    const [before] = await tx
      .select({ mentorId: users.mentorId })
      .from(users)
      .where(eq(users.id, menteeId))
      .for('update');
    await tx.update(users).set({ mentorId: viewer.id, updatedAt: sql`now()` }).where(eq(users.id, menteeId));
    if (before?.mentorId !== viewer.id) {
      await record({ type: 'menteeJoined', mentorId: viewer.id, menteeId });
      await record({ type: 'mentorInviteAccepted', mentorId: viewer.id, menteeId });
    }
  });
  return invite.mentee;
}
