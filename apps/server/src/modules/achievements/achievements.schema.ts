import {
  ACHIEVEMENT_KEYS,
  isAchievementKey,
  type AchievementKey as Key,
} from '@stepwise/domain/achievements';
import type { Streak } from '../../events/domain.js';
import { builder } from '../../pothos/builder.js';
import { DateScalar } from '../../pothos/scalars.js';
import { NewsItem } from '../news/news.schema.js';
import { Notification } from '../notifications/notifications.schema.js';
import {
  type AchievementsView,
  achievementsOf,
  type EarnedView,
  type NextView,
} from './achievements.service.js';
import { type Activity, activityOf } from './activity.js';

export const AchievementKey = builder.enumType('AchievementKey', {
  description:
    'first_goal: a goal set; first_milestone: a milestone done; goal_achieved: a goal completed; streak_7/30/100: a streak of that many days; endorsed: a mentor endorsed a finished goal; company_finished: a plan followed with company finished.',
  values: ACHIEVEMENT_KEYS,
});

export const StreakRef = builder.objectRef<Streak>('Streak').implement({
  description:
    'Days (in the person’s time zone) with at least one completed step. One missed day in any 7 days is forgiven (a frozen day); two break the run.',
  fields: (t) => ({
    current: t.exposeInt('current', { description: 'Days with a step in the current run.' }),
    best: t.exposeInt('best'),
    todayDone: t.exposeBoolean('todayDone'),
    frozenDays: t.field({
      type: [DateScalar],
      description: 'The missed days the current run froze over.',
      resolve: (s) => s.frozenDays,
    }),
  }),
});

const AchievementGoal = builder.objectRef<{ id: string; title: string }>('AchievementGoal').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const EarnedAchievement = builder.objectRef<EarnedView>('EarnedAchievement').implement({
  fields: (t) => ({
    key: t.field({ type: AchievementKey, resolve: (a) => a.key as Key }),
    earnedAt: t.string({ resolve: (a) => a.earnedAt.toISOString() }),
    goal: t.field({
      type: AchievementGoal,
      nullable: true,
      description: 'The goal that earned it, when the viewer may see that goal.',
      resolve: (a) => a.goal,
    }),
  }),
});

const NextAchievement = builder.objectRef<NextView>('NextAchievement').implement({
  fields: (t) => ({
    key: t.field({ type: AchievementKey, resolve: (a) => a.key as Key }),
    progress: t.exposeInt('progress'),
    target: t.exposeInt('target'),
  }),
});

const Achievements = builder.objectRef<AchievementsView>('Achievements').implement({
  fields: (t) => ({
    earned: t.field({ type: [EarnedAchievement], resolve: (a) => a.earned }),
    next: t.field({
      type: [NextAchievement],
      nullable: true,
      description: 'Only for yourself: the ones not earned yet, with progress.',
      resolve: (a) => a.next,
    }),
    streak: t.field({ type: StreakRef, resolve: (a) => a.streak }),
  }),
});

const ActivityDay = builder.objectRef<{ date: string; count: number }>('ActivityDay').implement({
  fields: (t) => ({ date: t.expose('date', { type: DateScalar }), count: t.exposeInt('count') }),
});

const ActivityWeek = builder.objectRef<{ weekStart: string; count: number }>('ActivityWeek').implement({
  fields: (t) => ({ weekStart: t.expose('weekStart', { type: DateScalar }), count: t.exposeInt('count') }),
});

const ActivityRef = builder.objectRef<Activity>('Activity').implement({
  fields: (t) => ({
    from: t.expose('from', { type: DateScalar }),
    to: t.expose('to', { type: DateScalar }),
    total: t.exposeInt('total'),
    days: t.field({ type: [ActivityDay], description: 'Days with steps only.', resolve: (a) => a.days }),
    weekly: t.field({
      type: [ActivityWeek],
      description: 'Every week (Monday first) of the range.',
      resolve: (a) => a.weekly,
    }),
  }),
});

// The achievement a bell item or a news line is about, so clients name it in their language.
const keyOf = (data: Record<string, unknown>): Key | null =>
  typeof data.key === 'string' && isAchievementKey(data.key) ? data.key : null;
builder.objectField(Notification, 'achievementKey', (t) =>
  t.field({
    type: AchievementKey,
    nullable: true,
    description: 'For kind achievement: which one.',
    resolve: (n) => (n.kind === 'achievement' ? keyOf(n.data) : null),
  }),
);
builder.objectField(NewsItem, 'achievementKey', (t) =>
  t.field({
    type: AchievementKey,
    nullable: true,
    description: 'For kind achievement_earned: which one.',
    resolve: (e) => (e.kind === 'achievement_earned' ? keyOf(e.data) : null),
  }),
);

builder.queryFields((t) => ({
  achievements: t.field({
    type: Achievements,
    description:
      'A person’s earned achievements and streak (anyone); a goal that earned one shows only to who may see it. `next` only for yourself.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_r, { username }, ctx) => achievementsOf(ctx.db, username, ctx.session?.user.id ?? null),
  }),
  activity: t.withAuth({ signedIn: true }).field({
    type: ActivityRef,
    description:
      'Your completed steps per day and week: a calendar year, or without one the past 365 days (your time zone).',
    args: { year: t.arg.int() },
    resolve: (_r, { year }, ctx) => activityOf(ctx.db, ctx.session.user.id, year),
  }),
}));
