/** The server's texts about re-planning a plan the person agreed to: the choice, the rhythm, undo. */
export const replanMessages = {
  replanKindInvalid: { en: 'Unknown way to re-plan.', ru: 'Неизвестный способ перепланировать.' },
  replanDaysInvalid: {
    en: 'Shift the plan by a whole number of days, up to a year either way.',
    ru: 'Сдвиньте план на целое число дней, не больше чем на год в любую сторону.',
  },
  rhythmInvalid: {
    en: 'Choose at least one weekday (1 = Monday … 7 = Sunday) and a time as HH:MM.',
    ru: 'Выберите хотя бы один день недели (1 — понедельник … 7 — воскресенье) и время в виде ЧЧ:ММ.',
  },
  replanUndoGone: {
    en: 'This re-plan can no longer be undone: the plan has changed since.',
    ru: 'Это перепланирование уже не отменить: план с тех пор изменился.',
  },
  // Why an option cannot be taken: replanWhy + the planner's reason code.
  replanWhyNothingMissed: {
    en: 'No step has been missed, so there is nothing to catch up.',
    ru: 'Пропущенных шагов нет — догонять нечего.',
  },
  replanWhyAlreadyLight: {
    en: 'The plan already has one session a week; it cannot be lighter.',
    ru: 'В плане и так одно занятие в неделю — легче некуда.',
  },
  replanWhyFixedEvent: {
    en: 'The steps would not fit before a fixed date (the race, the exam).',
    ru: 'Шаги не помещаются до неизменной даты (старт, экзамен).',
  },
  replanWhyNoRoom: {
    en: 'There are not enough days before that date for the open steps, even three a day.',
    ru: 'До этой даты не хватает дней для открытых шагов, даже по три в день.',
  },
  replanWhyPinnedAfter: {
    en: 'A step you placed by hand (or a fixed event) lies after that date; move it first.',
    ru: 'После этой даты стоит шаг, который вы поставили вручную (или неизменное событие); сначала перенесите его.',
  },
  replanWhyDeadlinePast: { en: 'That date has already passed.', ru: 'Эта дата уже прошла.' },
  replanWhyBeforeToday: {
    en: 'Open steps would land before today.',
    ru: 'Открытые шаги оказались бы раньше сегодняшнего дня.',
  },
  replanWhyNothingToMove: {
    en: 'There are no open steps to move.',
    ru: 'Нет открытых шагов, которые можно перенести.',
  },
} as const;
