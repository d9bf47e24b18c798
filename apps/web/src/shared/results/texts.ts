import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** The texts of a measurable goal's results: the chart, the form and the list (namespace `results`). */
export const en = {
  results: {
    title: 'Results',
    chartLabel:
      'Results of “{{title}}” against the plan: {{count}} recorded, the latest {{latest}} on {{date}}; the plan meant {{planned}} by then. Target {{target}}, expected {{finish}}.',
    chartEmpty: 'The plan for “{{title}}”: {{target}} by {{date}}. No results yet.',
    legendPlan: 'Plan',
    legendResults: 'Your results',
    legendForecast: 'Forecast',
    valueTotal: 'Total so far, {{unit}}',
    valueLevel: 'Result, {{unit}}',
    on: 'Day',
    time: 'Time (min:sec)',
    timeHint: 'Optional: how long it took',
    note: 'Note',
    record: 'Record',
    recorded: 'Result recorded',
    failed: 'Could not record the result',
    queued: 'Recorded on this device: it will be sent when the connection is back.',
    timeInvalid: 'Write the time as minutes:seconds, e.g. 32:15',
    valueRequired: 'Enter the result',
    delete: 'Delete the result of {{date}}',
    deleted: 'Result deleted',
    listLabel: 'Recorded results',
    none: 'Nothing recorded yet: add what you measured (a test run, your weight, pages, money saved).',
  },
};

export const ru = {
  results: {
    title: 'Результаты',
    chartLabel:
      'Результаты цели «{{title}}» и план: записано {{count}}, последний — {{latest}} ({{date}}); по плану к этому дню — {{planned}}. Цель — {{target}}, ожидается {{finish}}.',
    chartEmpty: 'План цели «{{title}}»: {{target}} к {{date}}. Результатов пока нет.',
    legendPlan: 'План',
    legendResults: 'Ваши результаты',
    legendForecast: 'Прогноз',
    valueTotal: 'Всего на сегодня, {{unit}}',
    valueLevel: 'Результат, {{unit}}',
    on: 'День',
    time: 'Время (мин:сек)',
    timeHint: 'Необязательно: сколько заняло',
    note: 'Заметка',
    record: 'Записать',
    recorded: 'Результат записан',
    failed: 'Не удалось записать результат',
    queued: 'Записано на этом устройстве: отправится, когда появится связь.',
    timeInvalid: 'Время — минуты:секунды, например 32:15',
    valueRequired: 'Введите результат',
    delete: 'Удалить результат от {{date}}',
    deleted: 'Результат удалён',
    listLabel: 'Записанные результаты',
    none: 'Пока ничего не записано: добавьте, что измерили (контрольный забег, вес, страницы, отложенные деньги).',
  },
} satisfies Russian<typeof en>;

const NS = 'results';
registerTexts(NS, en, ru);

export const useResultsT = () => useTexts<TextKey<typeof en>>([NS]);
