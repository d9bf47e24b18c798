import { type Russian, registerTexts, type TextKey, useTexts } from '../../../shared/i18n/namespace';

export const en = {
  complete: {
    title: 'Mark “{{title}}” complete?',
    open_one: '{{count}} step of its plan is still open. What happens to it?',
    open_other: '{{count}} steps of its plan are still open. What happens to them?',
    tick: 'I did them too',
    tickText:
      'They are ticked now. The goal counts as achieved: the “Goal achieved” achievement, and news for those who see the goal.',
    keep: 'Close without them',
    keepText:
      'They stay unticked and leave your daily list. The goal closes without the achievement and without news: the plan was not finished.',
    cancel: 'Cancel',
  },
};

export const ru = {
  complete: {
    title: 'Завершить «{{title}}»?',
    open_one: 'В плане остался {{count}} открытый шаг. Что с ним сделать?',
    open_few: 'В плане осталось {{count}} открытых шага. Что с ними сделать?',
    open_many: 'В плане осталось {{count}} открытых шагов. Что с ними сделать?',
    open_other: 'В плане осталось {{count}} открытого шага. Что с ними сделать?',
    tick: 'Они тоже сделаны',
    tickText:
      'Шаги отметятся выполненными. Цель засчитается достигнутой: достижение «Цель достигнута» и новость для тех, кому видна цель.',
    keep: 'Закрыть без них',
    keepText:
      'Шаги останутся неотмеченными и уйдут из списка на день. Цель закроется без достижения и без новости: план не пройден до конца.',
    cancel: 'Отмена',
  },
} satisfies Russian<typeof en>;

export const COMPLETE_NS = 'goalComplete';
registerTexts(COMPLETE_NS, en, ru);

export type CompleteKey = TextKey<typeof en>;
const namespaces = [COMPLETE_NS];
export const useCompleteTexts = () => useTexts<CompleteKey>(namespaces);
