import { builder } from '../../pothos/builder.js';
import './context.js';
import {
  calendarFeedOf,
  closeCalendarFeed,
  type CalendarFeed as Feed,
  openCalendarFeed,
} from './calendar.service.js';
import { subscribePush, unsubscribePush } from './push.service.js';
import { vapidKeys } from './vapid.js';

const CalendarFeed = builder.objectRef<Feed>('CalendarFeed').implement({
  description:
    'The person’s secret calendar address (iCalendar): their steps, each timed one with an alarm an hour before. Whoever has it reads the steps; regenerate it to end the old one.',
  fields: (t) => ({
    url: t.exposeString('url'),
    createdAt: t.string({ resolve: (f) => f.createdAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  webPushKey: t.withAuth({ signedIn: true }).string({
    description:
      'The instance’s VAPID public key (base64url): the applicationServerKey a browser subscribes with.',
    resolve: async (_root, _args, ctx) => (await vapidKeys(ctx.db)).publicKey,
  }),
  calendarFeed: t.withAuth({ signedIn: true }).field({
    type: CalendarFeed,
    nullable: true,
    description: 'The person’s calendar feed; null while it is off.',
    resolve: (_root, _args, ctx) => calendarFeedOf(ctx.db, ctx.session.user.id, ctx.auth.publicUrl),
  }),
}));

builder.mutationFields((t) => ({
  subscribePush: t.withAuth({ signedIn: true }).boolean({
    description:
      'This browser takes step reminders by Web Push: its PushSubscription’s endpoint and keys (base64url), and a name for it in settings. A browser holds one subscription per site: sent again, it is updated (and moves to this person).',
    args: {
      endpoint: t.arg.string({ required: true }),
      p256dh: t.arg.string({ required: true }),
      auth: t.arg.string({ required: true }),
      device: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      subscribePush(ctx.db, ctx.session.user.id, args, { allowHttp: ctx.reminders.pushOverHttp }),
  }),
  unsubscribePush: t.withAuth({ signedIn: true }).boolean({
    description: 'This browser takes no more reminders (settings); false when it had no subscription.',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: (_root, { endpoint }, ctx) => unsubscribePush(ctx.db, ctx.session.user.id, endpoint),
  }),
  openCalendarFeed: t.withAuth({ signedIn: true }).field({
    type: CalendarFeed,
    description: 'Turns the calendar feed on (an existing address is kept).',
    resolve: (_root, _args, ctx) => openCalendarFeed(ctx.db, ctx.session.user.id, ctx.auth.publicUrl, false),
  }),
  regenerateCalendarFeed: t.withAuth({ signedIn: true }).field({
    type: CalendarFeed,
    description: 'A new calendar address; the old one answers 404 from now on.',
    resolve: (_root, _args, ctx) => openCalendarFeed(ctx.db, ctx.session.user.id, ctx.auth.publicUrl, true),
  }),
  closeCalendarFeed: t.withAuth({ signedIn: true }).boolean({
    description: 'Turns the calendar feed off: its address answers 404.',
    resolve: (_root, _args, ctx) => closeCalendarFeed(ctx.db, ctx.session.user.id),
  }),
}));
