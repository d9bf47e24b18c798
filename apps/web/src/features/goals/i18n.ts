import { GOALS_NS, type GoalsKey } from '../../shared/goals/texts';
import { registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The texts of the goals page (namespace `goals`); shared goal texts come from `shared/goals/texts`. */
export const en = {
  goals: {
    title: 'Goals',
    subtitle: 'What you are working towards',
    textLabel: 'What do you want to achieve?',
    textPlaceholder: 'e.g. Run 10 km by May',
    textHint: 'Write it in your own words: we will pick the category and deadline.',
    category: 'Category',
    categoryAuto: 'Automatic',
    deadline: 'Deadline',
    deadlineHint: 'Category, deadline and visibility are optional: without them the planner decides.',
    visibility: 'Who can see it',
    understood: 'How we understood it',
    understanding: 'Reading your goal…',
    inferredTitle: 'Title',
    inferredCategory: 'Category',
    inferredDeadline: 'Deadline',
    fromText: 'from your text',
    suggested: 'suggested',
    create: 'Create goal and plan',
    created: 'Goal created, the plan is ready',
    createFailed: 'The goal could not be created',
    editGoal: 'Edit goal',
    goalTitle: 'Title',
    description: 'Description',
    complete: 'Mark complete',
    abandon: 'Abandon',
    reactivate: 'Resume',
    deleted: 'Goal “{{title}}” deleted',
    undo: 'Undo',
    restored: 'Goal restored',
    actions: 'Actions for “{{title}}”',
    openPlan: 'Open plan',
    filterActive: 'Active',
    filterCompleted: 'Completed',
    filterAbandoned: 'Abandoned',
    filterAll: 'All',
    filterLabel: 'Show goals',
    empty: 'No goals yet',
    emptyText: 'Write down what you want to achieve: Stepwise turns it into a plan of small steps.',
    emptyFiltered: 'Nothing here',
    emptyFilteredText: 'No goals with this status.',
    visibilityValue: { public: 'Everyone', followers: 'Followers', private: 'Only me' },
  },
};

export const ru: typeof en = {
  goals: {
    title: 'Цели',
    subtitle: 'К чему вы идёте',
    textLabel: 'Чего вы хотите достичь?',
    textPlaceholder: 'Например: пробежать 10 км к маю',
    textHint: 'Напишите своими словами — категорию и срок мы подберём сами.',
    category: 'Категория',
    categoryAuto: 'Автоматически',
    deadline: 'Срок',
    deadlineHint: 'Категория, срок и видимость необязательны: без них всё подберёт планировщик.',
    visibility: 'Кто видит',
    understood: 'Как мы поняли цель',
    understanding: 'Разбираем цель…',
    inferredTitle: 'Название',
    inferredCategory: 'Категория',
    inferredDeadline: 'Срок',
    fromText: 'из текста',
    suggested: 'предложен',
    create: 'Создать цель и план',
    created: 'Цель создана, план готов',
    createFailed: 'Не удалось создать цель',
    editGoal: 'Изменить цель',
    goalTitle: 'Название',
    description: 'Описание',
    complete: 'Отметить достигнутой',
    abandon: 'Отказаться',
    reactivate: 'Возобновить',
    deleted: 'Цель «{{title}}» удалена',
    undo: 'Отменить',
    restored: 'Цель восстановлена',
    actions: 'Действия с целью «{{title}}»',
    openPlan: 'Открыть план',
    filterActive: 'Активные',
    filterCompleted: 'Достигнутые',
    filterAbandoned: 'Оставленные',
    filterAll: 'Все',
    filterLabel: 'Показать цели',
    empty: 'Целей пока нет',
    emptyText: 'Запишите, чего хотите достичь, — Stepwise превратит это в план из небольших шагов.',
    emptyFiltered: 'Здесь пусто',
    emptyFilteredText: 'Нет целей с таким статусом.',
    visibilityValue: { public: 'Все', followers: 'Подписчики', private: 'Только я' },
  },
} as typeof en;

const NS = 'goals';
registerTexts(NS, en, ru);

type GoalsPageKey = TextKey<typeof en> | GoalsKey;

const namespaces = [NS, GOALS_NS];
/** `t` for this feature's texts and the shared goal texts, typed by the English texts. */
export const useGoalsT = () => useTexts<GoalsPageKey>(namespaces);
