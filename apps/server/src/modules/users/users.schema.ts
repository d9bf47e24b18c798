import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import { deleteAvatar, storeAvatar } from '../uploads/uploads.service.js';
import { sanitizeBio } from './bio.js';
import {
  fillBaseBio,
  getPublicProfile,
  getSocialLinks,
  parseBaseBio,
  updateBio,
  updateSettings,
  updateSocialLinks,
} from './users.service.js';

const Bio = builder.objectRef<{ text: string }>('Bio').implement({
  fields: (t) => ({ text: t.exposeString('text') }),
});

const SocialLink = builder.objectRef<{ network: string; url: string }>('SocialLink').implement({
  fields: (t) => ({ network: t.exposeString('network'), url: t.exposeString('url') }),
});

const SocialLinkInput = builder.inputType('SocialLinkInput', {
  fields: (t) => ({ network: t.string({ required: true }), url: t.string({ required: true }) }),
});

/** A user row; `withDetails: false` when CurrentUser was asked without profile details; `links`: the links
 * the session lookup loaded with the row (CurrentUser then needs no second statement). */
type UserNode = UserRow & { withDetails?: boolean; links?: Array<{ network: string; url: string }> };

/** The signed-in user as they see themselves (S-D1). Only ever returned to its owner. */
export const User = builder.objectRef<UserNode>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    lang: t.exposeString('lang'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    timezone: t.exposeString('timezone'),
    birthday: t.exposeString('birthday', { nullable: true }),
    status: t.string({
      description: '"0": setup not finished; "1": active.',
      resolve: (u) => String(u.status),
    }),
    mentorId: t.exposeID('mentorId', { nullable: true }),
    bio: t.field({
      type: Bio,
      nullable: true,
      description: 'Null when CurrentUser is asked without profile details.',
      resolve: (u) => (u.withDetails === false ? null : { text: u.bio }),
    }),
    socialLinks: t.field({
      type: [SocialLink],
      nullable: true,
      description: 'Null when CurrentUser is asked without profile details.',
      resolve: (u, _args, ctx) =>
        u.withDetails === false ? null : (u.links ?? getSocialLinks(ctx.db, u.id)),
    }),
  }),
});

const CurrentUser = builder.objectRef<{ entities: UserNode | null }>('CurrentUser').implement({
  fields: (t) => ({ entities: t.field({ type: User, nullable: true, resolve: (p) => p.entities }) }),
});

/** links: loaded with the row by getPublicProfile; other sources (people lists) leave them to the field. */
type Profile = Omit<NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>, 'links'> & {
  links?: Array<{ network: string; url: string }>;
};

/** What anyone may see of a user: never the e-mail, birthday or settings. */
export const PublicProfile = builder.objectRef<Profile>('PublicProfile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    isMentor: t.exposeBoolean('isMentor'),
    bio: t.field({ type: Bio, resolve: (u) => ({ text: u.bio }) }),
    socialLinks: t.field({
      type: [SocialLink],
      resolve: (u, _args, ctx) => u.links ?? getSocialLinks(ctx.db, u.id),
    }),
  }),
});

builder.queryFields((t) => ({
  currentUser: t.field({
    type: CurrentUser,
    args: { withProfileDetails: t.arg.boolean() },
    resolve: (_root, { withProfileDetails }, ctx) => {
      if (ctx.tokenInvalid) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      const user = ctx.session?.user;
      if (!user) return { entities: null };
      const links = ctx.session?.socialLinks;
      return { entities: { ...user, withDetails: withProfileDetails === true, ...(links ? { links } : {}) } };
    },
  }),
  userProfile: t.field({
    type: PublicProfile,
    nullable: true,
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) =>
      (await getPublicProfile(ctx.db, username.slice(0, 60))) ?? null,
  }),
}));

builder.mutationFields((t) => ({
  updateBio: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { text: t.arg.string({ required: true }) },
    resolve: async (_root, { text }, ctx) => {
      const bio = sanitizeBio(text);
      await updateBio(ctx.db, ctx.session.user.id, bio);
      return { ...ctx.session.user, bio };
    },
  }),
  fillBaseBio: t.withAuth({ signedIn: true }).field({
    type: User,
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      birthday: t.arg.string({ required: true }),
      avatar: t.arg({ type: 'File' }),
    },
    resolve: async (_root, args, ctx) => {
      const fields = { firstName: args.firstName, lastName: args.lastName, birthday: args.birthday };
      parseBaseBio(fields); // checked before the file is stored
      if (args.avatar) await limitUser(ctx.limiters.upload, ctx.session.user.id);
      const avatarUrl = args.avatar ? await storeAvatar(ctx.uploadsDir, args.avatar) : undefined;
      const { user, replacedAvatar } = await fillBaseBio(ctx.db, ctx.session.user.id, {
        ...fields,
        avatarUrl,
      }).catch(async (e: unknown) => {
        await deleteAvatar(ctx.uploadsDir, avatarUrl); // never committed: nobody points at it
        throw e;
      });
      // Only after the new one is committed: the old file is deleted once nothing points at it.
      await deleteAvatar(ctx.uploadsDir, replacedAvatar);
      return user;
    },
  }),
  updateSocialLinks: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { links: t.arg({ type: [SocialLinkInput], required: true }) },
    resolve: async (_root, { links }, ctx) => {
      await updateSocialLinks(ctx.db, ctx.session.user.id, links);
      return ctx.session.user;
    },
  }),
  updateSettings: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { lang: t.arg.string(), timezone: t.arg.string(), username: t.arg.string() },
    resolve: (_root, args, ctx) => updateSettings(ctx.db, ctx.session.user.id, args),
  }),
}));
