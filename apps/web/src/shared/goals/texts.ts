import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** The goal texts that several features show: statuses, categories, progress, common actions. */
export const en = {
  goals: {
    newGoal: 'New goal',
    cancel: 'Cancel',
    save: 'Save',
    saved: 'Saved',
    saveFailed: 'Could not save the changes',
    edit: 'Edit',
    delete: 'Delete',
    actionFailed: 'That did not work, please try again',
    firstGoal: 'Set your first goal',
    loadFailed: 'Could not load your goals',
    retry: 'Try again',
    steps_one: '{{done}} of {{count}} step',
    steps_other: '{{done}} of {{count}} steps',
    progressLabel: 'Progress of “{{title}}”',
    due: 'by {{date}}',
    noDeadline: 'No deadline',
    status: { active: 'Active', paused: 'Paused', completed: 'Completed', abandoned: 'Abandoned' },
    categories: {
      'self-development': 'Self-development',
      finances: 'Finances',
      career: 'Career',
      health: 'Health',
      relationships: 'Relationships',
      creativity: 'Creativity',
      spirituality: 'Spirituality',
      hobbies: 'Hobbies',
      technology: 'Technology',
      science: 'Science',
    },
  },
};

export const ru = {
  goals: {
    newGoal: 'Новая цель',
    cancel: 'Отмена',
    save: 'Сохранить',
    saved: 'Сохранено',
    saveFailed: 'Не удалось сохранить изменения',
    edit: 'Изменить',
    delete: 'Удалить',
    actionFailed: 'Не получилось, попробуйте ещё раз',
    firstGoal: 'Поставить первую цель',
    loadFailed: 'Не удалось загрузить цели',
    retry: 'Повторить',
    steps_one: '{{done}} из {{count}} шага',
    steps_few: '{{done}} из {{count}} шагов',
    steps_many: '{{done}} из {{count}} шагов',
    steps_other: '{{done}} из {{count}} шага',
    progressLabel: 'Прогресс цели «{{title}}»',
    due: 'до {{date}}',
    noDeadline: 'Без срока',
    status: { active: 'Активна', paused: 'На паузе', completed: 'Достигнута', abandoned: 'Оставлена' },
    categories: {
      'self-development': 'Саморазвитие',
      finances: 'Финансы',
      career: 'Карьера',
      health: 'Здоровье',
      relationships: 'Отношения',
      creativity: 'Творчество',
      spirituality: 'Духовность',
      hobbies: 'Хобби',
      technology: 'Технологии',
      science: 'Наука',
    },
  },
} satisfies Russian<typeof en>;

export const GOALS_NS = 'goalsCommon';
registerTexts(GOALS_NS, en, ru);

export type GoalsKey = TextKey<typeof en>;

const namespaces = [GOALS_NS];
/** `t` for the shared goal texts. */
export const useGoalTexts = () => useTexts<GoalsKey>(namespaces);
