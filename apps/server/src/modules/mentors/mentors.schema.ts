import { builder } from '../../pothos/builder.js';
import { User } from '../users/users.schema.js';
import {
  becomeMentor,
  listMentors,
  type MentorRow,
  mentorById,
  myMentorProfile,
  setMentor,
  stopMentoring,
  updateMentorProfile,
} from './mentors.service.js';

const Mentor = builder.objectRef<MentorRow>('Mentor').implement({
  description: 'A user who mentors; chosen in setup or settings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio'),
    categories: t.exposeStringList('categories'),
    languages: t.exposeStringList('languages'),
    accepting: t.exposeBoolean('accepting', { description: 'Whether they take new mentees.' }),
    guide: t.exposeBoolean('guide', {
      description:
        'A built-in guide, not a person: its playbook shapes the plan and its tips come at milestones; it takes no messages or comments.',
    }),
    menteeCount: t.exposeInt('menteeCount'),
  }),
});

type ProfileRow = NonNullable<Awaited<ReturnType<typeof myMentorProfile>>>;

const MentorProfile = builder.objectRef<ProfileRow>('MentorProfile').implement({
  description: 'The signed-in user’s own mentor profile.',
  fields: (t) => ({
    active: t.exposeBoolean('active', { description: 'Whether they mentor now (users.is_mentor).' }),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio'),
    categories: t.exposeStringList('categories'),
    languages: t.exposeStringList('languages'),
    accepting: t.exposeBoolean('accepting'),
    menteeCount: t.exposeInt('menteeCount'),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

const MentorProfileInput = builder.inputType('MentorProfileInput', {
  fields: (t) => ({
    headline: t.string({ required: true, description: '3 to 120 characters.' }),
    bio: t.string({ description: 'At most 2,000 characters.' }),
    categories: t.stringList({ required: true, description: '1 to 10 of the ten interest categories.' }),
    languages: t.stringList({ required: true, description: '"en", "ru" or both.' }),
    accepting: t.boolean({ description: 'Takes new mentees (default true).' }),
  }),
});

builder.queryFields((t) => ({
  mentors: t.field({
    type: [Mentor],
    description:
      'Mentors taking new mentees, plus your current mentor; never yourself. People first, then the built-in guides; each by your language, then your goals’ areas.',
    resolve: (_root, _args, ctx) => listMentors(ctx.db, ctx.session?.user.id ?? null, ctx.lang),
  }),
  myMentor: t.withAuth({ signedIn: true }).field({
    type: Mentor,
    nullable: true,
    description: 'Your mentor, if you have one.',
    resolve: (_root, _args, ctx) =>
      ctx.session.user.mentorId ? mentorById(ctx.db, ctx.session.user.mentorId) : null,
  }),
  myMentorProfile: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    nullable: true,
    description: 'Your mentor profile (kept after you stop mentoring); null if you never mentored.',
    resolve: (_root, _args, ctx) => myMentorProfile(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  becomeMentor: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    args: { input: t.arg({ type: MentorProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => becomeMentor(ctx.db, ctx.session.user.id, input),
  }),
  updateMentorProfile: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    args: { input: t.arg({ type: MentorProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMentorProfile(ctx.db, ctx.session.user.id, input),
  }),
  stopMentoring: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    description: 'Turns mentoring off and releases your mentees; the profile and playbook are kept.',
    resolve: async (_root, _args, ctx) => {
      await stopMentoring(ctx, ctx.session.user.id);
      return (await myMentorProfile(ctx.db, ctx.session.user.id))!;
    },
  }),
  setMentor: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Picks, changes or (null) drops your mentor. The new mentor is told.',
    args: { mentorId: t.arg.id() },
    resolve: (_root, { mentorId }, ctx) => setMentor(ctx, ctx.session.user.id, mentorId ?? null),
  }),
}));
