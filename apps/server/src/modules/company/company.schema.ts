// With company: the offer, members, per-member progress and kudos, added to the goals
// module's Goal and Task and to the profile; thin resolvers over ./company.service.ts.

import { filter, pipe } from 'graphql-yoga';
import { OFFER_AUDIENCES } from '../../db/schema.js';
import type { PlanActivity, UserEvent } from '../../events/types.js';
import { AppError } from '../../kernel/errors.js';
import { limitUser } from '../../limits/rate-limit.js';
import { kudosRecipient } from '../../policies/company.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Person } from '../../pothos/person.js';
import { Goal, Task } from '../goals/goals.schema.js';
import { openPauses } from '../goals/pause.schema.js';
import { PublicProfile } from '../users/users.schema.js';
import { giveKudos, joinPlan, leavePlan, removeMember } from './company.service.js';
import {
  companyGoals,
  joinedGoals,
  type MemberView,
  type MilestoneMember,
  membersOf,
  milestoneProgressOf,
  personOf,
  rolesOf,
} from './members.service.js';
import {
  closeOffer,
  type JoinState,
  type OfferView,
  offersOf,
  openOffer,
  type ProfileOffer,
  profileOffers,
} from './offers.service.js';

// Per-request batching: a list of goals costs one statement per kind of data, whatever its length.
const viewerOf = (ctx: Context) => ctx.session?.user ?? null;
const offerLoader = requestLoader<OfferView | null>((ctx, ids) => offersOf(ctx.db, ids), null);
const memberLoader = requestLoader<MemberView[]>((ctx, ids) => membersOf(ctx.db, ids, viewerOf(ctx)), []);
const roleLoader = requestLoader<'owner' | 'member' | null>(async (ctx, ids) => {
  const viewer = viewerOf(ctx);
  return viewer ? rolesOf(ctx.db, ids, viewer.id) : new Map();
}, null);
/** Keyed by plan id; each milestone then picks its own rows. */
const milestoneLoader = requestLoader<MilestoneMember[]>(
  (ctx, planIds) => milestoneProgressOf(ctx.db, planIds, viewerOf(ctx)?.id ?? null),
  [],
);

export const OfferAudience = builder.enumType('OfferAudience', {
  description: 'Who may join an offered plan: anyone who may see the goal, or only the owner’s followers.',
  values: Object.fromEntries(OFFER_AUDIENCES.map((v) => [v, { value: v }])) as {
    [K in (typeof OFFER_AUDIENCES)[number]]: { value: K };
  },
});

const PlanRole = builder.enumType('PlanRole', {
  values: { owner: { value: 'owner' }, member: { value: 'member' } } as const,
});

const JoinStateEnum = builder.enumType('OfferJoinState', {
  description:
    'What the viewer can do about an offer: open (join), joined (leave), owner (their own), or why not: full, followersOnly, blocked, removed (the owner removed them while this offer was open), signedOut.',
  values: Object.fromEntries(
    (['owner', 'joined', 'open', 'full', 'followersOnly', 'blocked', 'removed', 'signedOut'] as const).map(
      (v) => [v, { value: v }],
    ),
  ) as { [K in JoinState]: { value: K } },
});

const Offer = builder.objectRef<OfferView>('PlanOffer').implement({
  description: 'A plan opened to company: who may join, a note, an optional cap on members.',
  fields: (t) => ({
    note: t.exposeString('note'),
    audience: t.field({ type: OfferAudience, resolve: (o) => o.audience }),
    memberCap: t.exposeInt('memberCap', { nullable: true, description: 'Null: no cap.' }),
    memberCount: t.exposeInt('memberCount', { description: 'Members besides the owner.' }),
    open: t.boolean({ resolve: (o) => o.closedAt === null }),
    openedAt: t.string({ resolve: (o) => o.openedAt.toISOString() }),
  }),
});

export const PlanMember = builder.objectRef<MemberView>('PlanMember').implement({
  description: 'Someone following a plan (its owner or a member) and their own progress on it.',
  fields: (t) => ({
    user: t.field({ type: Person, resolve: (m) => m.user }),
    role: t.field({ type: PlanRole, resolve: (m) => m.role }),
    joinedAt: t.string({ resolve: (m) => m.joinedAt.toISOString() }),
    lastActiveAt: t.string({ resolve: (m) => m.lastActiveAt.toISOString() }),
    doneCount: t.exposeInt('doneCount'),
    totalCount: t.exposeInt('totalCount'),
    kudosToday: t.exposeBoolean('kudosToday', {
      description: 'You cheered them today (one kudos per person a day).',
    }),
    paused: t.boolean({
      description:
        'They paused their part of the plan (the owner: the whole goal); the reason is not shown here.',
      resolve: async (m, _a, ctx) => (await openPauses(ctx, m.goalId)).some((p) => p.userId === m.user.id),
    }),
  }),
});

const MemberProgress = builder.objectRef<MilestoneMember>('MemberMilestoneProgress').implement({
  description: 'One participant’s steps done under a milestone.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
  }),
});

const ProfileOfferRef = builder.objectRef<ProfileOffer>('ProfileOffer').implement({
  description: 'An open offer on a profile, with what the viewer can do about it.',
  fields: (t) => ({
    goal: t.field({ type: Goal, resolve: (o) => o.goal }),
    note: t.exposeString('note'),
    audience: t.field({ type: OfferAudience, resolve: (o) => o.audience }),
    memberCap: t.exposeInt('memberCap', { nullable: true }),
    memberCount: t.exposeInt('memberCount'),
    openedAt: t.string({ resolve: (o) => o.openedAt.toISOString() }),
    joinState: t.field({ type: JoinStateEnum, resolve: (o) => o.joinState }),
  }),
});

builder.objectFields(Goal, (t) => ({
  offer: t.field({
    type: Offer,
    nullable: true,
    description: 'The plan’s offer to company (open or closed); null when it was never opened.',
    resolve: (g, _a, ctx) => offerLoader(ctx).load(g.id),
  }),
  members: t.field({
    type: [PlanMember],
    description: 'Everyone following the plan, the owner first, each with their own progress.',
    resolve: (g, _a, ctx) => memberLoader(ctx).load(g.id),
  }),
  myRole: t.field({
    type: PlanRole,
    nullable: true,
    description: 'Your part in the plan: owner, member, or null.',
    resolve: (g, _a, ctx) => roleLoader(ctx).load(g.id),
  }),
  owner: t.field({
    type: Person,
    description: 'Whose goal it is (a joined plan shows its owner).',
    resolve: async (g, _a, ctx) => {
      const members = await memberLoader(ctx).load(g.id);
      const owner = members.find((m) => m.role === 'owner')?.user;
      if (owner) return owner;
      const person = await personOf(ctx.db, g.userId);
      if (!person) throw new AppError('NOT_FOUND', 'userNotFound');
      return person;
    },
  }),
}));

builder.objectFields(Task, (t) => ({
  memberProgress: t.field({
    type: [MemberProgress],
    description:
      'On a milestone of a plan with company: each participant’s steps done under it. Empty on steps and on plans followed alone.',
    resolve: async (task, _a, ctx) => {
      if (task.parentId !== null) return [];
      const rows = await milestoneLoader(ctx).load(task.planId);
      return rows.filter((r) => r.milestoneId === task.id);
    },
  }),
}));

builder.objectFields(PublicProfile, (t) => ({
  offers: t.field({
    type: [ProfileOfferRef],
    description: 'Their open offers that you may see (the goal’s visibility decides), newest first.',
    resolve: (p, _a, ctx) => profileOffers(ctx.db, p.id, ctx.session?.user.id ?? null),
  }),
}));

const OfferInput = builder.inputType('OfferInput', {
  fields: (t) => ({
    note: t.string({ description: 'At most 500 characters.' }),
    audience: t.field({ type: OfferAudience, description: 'anyone (default) or followers.' }),
    memberCap: t.int({ description: '1 to 100 members besides the owner; null: no cap.' }),
  }),
});

const PlanActivityRef = builder.objectRef<PlanActivity>('PlanActivity').implement({
  description:
    'Something changed in a plan you take part in (a member ticked, joined, left, was cheered...), or, for a goal’s owner and their mentor, a new comment under one of its tasks.',
  fields: (t) => ({
    goalId: t.exposeID('goalId'),
    userId: t.exposeID('userId', { description: 'Who did it.' }),
    kind: t.exposeString('kind', {
      description: 'progress, plan, joined, left, removed, kudos, offer or comment',
    }),
    taskId: t.id({
      nullable: true,
      description: 'For comment: the task whose thread and comment count changed.',
      resolve: (event) => event.taskId ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  myCompanyGoals: t.withAuth({ signedIn: true }).field({
    type: [Goal],
    description:
      'Your own goals that have company (an offer, open or closed, or members), newest first: ask their offer, members and tasks’ memberProgress here (one level less deep than myGoals.items).',
    resolve: (_r, _a, ctx) => companyGoals(ctx.db, ctx.session.user.id),
  }),
  joinedGoals: t.withAuth({ signedIn: true }).field({
    type: [Goal],
    description:
      'Plans you joined as a member (not your own), newest joins first; each has owner and myRole.',
    resolve: (_r, _a, ctx) => joinedGoals(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  openOffer: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Opens your plan to company, or changes its open offer. Not a private goal (BAD_USER_INPUT); only the owner (FORBIDDEN for a member).',
    args: { goalId: t.arg.id({ required: true }), input: t.arg({ type: OfferInput, required: true }) },
    resolve: async (_r, { goalId, input }, ctx) => {
      return (await openOffer(ctx, ctx.session.user, goalId, input)).goal;
    },
  }),
  closeOffer: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description: 'Closes the offer: nobody new joins, the members stay.',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => {
      return (await closeOffer(ctx, ctx.session.user, goalId)).goal;
    },
  }),
  joinPlan: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Joins an open offer: you follow the plan with your own progress and dates (from today). Denied: closed (BAD_USER_INPUT), full (BAD_USER_INPUT), followers only (FORBIDDEN), blocked (FORBIDDEN), removed by the owner while this offer was open (FORBIDDEN; a reopened offer lets them back).',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => {
      await limitUser(ctx.limiters.follow, ctx.session.user.id);
      return (await joinPlan(ctx, ctx.session.user, goalId)).goal;
    },
  }),
  leavePlan: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description: 'Leaves a plan you joined; your progress on it goes with you.',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => {
      return (await leavePlan(ctx, ctx.session.user, goalId)).goal;
    },
  }),
  removeMember: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'The owner removes a member (their progress on the plan goes); they are told, and cannot join again until the offer is closed and reopened.',
    args: { goalId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId, userId }, ctx) => {
      return (await removeMember(ctx, ctx.session.user, goalId, userId)).goal;
    },
  }),
  giveKudos: t.withAuth({ signedIn: true }).field({
    type: PlanMember,
    description:
      'Cheers another participant of the plan: once per person a day (again the same day changes nothing).',
    args: { goalId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId, userId }, ctx) => {
      const result = await giveKudos(ctx, ctx.session.user, goalId, userId);
      const members = await membersOf(ctx.db, [result.goal.id], ctx.session.user);
      return kudosRecipient(members.get(result.goal.id)?.find((m) => m.user.id === result.toId));
    },
  }),
}));

builder.subscriptionFields((t) => ({
  planActivity: t.field({
    type: PlanActivityRef,
    description:
      'Changes in the plans you take part in, made by the others (a member’s tick, a join, a kudos). Over SSE, like taskChanged.',
    args: { goalId: t.arg.id({ description: 'Only this plan.' }) },
    subscribe: (_root, { goalId }, ctx: Context) => {
      if (!ctx.session) {
        throw new AppError('UNAUTHENTICATED', ctx.tokenInvalid ? 'sessionExpired' : 'unauthenticated');
      }
      return pipe(
        ctx.live.subscribe('stepwise:user', ctx.session.user.id),
        filter(
          (event: UserEvent): event is PlanActivity =>
            event.type === 'planActivity' && (!goalId || event.goalId === goalId),
        ),
      );
    },
    resolve: (event: PlanActivity) => event,
  }),
}));
