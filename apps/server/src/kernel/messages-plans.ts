/** The server's texts about a plan's course: pausing and resuming it. */
export const planMessages = {
  pauseUntilInvalid: {
    en: 'The pause must end on a real date after today (YYYY-MM-DD), within two years.',
    ru: 'Пауза должна закончиться настоящей датой после сегодняшней (ГГГГ-ММ-ДД), не позже чем через два года.',
  },
  pauseReasonTooLong: {
    en: 'The reason for the pause can be at most 500 characters.',
    ru: 'Причина паузы — не длиннее 500 символов.',
  },
  pauseNotActive: {
    en: 'Only a goal in progress can be paused.',
    ru: 'Поставить на паузу можно только цель в работе.',
  },
  goalPausedResumeFirst: {
    en: 'This goal is paused: resume it first.',
    ru: 'Цель на паузе: сначала возобновите её.',
  },
  goalOpenSteps: {
    en: 'This goal still has open steps ({n}). Say whether they are done too, or leave them undone and close the goal.',
    ru: 'У цели остались открытые шаги ({n}). Укажите, сделаны ли они, или закройте цель, оставив их невыполненными.',
  },
  stepAfterDeadline: {
    en: 'This date is after the goal’s deadline ({deadline}). Move the deadline, or keep the step on or before it.',
    ru: 'Эта дата позже срока цели ({deadline}). Перенесите срок или оставьте шаг не позже него.',
  },
} as const;
