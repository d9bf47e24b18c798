// Invite links to a plan's offer: the owner shares and revokes one; anyone holding it previews the plan and,
// signed in, joins. Thin resolvers over ./invites.service.ts.
import { eq, inArray } from 'drizzle-orm';
import { planOffers, plans } from '../../db/schema.js';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Person } from '../../pothos/person.js';
import { CategoryScalar, DateScalar } from '../../pothos/scalars.js';
import { Goal } from '../goals/goals.schema.js';
import {
  type InvitePreview,
  type InviteState,
  invitePreview,
  joinByInvite,
  revokeInvite,
  shareInvite,
} from './invites.service.js';

/** Keyed by goal: the offer's invite token and its owner, for the owner's own plans. */
const inviteLoader = requestLoader<{ token: string | null; ownerId: string } | null>(async (ctx, goalIds) => {
  const rows = await ctx.db
    .select({ goalId: plans.goalId, token: planOffers.inviteToken, ownerId: planOffers.ownerId })
    .from(planOffers)
    .innerJoin(plans, eq(plans.id, planOffers.planId))
    .where(inArray(plans.goalId, [...goalIds]));
  return new Map(rows.map((r) => [r.goalId, { token: r.token, ownerId: r.ownerId }]));
}, null);

builder.objectField(Goal, 'inviteToken', (t) =>
  t.string({
    nullable: true,
    description:
      'The secret of your invite link to this plan’s offer (the link is /join/{inviteToken}); null when there is none, and for anyone but the owner.',
    resolve: async (g, _a, ctx) => {
      const invite = await inviteLoader(ctx).load(g.id);
      return invite && invite.ownerId === ctx.session?.user.id ? invite.token : null;
    },
  }),
);

const InviteStateEnum = builder.enumType('PlanInviteState', {
  description:
    'What the viewer can do with an invitation: open (join), owner (their own plan), joined (already a member), or why not: closed (the offer is closed), full, removed (the owner removed them while this offer was open), signedOut (sign in to join).',
  values: Object.fromEntries(
    (['open', 'owner', 'joined', 'closed', 'full', 'removed', 'signedOut'] as const).map((v) => [
      v,
      { value: v },
    ]),
  ) as { [K in InviteState]: { value: K } },
});

const InviteMilestone = builder
  .objectRef<InvitePreview['milestones'][number]>('PlanInviteMilestone')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label'),
      date: t.expose('date', { type: DateScalar, nullable: true }),
      stepCount: t.exposeInt('stepCount'),
    }),
  });

const PlanInvite = builder.objectRef<InvitePreview>('PlanInvite').implement({
  description: 'The plan behind an invite link, as shown before joining.',
  fields: (t) => ({
    goalId: t.id({ resolve: (p) => p.goal.id }),
    title: t.string({ resolve: (p) => p.goal.title }),
    category: t.field({ type: CategoryScalar, resolve: (p) => p.goal.category }),
    deadline: t.field({ type: DateScalar, nullable: true, resolve: (p) => p.goal.deadline }),
    owner: t.field({ type: Person, resolve: (p) => p.owner }),
    note: t.exposeString('note', { description: 'The owner’s note to those who join.' }),
    memberCap: t.exposeInt('memberCap', { nullable: true }),
    memberCount: t.exposeInt('memberCount', { description: 'Members besides the owner.' }),
    members: t.field({
      type: [Person],
      description: 'Who follows the plan, the owner first (people blocked with you left out).',
      resolve: (p) => p.members,
    }),
    milestones: t.field({ type: [InviteMilestone], resolve: (p) => p.milestones }),
    state: t.field({ type: InviteStateEnum, resolve: (p) => p.state }),
  }),
});

builder.queryField('planInvite', (t) =>
  t.field({
    type: PlanInvite,
    description:
      'The plan behind an invite link, signed in or not. NOT_FOUND: no such link (revoked, or the plan is gone); FORBIDDEN: the goal is private now, or a block stands between you and the owner.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => invitePreview(ctx.db, token, ctx.session?.user ?? null),
  }),
);

builder.mutationFields((t) => ({
  sharePlanInvite: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Makes (or answers the existing) invite link to your plan’s open offer: read Goal.inviteToken. Not a private goal, not a closed offer (BAD_USER_INPUT); owner only.',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => (await shareInvite(ctx, ctx.session.user, goalId)).goal,
  }),
  revokePlanInvite: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description: 'Revokes your plan’s invite link: it stops working at once. Owner only.',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => (await revokeInvite(ctx, ctx.session.user, goalId)).goal,
  }),
  joinPlanByInvite: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Joins the plan behind an invite link (the owner’s invitation: a followers-only offer takes you). Denied: no such link (NOT_FOUND), private goal or a block (FORBIDDEN), closed or full (BAD_USER_INPUT), removed while this offer is open (FORBIDDEN). Joining again changes nothing.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_r, { token }, ctx) => {
      await limitUser(ctx.limiters.follow, ctx.session.user.id);
      return (await joinByInvite(ctx, ctx.session.user, token)).goal;
    },
  }),
}));
