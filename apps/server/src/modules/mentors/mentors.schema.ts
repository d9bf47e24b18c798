import { builder } from '../../graphql/builder.js';
import { listMentors } from './mentors.service.js';

type MentorRow = Awaited<ReturnType<typeof listMentors>>[number];

const Mentor = builder.objectRef<MentorRow>('Mentor').implement({
  description: 'A user who agreed to mentor; chosen in setup.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio'),
    categories: t.exposeStringList('categories'),
    languages: t.exposeStringList('languages'),
    menteeCount: t.exposeInt('menteeCount'),
  }),
});

builder.queryFields((t) => ({
  mentors: t.field({ type: [Mentor], resolve: (_root, _args, ctx) => listMentors(ctx.db) }),
}));
