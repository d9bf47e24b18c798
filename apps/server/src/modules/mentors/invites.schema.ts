import { builder } from '../../pothos/builder.js';
import { Person } from '../../pothos/person.js';
import {
  acceptMentorInvite,
  createMentorInvite,
  type MentorInviteView,
  myMentorInvite,
  revokeMentorInvite,
  viewMentorInvite,
} from './invites.service.js';

const MyMentorInviteRef = builder.objectRef<{ createdAt: Date; token?: string }>('MyMentorInvite').implement({
  description: 'Your open invite link for a mentor of your own.',
  fields: (t) => ({
    createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    token: t.string({
      nullable: true,
      description: 'The link’s secret: given once, when the link is made; null when read again.',
      resolve: (i) => i.token ?? null,
    }),
  }),
});

const MentorInviteRef = builder.objectRef<MentorInviteView>('MentorInvite').implement({
  description: 'An invite link as the signed-in person who opened it sees it.',
  fields: (t) => ({
    mentee: t.field({
      type: Person,
      description: 'Who asks you to be their mentor.',
      resolve: (i) => i.mentee,
    }),
    own: t.exposeBoolean('own', { description: 'You made this link yourself.' }),
    alreadyMentor: t.exposeBoolean('alreadyMentor', { description: 'You already are their mentor.' }),
  }),
});

builder.queryFields((t) => ({
  myMentorInvite: t.withAuth({ signedIn: true }).field({
    type: MyMentorInviteRef,
    nullable: true,
    description: 'Your open invite link (without its secret), or null.',
    resolve: (_root, _args, ctx) => myMentorInvite(ctx.db, ctx.session.user.id),
  }),
  mentorInvite: t.withAuth({ signedIn: true }).field({
    type: MentorInviteRef,
    description:
      'Whose invite link this is. NOT_FOUND when revoked, used, unknown, or a block stands between you.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => viewMentorInvite(ctx.db, ctx.session.user.id, token),
  }),
}));

builder.mutationFields((t) => ({
  createMentorInvite: t.withAuth({ signedIn: true }).field({
    type: MyMentorInviteRef,
    description: 'A new invite link for a mentor of your own; the one before stops working.',
    resolve: (_root, _args, ctx) => createMentorInvite(ctx.db, ctx.session.user.id),
  }),
  revokeMentorInvite: t.withAuth({ signedIn: true }).boolean({
    description: 'Your open invite link stops working; false when there was none.',
    resolve: (_root, _args, ctx) => revokeMentorInvite(ctx.db, ctx.session.user.id),
  }),
  acceptMentorInvite: t.withAuth({ signedIn: true }).field({
    type: Person,
    description:
      'You become the mentor of the person whose link this is (mentoring turns on if it was off, taking no new mentees from the list). Returns them.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) =>
      acceptMentorInvite(ctx, { id: ctx.session.user.id, lang: ctx.session.user.lang }, token),
  }),
}));
