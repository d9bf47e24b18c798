import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** Texts of the Report action and its dialog (namespace `report`), shown wherever people and their content are. */
export const en = {
  report: {
    action: 'Report',
    actionOn: {
      person: 'Report {{name}}',
      message: 'Report this message',
      goal: 'Report this goal',
      comment: 'Report this comment',
      offer: 'Report this offer',
    },
    title: {
      person: 'Report a person',
      message: 'Report a message',
      goal: 'Report a goal',
      comment: 'Report a comment',
      offer: 'Report an offer',
    },
    intro:
      'The administrators of this server will see your report with what you report. The person is not told who reported.',
    reasonLabel: 'What is wrong?',
    reasons: {
      spam: 'Spam or advertising',
      harassment: 'Harassment or insults',
      inappropriate: 'Inappropriate content',
      other: 'Something else',
    },
    details: 'Details (optional)',
    detailsHint: 'Up to 1000 characters',
    send: 'Send report',
    cancel: 'Cancel',
    close: 'Close',
    sent: 'Thank you. The administrators will look at your report.',
    failed: 'The report was not sent.',
  },
};

export const ru = {
  report: {
    action: 'Пожаловаться',
    actionOn: {
      person: 'Пожаловаться на {{name}}',
      message: 'Пожаловаться на сообщение',
      goal: 'Пожаловаться на цель',
      comment: 'Пожаловаться на комментарий',
      offer: 'Пожаловаться на приглашение',
    },
    title: {
      person: 'Жалоба на человека',
      message: 'Жалоба на сообщение',
      goal: 'Жалоба на цель',
      comment: 'Жалоба на комментарий',
      offer: 'Жалоба на приглашение',
    },
    intro:
      'Администраторы этого сервера увидят жалобу вместе с тем, на что вы жалуетесь. Человеку не сообщают, кто пожаловался.',
    reasonLabel: 'Что не так?',
    reasons: {
      spam: 'Спам или реклама',
      harassment: 'Травля или оскорбления',
      inappropriate: 'Недопустимое содержание',
      other: 'Другое',
    },
    details: 'Подробности (необязательно)',
    detailsHint: 'До 1000 символов',
    send: 'Отправить жалобу',
    cancel: 'Отмена',
    close: 'Закрыть',
    sent: 'Спасибо. Администраторы рассмотрят жалобу.',
    failed: 'Жалоба не отправлена.',
  },
} satisfies Russian<typeof en>;

const NS = 'report';
registerTexts(NS, en, ru);

const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useReportT = () => useTexts<TextKey<typeof en>>(namespaces);
