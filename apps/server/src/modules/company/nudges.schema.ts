// Nudges in a plan with company: who is behind and may be nudged, the nudge itself, and muting them.

import { kudosRecipient } from '../../policies/company.js';
import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Goal } from '../goals/goals.schema.js';
import { PlanMember } from './company.schema.js';
import { membersOf } from './members.service.js';
import { nudgedTodayOf, nudgeMember, nudgeStatesOf, setNudgesMuted } from './nudges.service.js';

const nudgedLoader = requestLoader<Set<string>>(async (ctx, goalIds) => {
  const nudged = await nudgedTodayOf(ctx.db, goalIds);
  return new Map(goalIds.map((id) => [id, nudged]));
}, new Set());
const statesLoader = requestLoader<{ behind: Set<string>; muted: Set<string> }>(
  async (ctx, goalIds) => {
    const states = await nudgeStatesOf(ctx.db, goalIds);
    return new Map(goalIds.map((id) => [id, states]));
  },
  { behind: new Set(), muted: new Set() },
);

builder.objectFields(PlanMember, (t) => ({
  behind: t.boolean({
    description: 'A step of theirs is past its day and not done, and their part is not paused.',
    resolve: async (m, _a, ctx) =>
      (await statesLoader(ctx).load(m.goalId)).behind.has(`${m.goalId}:${m.user.id}`),
  }),
  nudgedToday: t.boolean({
    description: 'Someone nudged them about this plan today (their day): one nudge a day.',
    resolve: async (m, _a, ctx) => (await nudgedLoader(ctx).load(m.goalId)).has(`${m.goalId}:${m.user.id}`),
  }),
  nudgesMuted: t.boolean({
    description: 'They turned nudges about this plan off.',
    resolve: async (m, _a, ctx) =>
      (await statesLoader(ctx).load(m.goalId)).muted.has(`${m.goalId}:${m.user.id}`),
  }),
}));

builder.mutationFields((t) => ({
  nudgeMember: t.withAuth({ signedIn: true }).field({
    type: PlanMember,
    description:
      'Reminds another participant who is behind on the plan. Once a day per person nudged (RATE_LIMITED after), never someone who turned nudges off.',
    args: {
      goalId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      changeId: t.arg.id({
        description: 'The sender’s id for this nudge: sent again, it is answered, not refused.',
      }),
    },
    resolve: async (_r, { goalId, userId, changeId }, ctx) => {
      const result = await nudgeMember(
        ctx,
        ctx.session.user,
        goalId,
        userId,
        changeId ? String(changeId) : null,
      );
      const members = await membersOf(ctx.db, [result.goal.id], ctx.session.user);
      return kudosRecipient(members.get(result.goal.id)?.find((m) => m.user.id === result.toId));
    },
  }),
  setNudgesMuted: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description: 'Turns nudges about this plan off (or on again) for the signed-in participant.',
    args: { goalId: t.arg.id({ required: true }), muted: t.arg.boolean({ required: true }) },
    resolve: async (_r, { goalId, muted }, ctx) =>
      (await setNudgesMuted(ctx.db, ctx.session.user, goalId, muted)).goal,
  }),
}));
