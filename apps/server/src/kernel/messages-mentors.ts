/** The server's texts for mentors: the weekly digest letter, line by line; guides and invite links. */
export const mentorMessages = {
  digestMailSubject: {
    en: 'Your mentees this week ({from} – {to})',
    ru: 'Ваши подопечные за неделю ({from} – {to})',
  },
  digestMailIntro: {
    en: 'How your mentees did from {from} to {to}:',
    ru: 'Как прошла неделя у ваших подопечных с {from} по {to}:',
  },
  digestMailDone: { en: 'Done: {n} steps', ru: 'Сделано шагов: {n}' },
  digestMailSlipped: { en: 'Slipped: {n} steps', ru: 'Пропущено шагов: {n}' },
  digestMailBehind: { en: '“{title}”: {days} days behind', ru: '«{title}»: отставание {days} дн.' },
  digestMailOnPace: { en: '“{title}”: on pace', ru: '«{title}»: по плану' },
  digestMailAhead: { en: '“{title}”: {days} days ahead', ru: '«{title}»: опережение {days} дн.' },
  digestMailComments: { en: 'Unread comments: {n}', ru: 'Непрочитанных комментариев: {n}' },
  digestMailSuggestions: {
    en: 'Suggestions waiting for an answer: {n}',
    ru: 'Предложений без ответа: {n}',
  },
  digestMailOutro: {
    en: 'Open the digest: {link}\n\nYou can turn these letters off in your settings: {settings}',
    ru: 'Открыть сводку: {link}\n\nЭти письма можно отключить в настройках: {settings}',
  },
  digestNotFound: { en: 'There is no such digest.', ru: 'Такой сводки нет.' },
  guideNoMessages: {
    en: 'This is a built-in guide, not a person: it cannot read messages.',
    ru: 'Это встроенный гид, а не человек: он не читает сообщения.',
  },
  mentorInviteNotFound: {
    en: 'This invite link does not work: it was revoked, already used, or never existed.',
    ru: 'Ссылка-приглашение не действует: её отозвали, уже использовали или её не было.',
  },
  invitedMentorHeadline: { en: 'Mentor by invitation', ru: 'Наставник по приглашению' },
} as const;
