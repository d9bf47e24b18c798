/** The server's texts about people together: mentors, subscriptions, blocks, messages, company on a plan. */
export const socialMessages = {
  // Mentors: the mentor's profile and playbook, comments, suggestions, endorsements.
  notMentor: { en: 'Only a mentor can do this.', ru: 'Это может сделать только наставник.' },
  notYourMentee: {
    en: 'Only this person’s mentor can do this.',
    ru: 'Это может сделать только наставник этого человека.',
  },
  mentorSelf: { en: 'You cannot be your own mentor.', ru: 'Нельзя быть наставником самому себе.' },
  deletedAccount: { en: 'Deleted account', ru: 'Удалённый аккаунт' },
  mentorBlocked: {
    en: 'A block stands between you and this mentor.',
    ru: 'Между вами и этим наставником стоит блокировка.',
  },
  mentorNotAccepting: {
    en: 'This mentor is not taking new mentees.',
    ru: 'Этот наставник сейчас не берёт новых подопечных.',
  },
  mentorHeadlineLength: {
    en: 'The headline must be 3 to 120 characters long.',
    ru: 'Заголовок должен содержать от 3 до 120 символов.',
  },
  mentorBioLength: {
    en: 'The description must be at most 2,000 characters long.',
    ru: 'Описание должно быть не длиннее 2000 символов.',
  },
  mentorCategoriesInvalid: {
    en: 'Choose 1 to 10 areas from the list.',
    ru: 'Выберите от 1 до 10 направлений из списка.',
  },
  mentorLanguagesInvalid: {
    en: 'Choose English, Russian or both.',
    ru: 'Выберите английский, русский или оба.',
  },
  playbookField: {
    en: 'Playbook, {fieldEn}: {problemEn}',
    ru: 'Сценарий, {fieldRu}: {problemRu}',
  },
  playbookCategory: {
    en: 'The playbook’s area must be one of the areas you mentor in.',
    ru: 'Направление сценария должно быть одним из ваших направлений.',
  },
  commentLength: {
    en: 'A comment must be 1 to 2,000 characters long.',
    ru: 'Комментарий должен содержать от 1 до 2000 символов.',
  },
  suggestionNotFound: {
    en: 'This suggestion does not exist or is not yours.',
    ru: 'Такого предложения нет или оно не ваше.',
  },
  suggestionDecided: {
    en: 'This suggestion has already been answered.',
    ru: 'На это предложение уже ответили.',
  },
  suggestionParentInvalid: {
    en: 'Choose a milestone of this goal’s plan.',
    ru: 'Выберите этап из плана этой цели.',
  },
  goalNotActive: {
    en: 'This goal is no longer in progress.',
    ru: 'Эта цель уже не в работе.',
  },
  endorseNotCompleted: {
    en: 'Only an achieved goal can be endorsed.',
    ru: 'Отметить можно только достигнутую цель.',
  },
  alreadyEndorsed: { en: 'This goal is already endorsed.', ru: 'Эта цель уже отмечена.' },
  endorseNoteLength: {
    en: 'The note must be at most 500 characters long.',
    ru: 'Отзыв должен быть не длиннее 500 символов.',
  },
  // People: follows, blocks, news and notifications.
  userNotFound: { en: 'This person does not exist.', ru: 'Такого пользователя нет.' },
  userIdInvalid: { en: 'This person’s id is malformed.', ru: 'Некорректный идентификатор пользователя.' },
  cannotFollowSelf: { en: 'You cannot subscribe to yourself.', ru: 'Нельзя подписаться на самого себя.' },
  cannotFollowBlocked: {
    en: 'You cannot subscribe to this person.',
    ru: 'Вы не можете подписаться на этого человека.',
  },
  cannotBlockSelf: { en: 'You cannot block yourself.', ru: 'Нельзя заблокировать самого себя.' },
  notificationIdsInvalid: {
    en: 'Name 1 to 100 notifications, or all of them.',
    ru: 'Укажите от 1 до 100 уведомлений или все сразу.',
  },
  // Direct messages and search.
  messageLength: {
    en: 'A message must be 1 to 4,000 characters long.',
    ru: 'Сообщение должно содержать от 1 до 4000 символов.',
  },
  messageSelf: { en: 'You cannot send messages to yourself.', ru: 'Нельзя писать сообщения самому себе.' },
  messageBlocked: {
    en: 'You cannot exchange messages with this person.',
    ru: 'Вы не можете переписываться с этим человеком.',
  },
  messageRecipientNotFound: { en: 'There is no such person.', ru: 'Такого человека нет.' },
  conversationNotFound: {
    en: 'This conversation does not exist or is not yours.',
    ru: 'Такой переписки нет или она не ваша.',
  },
  searchQueryLength: {
    en: 'Type 2 to 100 characters to search.',
    ru: 'Для поиска введите от 2 до 100 символов.',
  },
  unreadMailSubject: { en: '{name} wrote to you on Stepwise', ru: '{name}: новое сообщение в Stepwise' },
  unreadMailText: {
    en: '{name} wrote to you on Stepwise, and you have not read it yet:\n\n{preview}\n\nOpen the conversation: {link}\n\nYou can turn these letters off in your settings: {settings}',
    ru: '{name} пишет вам в Stepwise. Сообщение ещё не прочитано:\n\n{preview}\n\nОткрыть переписку: {link}\n\nЭти письма можно отключить в настройках: {settings}',
  },
  // With company: offers, members, kudos.
  offerPrivateGoal: {
    en: 'A private goal cannot be opened to company. Make it visible to subscribers or everyone first.',
    ru: 'Личную цель нельзя открыть для компании. Сначала сделайте её видимой подписчикам или всем.',
  },
  offerNoteLength: {
    en: 'The note may be at most 500 characters long.',
    ru: 'Заметка может содержать не больше 500 символов.',
  },
  offerCapInvalid: {
    en: 'The member cap must be a whole number from 1 to 100, or none.',
    ru: 'Лимит участников: целое число от 1 до 100 или без лимита.',
  },
  offerClosed: {
    en: 'This plan is not open to company (the offer is closed).',
    ru: 'Этот план закрыт для компании (предложение закрыто).',
  },
  offerFull: {
    en: 'This plan already has as many members as its owner allows.',
    ru: 'В этом плане уже столько участников, сколько разрешил владелец.',
  },
  offerFollowersOnly: {
    en: 'Only the owner’s subscribers can join this plan. Subscribe to them first.',
    ru: 'К этому плану могут присоединиться только подписчики владельца. Сначала подпишитесь.',
  },
  offerRemoved: {
    en: 'The owner removed you from this plan. You can join again once they close the offer and open it anew.',
    ru: 'Владелец исключил вас из этого плана. Присоединиться снова можно, когда он закроет предложение и откроет его заново.',
  },
  offerBlocked: { en: 'You cannot join this plan.', ru: 'Вы не можете присоединиться к этому плану.' },
  inviteNotFound: {
    en: 'This invite link does not work: the owner may have revoked it, or the plan is gone.',
    ru: 'Эта ссылка-приглашение не действует: владелец мог её отозвать, или плана больше нет.',
  },
  invitePrivate: {
    en: 'The owner has made this goal private: the plan cannot be seen or joined through the link.',
    ru: 'Владелец сделал эту цель личной: по ссылке план не посмотреть и не присоединиться.',
  },
  joinOwnPlan: {
    en: 'This is your own plan: you follow it already.',
    ru: 'Это ваш собственный план: вы уже его выполняете.',
  },
  notAMember: { en: 'This person is not a member of the plan.', ru: 'Этот человек не участвует в плане.' },
  kudosSelf: { en: 'You cannot cheer yourself.', ru: 'Нельзя подбодрить самого себя.' },
  kudosNotParticipant: {
    en: 'Only people following this plan together can cheer each other.',
    ru: 'Подбадривать друг друга могут только участники этого плана.',
  },
  nudgeSelf: { en: 'You cannot nudge yourself.', ru: 'Нельзя напомнить самому себе.' },
  nudgesMuted: {
    en: '{name} has turned nudges off for this plan.',
    ru: '{name}: напоминания по этому плану отключены.',
  },
  nudgeNotBehind: {
    en: '{name} has no missed steps: there is nothing to nudge about.',
    ru: '{name}: пропущенных шагов нет, напоминать не о чем.',
  },
  nudgedToday: {
    en: '{name} has already been nudged today. One nudge a day is enough.',
    ru: '{name}: сегодня напоминание уже было. Одного в день достаточно.',
  },
  resetMailSubject: { en: 'Reset your Stepwise password', ru: 'Сброс пароля Stepwise' },
  resetMailText: {
    en: 'Someone asked to reset the password of your Stepwise account.\n\nOpen this link within an hour to choose a new one:\n{link}\n\nIf it was not you, ignore this letter: your password stays as it is.',
    ru: 'Кто-то запросил сброс пароля вашей учётной записи Stepwise.\n\nОткройте эту ссылку в течение часа, чтобы задать новый пароль:\n{link}\n\nЕсли это были не вы, просто проигнорируйте письмо: пароль останется прежним.',
  },
} satisfies Record<string, { en: string; ru: string }>;
