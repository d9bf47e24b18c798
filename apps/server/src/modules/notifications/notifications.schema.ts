import { filter, pipe } from 'graphql-yoga';
import type { NotificationItem, NotificationsChanged, UserEvent } from '../../events/types.js';
import { AppError } from '../../kernel/errors.js';
import type { Page } from '../../kernel/pages.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { Person } from '../../pothos/person.js';
import { listNotifications, markNotificationsRead, unreadCount } from './notifications.service.js';

const text = (n: NotificationItem, key: string) =>
  typeof n.data[key] === 'string' ? (n.data[key] as string) : null;

export const Notification = builder.objectRef<NotificationItem>('Notification').implement({
  description: 'Something addressed to you (the bell).',
  fields: (t) => ({
    id: t.id({
      description: 'Pass it to markNotificationsRead; also the keyset cursor.',
      resolve: (n) => String(n.id),
    }),
    kind: t.exposeString('kind', {
      description:
        'new_follower, message, mentor_comment, mentor_suggestion, achievement, plan_joined or kudos',
    }),
    actor: t.field({ type: Person, nullable: true, description: 'Who caused it.', resolve: (n) => n.actor }),
    goalId: t.id({ nullable: true, resolve: (n) => n.goalId }),
    taskId: t.id({ nullable: true, resolve: (n) => n.taskId }),
    conversationId: t.id({ nullable: true, resolve: (n) => n.conversationId }),
    title: t.string({
      nullable: true,
      description: 'A goal’s title, when it is about one.',
      resolve: (n) => text(n, 'title'),
    }),
    text: t.string({
      nullable: true,
      description: 'A short text (a message’s first words).',
      resolve: (n) => text(n, 'text'),
    }),
    others: t.int({
      description:
        'How many other people did the same (a follow, kudos, joining or leaving a plan): the bell shows "Anna and 4 others". 0 when only the actor.',
      resolve: (n) => (typeof n.data.others === 'number' ? n.data.others : 0),
    }),
    read: t.exposeBoolean('read'),
    createdAt: t.string({ description: 'ISO 8601.', resolve: (n) => n.createdAt.toISOString() }),
  }),
});

const NotificationPage = builder.objectRef<Page<NotificationItem>>('NotificationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Notification], resolve: (p) => p.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const NotificationsUpdate = builder
  .objectRef<Omit<NotificationsChanged, 'type'>>('NotificationsUpdate')
  .implement({
    description: 'Your bell changed: a new notification, or notifications read on another tab.',
    fields: (t) => ({
      unreadCount: t.exposeInt('unreadCount'),
      notification: t.field({ type: Notification, nullable: true, resolve: (u) => u.notification }),
    }),
  });

builder.queryFields((t) => ({
  notifications: t.withAuth({ signedIn: true }).field({
    type: NotificationPage,
    description: 'Your notifications, newest first (keyset pages: pass endCursor as after).',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => listNotifications(ctx.db, ctx.session.user.id, args),
  }),
  unreadNotificationCount: t.withAuth({ signedIn: true }).int({
    description: 'The bell’s badge.',
    resolve: (_r, _a, ctx) => unreadCount(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.withAuth({ signedIn: true }).int({
    description:
      'Marks the named notifications (1 to 100 ids) or all of them read; returns the unread count after (your other tabs hear it live).',
    args: { ids: t.arg.stringList(), all: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      markNotificationsRead({ db: ctx.db, events: ctx.events }, ctx.session.user.id, args),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationsChanged: t.field({
    type: NotificationsUpdate,
    description:
      'Your bell, live: the unread count and the new notification if any. Over SSE, like taskChanged.',
    subscribe: (_root, _args, ctx: Context) => {
      if (!ctx.session) {
        throw new AppError('UNAUTHENTICATED', ctx.tokenInvalid ? 'sessionExpired' : 'unauthenticated');
      }
      return pipe(
        ctx.live.subscribe('stepwise:user', ctx.session.user.id),
        filter((event: UserEvent): event is NotificationsChanged => event.type === 'notifications'),
      );
    },
    resolve: (event: NotificationsChanged) => ({
      unreadCount: event.unreadCount,
      notification: event.notification,
    }),
  }),
}));
