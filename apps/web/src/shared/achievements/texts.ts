import type { AchievementKey } from '@stepwise/domain/achievements';
import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

// Achievements' names and what earns them, the streak's words and the tick's feedback: shared by the
// achievements page, the profile, the plans (tick toasts), the bell and the news.
export const en = {
  ach: {
    names: {
      first_goal: 'First goal',
      first_milestone: 'First milestone',
      goal_achieved: 'Goal achieved',
      streak_7: '7-day streak',
      streak_30: '30-day streak',
      streak_100: '100-day streak',
      endorsed: 'Endorsed by a mentor',
      company_finished: 'Finished with company',
    } satisfies Record<AchievementKey, string>,
    hints: {
      first_goal: 'Set your first goal.',
      first_milestone: 'Finish every step of one milestone.',
      goal_achieved: 'Complete a goal.',
      streak_7: 'Complete a step on 7 days of one streak.',
      streak_30: 'Complete a step on 30 days of one streak.',
      streak_100: 'Complete a step on 100 days of one streak.',
      endorsed: 'A mentor endorses a goal you finished.',
      company_finished: 'Finish a plan you follow together with others.',
    } satisfies Record<AchievementKey, string>,
    streakDays_one: '{{count}} day',
    streakDays_other: '{{count}} days',
    streak: 'Streak',
    best: 'Best: {{count}}',
    todayDone: 'Today is done',
    todayOpen: 'Complete a step today to keep the streak',
    todayStart: 'Complete a step today to start a streak',
    frozen_one: '{{count}} day frozen',
    frozen_other: '{{count}} days frozen',
    frozenDay: 'Frozen: {{date}}',
    freezeRule: 'One missed day in a week is forgiven: it freezes instead of breaking the streak.',
    tickDone: 'Step done',
    tickStreak_one: 'Step done · {{count}}-day streak',
    tickStreak_other: 'Step done · {{count}}-day streak',
    milestoneDone: 'Milestone finished!',
    goalDone: 'Goal achieved!',
    earnedTitle: 'New achievement',
    earnedOne: 'You earned “{{name}}”',
    earnedMany: 'You earned: {{names}}',
    seeAll: 'See achievements',
    noneYet: 'No achievements yet',
    noneYetOther: '{{name}} has no achievements yet',
    noneYetText: 'They are earned by setting goals, finishing milestones and keeping a streak.',
    earnedOn: 'Earned {{date}}',
    loadFailed: 'Could not load the achievements',
    retry: 'Try again',
  },
};

export const ru = {
  ach: {
    names: {
      first_goal: 'Первая цель',
      first_milestone: 'Первый этап',
      goal_achieved: 'Цель достигнута',
      streak_7: 'Серия 7 дней',
      streak_30: 'Серия 30 дней',
      streak_100: 'Серия 100 дней',
      endorsed: 'Одобрено наставником',
      company_finished: 'Вместе до конца',
    },
    hints: {
      first_goal: 'Поставьте первую цель.',
      first_milestone: 'Выполните все шаги одного этапа.',
      goal_achieved: 'Достигните цели.',
      streak_7: 'Выполняйте шаги 7 дней одной серии.',
      streak_30: 'Выполняйте шаги 30 дней одной серии.',
      streak_100: 'Выполняйте шаги 100 дней одной серии.',
      endorsed: 'Наставник одобряет выполненную вами цель.',
      company_finished: 'Завершите план, который проходите вместе с другими.',
    },
    streakDays_one: '{{count}} день',
    streakDays_few: '{{count}} дня',
    streakDays_many: '{{count}} дней',
    streakDays_other: '{{count}} дня',
    streak: 'Серия',
    best: 'Лучшая: {{count}}',
    todayDone: 'Сегодня выполнено',
    todayOpen: 'Выполните шаг сегодня, чтобы не прервать серию',
    todayStart: 'Выполните шаг сегодня, чтобы начать серию',
    frozen_one: '{{count}} день заморожен',
    frozen_few: '{{count}} дня заморожено',
    frozen_many: '{{count}} дней заморожено',
    frozen_other: '{{count}} дня заморожено',
    frozenDay: 'Заморожен: {{date}}',
    freezeRule: 'Один пропущенный день в неделю прощается: он замораживается, а серия продолжается.',
    tickDone: 'Шаг выполнен',
    tickStreak_one: 'Шаг выполнен · серия {{count}} день',
    tickStreak_few: 'Шаг выполнен · серия {{count}} дня',
    tickStreak_many: 'Шаг выполнен · серия {{count}} дней',
    tickStreak_other: 'Шаг выполнен · серия {{count}} дня',
    milestoneDone: 'Этап завершён!',
    goalDone: 'Цель достигнута!',
    earnedTitle: 'Новое достижение',
    earnedOne: 'Вы получили «{{name}}»',
    earnedMany: 'Вы получили: {{names}}',
    seeAll: 'К достижениям',
    noneYet: 'Достижений пока нет',
    noneYetOther: 'У {{name}} пока нет достижений',
    noneYetText: 'Их дают за поставленные цели, завершённые этапы и серию дней с шагами.',
    earnedOn: 'Получено {{date}}',
    loadFailed: 'Не удалось загрузить достижения',
    retry: 'Повторить',
  },
} satisfies Russian<typeof en>;

export const ACHIEVEMENTS_NS = 'achievements';
registerTexts(ACHIEVEMENTS_NS, en, ru);

export type AchievementsKey = TextKey<typeof en>;
const namespaces = [ACHIEVEMENTS_NS];
export const useAchievementTexts = () => useTexts<AchievementsKey>(namespaces);
