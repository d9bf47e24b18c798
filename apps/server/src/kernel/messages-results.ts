/** The server's texts about a measurable goal's results. */
export const resultMessages = {
  resultNotMeasurable: {
    en: 'This goal has no measurable target to record a result against.',
    ru: 'У этой цели нет измеримого показателя, к которому можно записать результат.',
  },
  resultValueInvalid: {
    en: 'The result must be a number between -1 000 000 000 and 1 000 000 000.',
    ru: 'Результат должен быть числом от -1 000 000 000 до 1 000 000 000.',
  },
  resultDateInvalid: {
    en: 'The day of a result must be a real date (YYYY-MM-DD), not after today and at most five years ago.',
    ru: 'День результата — настоящая дата (ГГГГ-ММ-ДД), не позже сегодняшней и не раньше чем пять лет назад.',
  },
  resultSecondsInvalid: {
    en: 'The time must be a whole number of seconds, from 1 up to a week.',
    ru: 'Время — целое число секунд, от 1 до недели.',
  },
  resultNoteTooLong: {
    en: 'A result’s note can be at most 200 characters.',
    ru: 'Заметка к результату — не длиннее 200 символов.',
  },
  resultStepInvalid: {
    en: 'That step is not in this goal’s plan.',
    ru: 'Этого шага нет в плане цели.',
  },
  resultsTooMany: {
    en: 'A goal can hold at most 1000 results: delete some old ones first.',
    ru: 'У цели может быть не больше 1000 результатов: сначала удалите старые.',
  },
  resultNotFound: {
    en: 'Result not found.',
    ru: 'Результат не найден.',
  },
} as const;
