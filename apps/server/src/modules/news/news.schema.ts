import { filter, pipe } from 'graphql-yoga';
import type { NewsAdded, NewsItem as NewsRow, UserEvent } from '../../events/types.js';
import { AppError } from '../../kernel/errors.js';
import type { Page } from '../../kernel/pages.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { Person } from '../../pothos/person.js';
import { newsFeed, userNews } from './news.service.js';

export const NewsItem = builder.objectRef<NewsRow>('NewsItem').implement({
  description: 'One line of the news: who did what, when, and the goal it links to.',
  fields: (t) => ({
    id: t.id({ description: 'The event id (also the keyset cursor).', resolve: (e) => String(e.id) }),
    kind: t.exposeString('kind', {
      description:
        'goal_set, milestone_reached, goal_achieved, plan_opened, achievement_earned or mentee_joined',
    }),
    actor: t.field({ type: Person, description: 'Who did it.', resolve: (e) => e.actor }),
    subject: t.field({
      type: Person,
      nullable: true,
      description: 'Who else it is about: the new mentee of mentee_joined.',
      resolve: (e) => e.subject,
    }),
    goalId: t.id({ nullable: true, resolve: (e) => e.goalId }),
    taskId: t.id({ nullable: true, description: 'The milestone reached.', resolve: (e) => e.taskId }),
    goalTitle: t.string({
      nullable: true,
      description: 'The goal’s title when it happened.',
      resolve: (e) => (typeof e.data.title === 'string' ? e.data.title : null),
    }),
    milestoneLabel: t.string({
      nullable: true,
      description: 'The milestone’s label (milestone_reached).',
      resolve: (e) => (typeof e.data.label === 'string' ? e.data.label : null),
    }),
    createdAt: t.string({ description: 'ISO 8601.', resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const NewsPage = builder.objectRef<Page<NewsRow>>('NewsPage').implement({
  fields: (t) => ({
    items: t.field({ type: [NewsItem], resolve: (p) => p.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

builder.queryFields((t) => ({
  news: t.field({
    type: NewsPage,
    description:
      'The news, newest first (keyset pages: pass endCursor as after). Signed in: the people you follow and your mentor; a guest: public events.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => newsFeed(ctx.db, ctx.session?.user.id ?? null, args),
  }),
  userNews: t.field({
    type: NewsPage,
    description:
      'A profile’s News section: that person’s events you may see (their goals’ visibility rules).',
    args: { username: t.arg.string({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => userNews(ctx.db, args.username, ctx.session?.user.id ?? null, args),
  }),
}));

builder.subscriptionFields((t) => ({
  newsAdded: t.field({
    type: NewsItem,
    description:
      'New lines of your news as they happen (for the "N new" pill); for a guest, new public events. Over SSE, like taskChanged; an item may come twice: keep them by id.',
    subscribe: (_root, _args, ctx: Context) => {
      // An expired token is told so (the app signs the person out); a guest hears the public news.
      if (!ctx.session && ctx.tokenInvalid) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
      const stream = ctx.session
        ? ctx.live.subscribe('stepwise:user', ctx.session.user.id)
        : ctx.live.subscribe('stepwise:public', 'news');
      return pipe(
        stream,
        filter((event: UserEvent): event is NewsAdded => event.type === 'news'),
      );
    },
    resolve: (event: NewsAdded) => event.item,
  }),
}));
