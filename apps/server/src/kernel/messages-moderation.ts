/** The server's texts about moderation: reports, suspended and pending accounts, registration on an instance. */
export const moderationMessages = {
  registrationClosed: {
    en: 'Registration on this server is closed.',
    ru: 'Регистрация на этом сервере закрыта.',
  },
  invitationRequired: {
    en: 'Registration on this server is by invitation: enter your invitation code.',
    ru: 'Регистрация на этом сервере — по приглашению: введите код приглашения.',
  },
  invitationInvalid: {
    en: 'This invitation code is not valid: it is unknown, used or expired.',
    ru: 'Код приглашения недействителен: он неизвестен, уже использован или истёк.',
  },
  registrationPending: {
    en: 'Your account is created and awaits approval by an administrator. You can sign in once it is approved.',
    ru: 'Аккаунт создан и ждёт одобрения администратора. Войти можно будет после одобрения.',
  },
  accountPending: {
    en: 'Your account awaits approval by an administrator.',
    ru: 'Ваш аккаунт ждёт одобрения администратора.',
  },
  accountSuspended: {
    en: 'Your account is suspended by an administrator. Reason: {reason}',
    ru: 'Ваш аккаунт заблокирован администратором. Причина: {reason}',
  },
  notAdministrator: {
    en: 'Only an administrator can do this.',
    ru: 'Это может сделать только администратор.',
  },
  reportTargetMissing: {
    en: 'There is nothing to report here: it was removed or you cannot see it.',
    ru: 'Жаловаться не на что: это удалено или вам не видно.',
  },
  reportOwn: {
    en: 'You cannot report yourself or what you wrote.',
    ru: 'Нельзя пожаловаться на себя или на своё.',
  },
  reportDetailsLength: {
    en: 'Describe the problem in at most 1000 characters.',
    ru: 'Опишите проблему не длиннее 1000 символов.',
  },
  moderationReasonLength: {
    en: 'Give a reason of 1 to 500 characters.',
    ru: 'Укажите причину длиной от 1 до 500 символов.',
  },
  moderateSelf: {
    en: 'You cannot suspend or delete your own account here.',
    ru: 'Здесь нельзя заблокировать или удалить свой аккаунт.',
  },
  moderateOwner: {
    en: 'The owner of this server cannot be suspended or deleted.',
    ru: 'Владельца этого сервера нельзя заблокировать или удалить.',
  },
  moderationTargetMissing: {
    en: 'Nothing was found to act on: it may have been removed.',
    ru: 'Не найдено, к чему применить действие: возможно, это уже удалено.',
  },
  reportNotOpen: {
    en: 'This report is already closed.',
    ru: 'Эта жалоба уже закрыта.',
  },
};
