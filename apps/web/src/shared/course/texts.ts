import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** A plan's course, wherever a plan is shown: its forecast and its pause (namespace `course`). */
export const en = {
  course: {
    onPace: 'On pace',
    behind_one: '{{count}} day behind',
    behind_other: '{{count}} days behind',
    ahead_one: '{{count}} day ahead',
    ahead_other: '{{count}} days ahead',
    done: 'Done',
    expected: 'expected {{date}}',
    expectedRange: 'expected {{date}} ({{from}} – {{to}})',
    forecastLabel: 'Forecast',
    publicOnPace: 'On pace',
    publicBehind: 'Behind',
    paused: 'Paused',
    pausedUntil: 'Paused until {{date}}',
    pausedSince: 'Paused since {{date}}',
    pausedReason: 'Why: {{reason}}',
    memberPaused: 'paused',
    pause: 'Pause',
    pauseTitle: 'Pause “{{title}}”',
    pauseHint:
      'No reminders, no agenda entries and no streak loss while paused. On resume the open steps move forward by the pause.',
    pauseMemberHint: 'Only your part pauses: the others go on with the plan.',
    until: 'Until (optional)',
    untilHint: 'Leave empty to pause until you resume.',
    reason: 'Reason (optional)',
    reasonHint: 'Only you and your mentor see it.',
    pauseConfirm: 'Pause the plan',
    pausedToast: '“{{title}}” is paused',
    resume: 'Resume',
    resumeTitle: 'Resume “{{title}}”',
    resumeShift_one: 'Move the open steps forward by the pause ({{count}} day)',
    resumeShift_other: 'Move the open steps forward by the pause ({{count}} days)',
    resumeReplan: 'Re-plan the open steps to the deadline',
    keepDeadline: 'Keep the deadline where it is',
    resumeConfirm: 'Resume',
    resumedToast_one: '“{{title}}” is back: {{moved}} open steps moved by {{count}} day',
    resumedToast_other: '“{{title}}” is back: {{moved}} open steps moved by {{count}} days',
    resumedReplanned: '“{{title}}” is back: the open steps were re-planned to the deadline',
    cancel: 'Cancel',
    failed: 'That did not work, please try again',
    queued: 'Saved on this device: it is sent when you are back online',
  },
};

export const ru = {
  course: {
    onPace: 'По плану',
    behind_one: 'Отставание {{count}} день',
    behind_few: 'Отставание {{count}} дня',
    behind_many: 'Отставание {{count}} дней',
    behind_other: 'Отставание {{count}} дня',
    ahead_one: 'С опережением на {{count}} день',
    ahead_few: 'С опережением на {{count}} дня',
    ahead_many: 'С опережением на {{count}} дней',
    ahead_other: 'С опережением на {{count}} дня',
    done: 'Готово',
    expected: 'финиш {{date}}',
    expectedRange: 'финиш {{date}} ({{from}} – {{to}})',
    forecastLabel: 'Прогноз',
    publicOnPace: 'По плану',
    publicBehind: 'Отстаёт',
    paused: 'На паузе',
    pausedUntil: 'На паузе до {{date}}',
    pausedSince: 'На паузе с {{date}}',
    pausedReason: 'Причина: {{reason}}',
    memberPaused: 'на паузе',
    pause: 'Пауза',
    pauseTitle: 'Пауза: «{{title}}»',
    pauseHint:
      'Пока план на паузе — ни напоминаний, ни шагов в повестке, и серия не прерывается. После паузы открытые шаги сдвинутся на её длину.',
    pauseMemberHint: 'На паузу встаёте только вы: остальные продолжают план.',
    until: 'До (необязательно)',
    untilHint: 'Оставьте пустым, чтобы пауза длилась, пока вы её не снимете.',
    reason: 'Причина (необязательно)',
    reasonHint: 'Её видите только вы и ваш наставник.',
    pauseConfirm: 'Поставить на паузу',
    pausedToast: '«{{title}}» на паузе',
    resume: 'Продолжить',
    resumeTitle: 'Продолжить «{{title}}»',
    resumeShift_one: 'Сдвинуть открытые шаги на длину паузы ({{count}} день)',
    resumeShift_few: 'Сдвинуть открытые шаги на длину паузы ({{count}} дня)',
    resumeShift_many: 'Сдвинуть открытые шаги на длину паузы ({{count}} дней)',
    resumeShift_other: 'Сдвинуть открытые шаги на длину паузы ({{count}} дня)',
    resumeReplan: 'Перепланировать открытые шаги к сроку',
    keepDeadline: 'Оставить срок прежним',
    resumeConfirm: 'Продолжить',
    resumedToast_one: '«{{title}}» снова в работе: шагов сдвинуто — {{moved}}, на {{count}} день',
    resumedToast_few: '«{{title}}» снова в работе: шагов сдвинуто — {{moved}}, на {{count}} дня',
    resumedToast_many: '«{{title}}» снова в работе: шагов сдвинуто — {{moved}}, на {{count}} дней',
    resumedToast_other: '«{{title}}» снова в работе: шагов сдвинуто — {{moved}}, на {{count}} дня',
    resumedReplanned: '«{{title}}» снова в работе: открытые шаги перепланированы к сроку',
    cancel: 'Отмена',
    failed: 'Не получилось, попробуйте ещё раз',
    queued: 'Сохранено на этом устройстве: отправится, когда появится сеть',
  },
} satisfies Russian<typeof en>;

export const COURSE_NS = 'course';
registerTexts(COURSE_NS, en, ru);

export type CourseKey = TextKey<typeof en>;

const namespaces = [COURSE_NS];
/** `t` for the course texts. */
export const useCourseT = () => useTexts<CourseKey>(namespaces);
