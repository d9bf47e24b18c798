// Invite links: the owner of an open offer shares a secret link to it; whoever opens it sees a preview of the
// plan (its milestones, who follows it, the owner's note) and, signed in, joins from there. The owner revokes
// the link (it stops working at once) and may make a new one. The link is the owner's invitation: it lets in
// people the offer's audience would not (not a follower, a goal visible to followers only), never across a
// block, never into a private goal, a closed offer, a full plan, or after a removal under this offer.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { type goals, planMembers, planOffers, planRemovals, plans, tasks } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import type { PersonRef } from '../../kernel/people.js';
import { goalWithdrawn } from '../../policies/moderation.js';
import { isBlocked } from '../../policies/people.js';
import { type CompanyResult, goalWithPlan, joinPlan, ownPlan } from './company.service.js';
import { membersOf } from './members.service.js';

type GoalRow = typeof goals.$inferSelect;

/** 32 random bytes, URL-safe: as hard to guess as a session token. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The owner's invite link to their open offer: made on first asking, the same one after (until revoked).
 * Only an open offer of a goal that is not private has one.
 */
export async function shareInvite({ db }: WriteDeps, user: UserRow, goalId: string): Promise<CompanyResult> {
  const found = await ownPlan(db, goalId, user.id);
  if (found.goal.visibility === 'private') throw badInput('offerPrivateGoal', 'goalId');
  const updated = await db
    .update(planOffers)
    .set({ inviteToken: sql`coalesce(${planOffers.inviteToken}, ${newToken()})` })
    .where(and(eq(planOffers.planId, found.planId), isNull(planOffers.closedAt)))
    .returning({ token: planOffers.inviteToken });
  if (updated.length === 0) throw badInput('offerClosed', 'goalId');
  return found;
}

/** Revokes the owner's invite link: whoever holds it can no longer see the plan or join through it. */
export async function revokeInvite({ db }: WriteDeps, user: UserRow, goalId: string): Promise<CompanyResult> {
  const found = await ownPlan(db, goalId, user.id);
  await db.update(planOffers).set({ inviteToken: null }).where(eq(planOffers.planId, found.planId));
  return found;
}

/** What the viewer can do with the invitation: join, or why not. */
export type InviteState = 'open' | 'owner' | 'joined' | 'closed' | 'full' | 'removed' | 'signedOut';

export interface InvitePreview {
  goal: GoalRow;
  owner: PersonRef;
  note: string;
  memberCap: number | null;
  memberCount: number;
  /** Who follows the plan, the owner first (as the viewer may see them). */
  members: PersonRef[];
  milestones: Array<{ id: string; label: string; date: string | null; stepCount: number }>;
  state: InviteState;
}

/**
 * The offer behind a token, if the link still stands: unknown or revoked, a deleted or withdrawn goal: NOT_FOUND
 * (one answer for all, so a guess tells nothing); a goal made private since: FORBIDDEN; across a block: FORBIDDEN.
 */
async function offerOfToken(db: Db, token: string, viewerId: string | null) {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('NOT_FOUND', 'inviteNotFound');
  const [row] = await db
    .select({ offer: planOffers, goalId: plans.goalId })
    .from(planOffers)
    .innerJoin(plans, eq(plans.id, planOffers.planId))
    .where(eq(planOffers.inviteToken, token))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'inviteNotFound');
  const found = await goalWithPlan(db, row.goalId).catch(() => null);
  if (!found || (await goalWithdrawn(db, found.goal))) throw new AppError('NOT_FOUND', 'inviteNotFound');
  const own = viewerId === found.goal.userId;
  if (!own && found.goal.visibility === 'private') throw new AppError('FORBIDDEN', 'invitePrivate');
  if (!own && viewerId && (await isBlocked(db, found.goal.userId, viewerId)))
    throw new AppError('FORBIDDEN', 'offerBlocked');
  return { offer: row.offer, ...found };
}

/** The plan behind an invite link as the viewer (signed in or not) sees it before joining. */
export async function invitePreview(
  db: Db,
  token: string,
  viewer: { id: string; timezone: string } | null,
): Promise<InvitePreview> {
  const { offer, goal, planId } = await offerOfToken(db, token, viewer?.id ?? null);
  const members = (await membersOf(db, [goal.id], viewer)).get(goal.id) ?? [];
  const milestones = await db
    .select({
      id: tasks.id,
      label: tasks.label,
      date: tasks.date,
      stepCount: sql<number>`(select count(*)::int from ${tasks} s where s.parent_id = ${tasks.id})`,
    })
    .from(tasks)
    .where(and(eq(tasks.planId, planId), isNull(tasks.parentId)))
    .orderBy(asc(tasks.position));
  const memberCount = await countMembers(db, planId);
  const role = viewer ? members.find((m) => m.user.id === viewer.id)?.role : undefined;
  const removed =
    viewer && !role
      ? (
          await db
            .select({ at: planRemovals.removedAt })
            .from(planRemovals)
            .where(
              and(
                eq(planRemovals.planId, planId),
                eq(planRemovals.userId, viewer.id),
                sql`${planRemovals.removedAt} >= ${offer.openedAt.toISOString()}::timestamptz`,
              ),
            )
        ).length > 0
      : false;
  const state: InviteState = !viewer
    ? 'signedOut'
    : role === 'owner'
      ? 'owner'
      : role === 'member'
        ? 'joined'
        : offer.closedAt
          ? 'closed'
          : removed
            ? 'removed'
            : offer.memberCap !== null && memberCount >= offer.memberCap
              ? 'full'
              : 'open';
  const owner = members.find((m) => m.role === 'owner')?.user;
  if (!owner) throw new AppError('NOT_FOUND', 'inviteNotFound');
  return {
    goal,
    owner,
    note: offer.note,
    memberCap: offer.memberCap,
    memberCount,
    members: members.map((m) => m.user),
    milestones: milestones.map((m) => ({ ...m, date: m.date ?? null })),
    state,
  };
}

// Members besides the owner, all of them (the preview's list leaves out people blocked with the viewer).
const countMembers = (db: Db, planId: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.role, 'member')))
    .then((r) => r[0]?.n ?? 0);

/** Joins the plan behind an invite link (joinPlan's rules, with the owner's invitation). */
export async function joinByInvite(deps: WriteDeps, user: UserRow, token: string): Promise<CompanyResult> {
  const { goal } = await offerOfToken(deps.db, token, user.id);
  return joinPlan(deps, user, goal.id, token);
}
