import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

export const en = {
  achPage: {
    title: 'Achievements',
    subtitle: 'Your streak, what you have earned and what comes next',
    streakTitle: 'Streak',
    earnedTitle: 'Earned',
    earnedCount_one: '{{count}} of {{total}}',
    earnedCount_other: '{{count}} of {{total}}',
    nextTitle: 'Next',
    allEarned: 'You have earned every achievement.',
    noneEarned: 'Nothing earned yet: setting your first goal earns the first one.',
    progress: '{{progress}} of {{target}}',
    forGoal: 'for',
    heatmapTitle: 'Steps over the year',
    heatmapSummary_one: '{{count}} step completed in the past year',
    heatmapSummary_other: '{{count}} steps completed in the past year',
    heatmapEmpty: 'No steps completed in the past year yet. Each step you tick shows up here.',
    tooltip_one: '{{count}} step · {{date}}',
    tooltip_other: '{{count}} steps · {{date}}',
    tooltipNone: 'No steps · {{date}}',
    less: 'Less',
    more: 'More',
    monthTotals: 'Steps per month',
    weeklyTitle: 'Steps per week',
    weeklySeries: 'Steps',
    weeklyEmpty: 'The chart fills in as you complete steps.',
    weekOf: 'Week of {{date}}',
    loadFailed: 'Could not load your achievements',
    retry: 'Try again',
    today: 'Today',
  },
};

export const ru = {
  achPage: {
    title: 'Достижения',
    subtitle: 'Ваша серия, полученные достижения и следующие',
    streakTitle: 'Серия',
    earnedTitle: 'Получено',
    earnedCount_one: '{{count}} из {{total}}',
    earnedCount_few: '{{count}} из {{total}}',
    earnedCount_many: '{{count}} из {{total}}',
    earnedCount_other: '{{count}} из {{total}}',
    nextTitle: 'Следующие',
    allEarned: 'Вы получили все достижения.',
    noneEarned: 'Пока ничего: первое достижение даётся за первую цель.',
    progress: '{{progress}} из {{target}}',
    forGoal: 'за',
    heatmapTitle: 'Шаги за год',
    heatmapSummary_one: '{{count}} шаг выполнен за последний год',
    heatmapSummary_few: '{{count}} шага выполнено за последний год',
    heatmapSummary_many: '{{count}} шагов выполнено за последний год',
    heatmapSummary_other: '{{count}} шага выполнено за последний год',
    heatmapEmpty: 'За последний год шагов пока нет. Каждый выполненный шаг появится здесь.',
    tooltip_one: '{{count}} шаг · {{date}}',
    tooltip_few: '{{count}} шага · {{date}}',
    tooltip_many: '{{count}} шагов · {{date}}',
    tooltip_other: '{{count}} шага · {{date}}',
    tooltipNone: 'Нет шагов · {{date}}',
    less: 'Меньше',
    more: 'Больше',
    monthTotals: 'Шаги по месяцам',
    weeklyTitle: 'Шаги по неделям',
    weeklySeries: 'Шаги',
    weeklyEmpty: 'График заполнится, когда вы начнёте выполнять шаги.',
    weekOf: 'Неделя с {{date}}',
    loadFailed: 'Не удалось загрузить достижения',
    retry: 'Повторить',
    today: 'Сегодня',
  },
} satisfies Russian<typeof en>;

export const ACH_PAGE_NS = 'achievementsPage';
registerTexts(ACH_PAGE_NS, en, ru);

export type AchPageKey = TextKey<typeof en>;
const namespaces = [ACH_PAGE_NS];
export const useAchPageTexts = () => useTexts<AchPageKey>(namespaces);
