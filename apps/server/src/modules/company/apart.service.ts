// When privacy takes company away: a goal made private keeps nobody in its plan (its offer closes, every
// member goes with their progress on it), and a block leaves neither person in the other's plans. Called by
// the event registry (effects/handlers/privacy.ts) in the transaction of the change that caused it.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { goals, planMembers, planOffers, plans } from '../../db/schema.js';
import { dropMember } from './company.service.js';

/** Closes the plan's offer and ends every membership of it; returns who was a member. */
export async function takeAwayCompany(tx: Tx, planId: string): Promise<string[]> {
  await tx
    .update(planOffers)
    .set({ closedAt: new Date() })
    .where(and(eq(planOffers.planId, planId), isNull(planOffers.closedAt)));
  const members = await tx
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.role, 'member')))
    .for('update');
  const gone: string[] = [];
  for (const { userId } of members) if (await dropMember(tx, planId, userId)) gone.push(userId);
  return gone;
}

/** A membership a block ended: whose plan, and who left it. */
export interface EndedMembership {
  planId: string;
  goalId: string;
  ownerId: string;
  memberId: string;
}

/** Ends every membership of either person in the other's plans (with the member's progress on them). */
export async function separatePeople(tx: Tx, a: string, b: string): Promise<EndedMembership[]> {
  const rows = await tx
    .select({ planId: plans.id, goalId: goals.id, ownerId: goals.userId, memberId: planMembers.userId })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(
      and(
        eq(planMembers.role, 'member'),
        or(
          and(eq(goals.userId, a), eq(planMembers.userId, b)),
          and(eq(goals.userId, b), eq(planMembers.userId, a)),
        ),
      ),
    )
    .orderBy(sql`${plans.id}`);
  const ended: EndedMembership[] = [];
  for (const row of rows) if (await dropMember(tx, row.planId, row.memberId)) ended.push(row);
  return ended;
}
