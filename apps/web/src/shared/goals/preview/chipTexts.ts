import { type Russian, registerTexts, type TextKey, useTexts } from '../../i18n/namespace';

/** The preview's chips: the parts of the reading the person can correct (namespace `goalChips`). */
export const en = {
  goalChips: {
    label: 'What we understood (tap to correct)',
    kind: 'Kind',
    deadline: 'By',
    target: 'Target',
    level: 'Level now',
    time: 'Time a week',
    notStated: 'not stated',
    unsure: 'not sure',
    hours_one: '{{count}} hour',
    hours_few: '{{count}} hours',
    hours_many: '{{count}} hours',
    hours_other: '{{count}} hours',
    sessions_one: '{{count}} time',
    sessions_few: '{{count}} times',
    sessions_many: '{{count}} times',
    sessions_other: '{{count}} times',
    under: 'under {{minutes}} min',
    newTarget: 'New target ({{unit}})',
    save: 'Set',
    levels: { beginner: 'beginner', experienced: 'experienced' },
  },
};

export const ru = {
  goalChips: {
    label: 'Что мы поняли (нажмите, чтобы поправить)',
    kind: 'Тип',
    deadline: 'Срок',
    target: 'Цель',
    level: 'Уровень сейчас',
    time: 'Время в неделю',
    notStated: 'не указано',
    unsure: 'не уверены',
    hours_one: '{{count}} час',
    hours_few: '{{count}} часа',
    hours_many: '{{count}} часов',
    hours_other: '{{count}} часа',
    sessions_one: '{{count}} раз',
    sessions_few: '{{count}} раза',
    sessions_many: '{{count}} раз',
    sessions_other: '{{count}} раза',
    under: 'быстрее {{minutes}} мин',
    newTarget: 'Новая цель ({{unit}})',
    save: 'Готово',
    levels: { beginner: 'новичок', experienced: 'опытный' },
  },
} satisfies Russian<typeof en>;

const NS = 'goalChips';
registerTexts(NS, en, ru);

const namespaces = [NS, 'goalPreview'];
/** `t` for the chips' texts, with the preview's (kinds, units) after them. */
export const useGoalChipsT = () => useTexts<TextKey<typeof en>>(namespaces);
