import type { Page } from '../../kernel/pages.js';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Person } from '../../pothos/person.js';
import { PublicProfile } from '../users/users.schema.js';
import {
  block,
  follow,
  followedAmong,
  listBlocked,
  listFollows,
  type PersonItem,
  type Person as PersonRow,
  removeFollower,
  type SocialStats,
  socialStats,
  unblock,
  unfollow,
  userIdOf,
} from './social.service.js';

// People appear as pothos/person.ts's `Person` (id, username, name, avatarUrl); this module adds
// whether you follow them, batched: a list of any length costs one statement for all its people.
const followedByViewer = requestLoader<boolean>(async (ctx, ids) => {
  const viewerId = ctx.session?.user.id;
  if (!viewerId) return new Map();
  const followed = await followedAmong(ctx.db, viewerId, ids);
  return new Map(ids.map((id) => [id, followed.has(id)]));
}, false);

builder.objectField(Person, 'followedByMe', (t) =>
  t.boolean({
    nullable: true,
    description: 'Whether you follow them (for a Follow button); null for a guest and for yourself.',
    resolve: (p, _a, ctx) => {
      if (!ctx.session || ctx.session.user.id === p.id) return null;
      if (typeof p.followedByMe === 'boolean') return p.followedByMe;
      return followedByViewer(ctx).load(p.id);
    },
  }),
);

const PersonPage = builder.objectRef<Page<PersonItem>>('PersonPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Person], resolve: (p) => p.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

// One statement per profile object, shared by all its count and flag fields.
const statsOf = new WeakMap<object, Promise<SocialStats>>();
function stats(profile: PersonRow, ctx: Context): Promise<SocialStats> {
  let found = statsOf.get(profile);
  if (!found) {
    found = socialStats(ctx.db, profile.id, ctx.session?.user.id ?? null);
    statsOf.set(profile, found);
  }
  return found;
}

builder.objectFields(PublicProfile, (t) => ({
  followerCount: t.int({ resolve: async (p, _a, ctx) => (await stats(p, ctx)).followerCount }),
  followingCount: t.int({ resolve: async (p, _a, ctx) => (await stats(p, ctx)).followingCount }),
  followedByMe: t.boolean({
    description: 'You follow this person (false for a guest).',
    resolve: async (p, _a, ctx) => (await stats(p, ctx)).followedByMe,
  }),
  followsMe: t.boolean({
    description: 'This person follows you (false for a guest).',
    resolve: async (p, _a, ctx) => (await stats(p, ctx)).followsMe,
  }),
  blockedByMe: t.boolean({
    description: 'You blocked this person (false for a guest).',
    resolve: async (p, _a, ctx) => (await stats(p, ctx)).blockedByMe,
  }),
}));

/** Nobody's id: an unknown username lists nobody (after the page arguments are checked). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

builder.queryFields((t) => ({
  followers: t.field({
    type: PersonPage,
    description: 'The people who follow this person, newest first (keyset pages: pass endCursor as after).',
    args: { username: t.arg.string({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      const id = (await userIdOf(ctx.db, args.username)) ?? NOBODY;
      return listFollows(ctx.db, id, 'followers', ctx.session?.user.id ?? null, args);
    },
  }),
  following: t.field({
    type: PersonPage,
    description: 'The people this person follows, newest first (keyset pages: pass endCursor as after).',
    args: { username: t.arg.string({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      const id = (await userIdOf(ctx.db, args.username)) ?? NOBODY;
      return listFollows(ctx.db, id, 'following', ctx.session?.user.id ?? null, args);
    },
  }),
  blockedPeople: t.withAuth({ signedIn: true }).field({
    type: PersonPage,
    description: 'The people you blocked (to unblock them), by keyset pages.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => listBlocked(ctx.db, ctx.session.user.id, args),
  }),
}));

builder.mutationFields((t) => ({
  follow: t.withAuth({ signedIn: true }).field({
    type: PublicProfile,
    description:
      'Follow someone: their followers-only goals and news become visible to you; they get a new_follower notification (once). Not yourself (BAD_USER_INPUT), not across a block (FORBIDDEN); rate-limited.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, { userId }, ctx) => {
      await limitUser(ctx.limiters.follow, ctx.session.user.id);
      return follow(ctx, ctx.session.user.id, userId);
    },
  }),
  unfollow: t.withAuth({ signedIn: true }).field({
    type: PublicProfile,
    description: 'Stop following someone (rate-limited with follow).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, { userId }, ctx) => {
      await limitUser(ctx.limiters.follow, ctx.session.user.id);
      return unfollow(ctx.db, ctx.session.user.id, userId);
    },
  }),
  removeFollower: t.withAuth({ signedIn: true }).field({
    type: PublicProfile,
    description: 'Remove someone from your followers (they may follow again unless you block them).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => removeFollower(ctx.db, ctx.session.user.id, userId),
  }),
  block: t.withAuth({ signedIn: true }).field({
    type: PublicProfile,
    description:
      'Block someone: follows between you end both ways; neither can follow or message the other; they see none of your followers-only content and none of your news; each leaves the other’s plans, and mentoring between you ends.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, { userId }, ctx) => {
      await limitUser(ctx.limiters.follow, ctx.session.user.id);
      return block(ctx, ctx.session.user.id, userId);
    },
  }),
  unblock: t.withAuth({ signedIn: true }).field({
    type: PublicProfile,
    description: 'Lift a block (follows do not come back).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => unblock(ctx.db, ctx.session.user.id, userId),
  }),
}));
