/** Texts the server sends to people, in both interface languages. */
import { mentorMessages } from './messages-mentors.js';
import { moderationMessages } from './messages-moderation.js';
import { planMessages } from './messages-plans.js';
import { reminderMessages } from './messages-reminders.js';
import { replanMessages } from './messages-replan.js';
import { resultMessages } from './messages-results.js';
import { socialMessages } from './messages-social.js';

export type Lang = 'en' | 'ru';

export const messages = {
  invalidEmail: { en: 'Enter a valid e-mail address.', ru: 'Введите корректный адрес электронной почты.' },
  passwordLength: {
    en: 'The password must be 8 to 128 characters long.',
    ru: 'Пароль должен содержать от 8 до 128 символов.',
  },
  loginFailed: {
    en: 'Login failed. Please check your credentials.',
    ru: 'Не удалось войти. Проверьте свои данные.',
  },
  registrationFailed: {
    en: 'Registration failed. Please try again.',
    ru: 'Регистрация не удалась. Попробуйте ещё раз.',
  },
  registrationEmailTaken: {
    en: 'An account with this e-mail already exists. Sign in or reset your password.',
    ru: 'Аккаунт с этим адресом уже есть. Войдите или восстановите пароль.',
  },
  rateLimited: {
    en: 'Too many attempts. Please wait {minutes} min and try again.',
    ru: 'Слишком много попыток. Подождите {minutes} мин и попробуйте снова.',
  },
  tooManyRequests: {
    en: 'Too many requests of this kind. Please wait {minutes} min and try again.',
    ru: 'Слишком много таких запросов. Подождите {minutes} мин и попробуйте снова.',
  },
  passwordWeak: {
    en: 'This password is too easy to guess. Use a longer phrase of a few unrelated words.',
    ru: 'Этот пароль слишком легко подобрать. Возьмите фразу подлиннее из нескольких не связанных слов.',
  },
  passwordCommon: {
    en: 'This password is one of the most common ones and is guessed first. Choose another: a few unrelated words work well.',
    ru: 'Это один из самых распространённых паролей, его подбирают первым. Выберите другой: подойдут несколько не связанных слов.',
  },
  passwordSimilarToCommon: {
    en: 'This password is too close to a common one. Choose another: a few unrelated words work well.',
    ru: 'Этот пароль слишком похож на распространённый. Выберите другой: подойдут несколько не связанных слов.',
  },
  passwordKeyboard: {
    en: 'Keys in a row or a keyboard pattern (like qwerty) are easy to guess. Use a few unrelated words instead.',
    ru: 'Клавиши подряд или узор на клавиатуре (вроде qwerty) легко подобрать. Возьмите лучше несколько не связанных слов.',
  },
  passwordRepeat: {
    en: 'Repeated characters or chunks (like aaaa or abcabc) are easy to guess. Use a few unrelated words instead.',
    ru: 'Повторы символов или кусков (вроде aaaa или abcabc) легко подобрать. Возьмите лучше несколько не связанных слов.',
  },
  passwordSequence: {
    en: 'Sequences like abcd or 1234 are easy to guess. Use a few unrelated words instead.',
    ru: 'Последовательности вроде abcd или 1234 легко подобрать. Возьмите лучше несколько не связанных слов.',
  },
  passwordDates: {
    en: 'Dates and years are easy to guess. Use a few unrelated words instead.',
    ru: 'Даты и годы легко подобрать. Возьмите лучше несколько не связанных слов.',
  },
  passwordSingleWord: {
    en: 'A single word is easy to guess. Add a few more unrelated words.',
    ru: 'Одно слово легко подобрать. Добавьте ещё несколько не связанных слов.',
  },
  passwordNames: {
    en: 'Names and surnames are easy to guess. Add a few unrelated words.',
    ru: 'Имена и фамилии легко подобрать. Добавьте несколько не связанных слов.',
  },
  passwordPersonal: {
    en: 'The password must not be built from your e-mail address or name. Choose a few unrelated words.',
    ru: 'Пароль не должен состоять из вашего адреса почты или имени. Выберите несколько не связанных слов.',
  },
  unauthenticated: { en: 'Please sign in.', ru: 'Пожалуйста, войдите.' },
  serviceUnavailable: {
    en: 'The service is briefly unavailable. Please try again in a few seconds.',
    ru: 'Сервис ненадолго недоступен. Попробуйте снова через несколько секунд.',
  },
  sessionExpired: {
    en: 'Your session has expired. Please sign in again.',
    ru: 'Сеанс истёк. Войдите снова.',
  },
  resetTokenInvalid: {
    en: 'This password reset link is invalid or has expired. Request a new one.',
    ru: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
  },
  wrongCurrentPassword: { en: 'The current password is wrong.', ru: 'Текущий пароль указан неверно.' },
  googleDisabled: { en: 'Google sign-in is not configured.', ru: 'Вход через Google не настроен.' },
  googleFailed: {
    en: 'Google sign-in failed. Please try again.',
    ru: 'Не удалось войти через Google. Попробуйте ещё раз.',
  },
  fillAllFields: { en: 'Please fill in all fields.', ru: 'Пожалуйста, заполните все поля.' },
  nameTooLong: {
    en: 'First and last name must be at most 60 characters each.',
    ru: 'Имя и фамилия — не длиннее 60 символов каждое.',
  },
  birthdayInvalid: {
    en: 'Enter a real birthday (YYYY-MM-DD) in the past.',
    ru: 'Укажите настоящую дату рождения (ГГГГ-ММ-ДД) в прошлом.',
  },
  avatarTooLarge: { en: 'The photo must be at most 5 MB.', ru: 'Фото должно быть не больше 5 МБ.' },
  avatarNotImage: {
    en: 'The photo must be a JPEG, PNG, WebP, GIF or AVIF image.',
    ru: 'Фото должно быть изображением JPEG, PNG, WebP, GIF или AVIF.',
  },
  uploadTooLarge: { en: 'The upload is too large.', ru: 'Загружаемый файл слишком большой.' },
  uploadNeedsPreflight: {
    en: 'Uploads need the header apollo-require-preflight or x-graphql-csrf.',
    ru: 'Для загрузки нужен заголовок apollo-require-preflight или x-graphql-csrf.',
  },
  bioTooLong: {
    en: 'The bio is too long (at most 10,000 characters).',
    ru: 'Слишком длинный текст о себе (не больше 10 000 символов).',
  },
  interestsInvalid: {
    en: 'Choose 1 to 10 interests from the list.',
    ru: 'Выберите от 1 до 10 интересов из списка.',
  },
  goalTextLength: {
    en: 'Describe your goal in 3 to 500 characters.',
    ru: 'Опишите цель: от 3 до 500 символов.',
  },
  selectMentor: { en: 'Please select a mentor.', ru: 'Пожалуйста, выберите наставника.' },
  mentorNotFound: { en: 'That mentor does not exist.', ru: 'Такого наставника нет.' },
  socialLinkInvalid: {
    en: 'Each link needs a network name (up to 30 characters) and a web address, such as t.me/name.',
    ru: 'У каждой ссылки должно быть название сети (до 30 символов) и веб-адрес, например t.me/name.',
  },
  tooManyLinks: { en: 'At most 10 links.', ru: 'Не больше 10 ссылок.' },
  usernameInvalid: {
    en: 'A username is 3 to 30 characters: a-z, 0-9, _ and .',
    ru: 'Имя пользователя: от 3 до 30 символов a-z, 0-9, _ и .',
  },
  usernameTaken: { en: 'That username is taken.', ru: 'Это имя пользователя уже занято.' },
  langInvalid: { en: 'The language must be en or ru.', ru: 'Язык должен быть en или ru.' },
  timezoneInvalid: { en: 'Unknown time zone.', ru: 'Неизвестный часовой пояс.' },
  notificationKindInvalid: { en: 'Unknown kind of notification.', ru: 'Неизвестный вид уведомлений.' },
  emailTaken: {
    en: 'Another account already uses this e-mail.',
    ru: 'Этот адрес уже используется другим аккаунтом.',
  },
  emailUnchanged: { en: 'This is already your e-mail.', ru: 'Это и так ваш адрес.' },
  emailChangeTokenInvalid: {
    en: 'This link is invalid, already used or expired. Ask for a new one in settings.',
    ru: 'Ссылка недействительна, уже использована или устарела. Запросите новую в настройках.',
  },
  emailChangeMailSubject: { en: 'Confirm your new e-mail', ru: 'Подтвердите новый адрес' },
  emailChangeMailText: {
    en: 'To make this address your Stepwise e-mail, open this link within an hour:\n{link}\n\nIf you did not ask for it, ignore this letter.',
    ru: 'Чтобы сделать этот адрес почтой вашего аккаунта Stepwise, откройте ссылку в течение часа:\n{link}\n\nЕсли вы этого не запрашивали, просто проигнорируйте письмо.',
  },
  emailChangedMailSubject: { en: 'Your e-mail was changed', ru: 'Адрес почты изменён' },
  emailChangedMailText: {
    en: 'The e-mail of your Stepwise account is now {address}. If it was not you, reset your password and write to support.',
    ru: 'Почта вашего аккаунта Stepwise теперь {address}. Если это были не вы, восстановите пароль и напишите в поддержку.',
  },
  confirmUsernameMismatch: {
    en: 'Type your username exactly to confirm.',
    ru: 'Для подтверждения введите своё имя пользователя точно.',
  },
  goalNotFound: {
    en: 'This goal does not exist or is not visible to you.',
    ru: 'Такой цели нет или она вам недоступна.',
  },
  taskNotFound: { en: 'This task does not exist or is not yours.', ru: 'Такой задачи нет или она не ваша.' },
  taskChangedMeanwhile: {
    en: 'This step was changed meanwhile on another device. Reload and try again.',
    ru: 'Этот шаг за это время изменили на другом устройстве. Обновите страницу и попробуйте ещё раз.',
  },
  goalTextRequired: {
    en: 'Describe your goal in 3 to 500 characters.',
    ru: 'Опишите цель: от 3 до 500 символов.',
  },
  /** No goal for words of self-harm: the planner's kind message, in the goal's language, with where to find help. */
  goalNeedsSupport: { en: '{support}', ru: '{support}' },
  titleLength: { en: 'The title must be 1 to 120 characters.', ru: 'Название: от 1 до 120 символов.' },
  descriptionLength: {
    en: 'The description is too long (at most 2,000 characters).',
    ru: 'Описание слишком длинное (не больше 2000 символов).',
  },
  categoryInvalid: { en: 'Choose a category from the list.', ru: 'Выберите категорию из списка.' },
  visibilityInvalid: {
    en: 'Visibility must be Everyone, Subscribers or Only me.',
    ru: 'Видимость: для всех, для подписчиков или только для меня.',
  },
  statusInvalid: {
    en: 'Status must be active, completed or abandoned.',
    ru: 'Статус: активна, выполнена или отменена.',
  },
  deadlineInvalid: {
    en: 'The deadline must be a real date from today on (YYYY-MM-DD).',
    ru: 'Срок должен быть настоящей датой не раньше сегодняшней (ГГГГ-ММ-ДД).',
  },
  answersInvalid: {
    en: 'The answers to the plan’s questions are not valid.',
    ru: 'Ответы на вопросы плана некорректны.',
  },
  targetInvalid: {
    en: 'The target must be a positive number with a unit.',
    ru: 'Цель должна быть положительным числом с единицей.',
  },
  dateInvalid: { en: 'Enter a real date (YYYY-MM-DD).', ru: 'Укажите настоящую дату (ГГГГ-ММ-ДД).' },
  timeInvalid: { en: 'Enter a time as HH:MM.', ru: 'Укажите время в формате ЧЧ:ММ.' },
  yearInvalid: {
    en: 'Choose a year from 2000 to the current one.',
    ru: 'Выберите год от 2000 до текущего.',
  },
  labelLength: {
    en: 'A task needs a label of 1 to 200 characters.',
    ru: 'У задачи должно быть название от 1 до 200 символов.',
  },
  notesLength: {
    en: 'Notes are too long (at most 5,000 characters).',
    ru: 'Заметки слишком длинные (не больше 5000 символов).',
  },
  nestTooDeep: {
    en: 'A step cannot hold other steps: only milestones can.',
    ru: 'Шаг не может содержать другие шаги: только этапы.',
  },
  regenerateHasProgress: {
    en: 'Some tasks are already done, so the plan cannot be generated anew. Use “Replan” instead.',
    ru: 'Часть задач уже выполнена, поэтому план нельзя создать заново. Используйте «Перепланировать».',
  },
  paginationInvalid: {
    en: 'Ask for 1 to 100 items with a valid cursor.',
    ru: 'Запросите от 1 до 100 элементов с корректным курсором.',
  },
  forbidden: { en: 'You may not do that.', ru: 'У вас нет на это прав.' },
  // The API's own checks on every request (graphql/errors.ts, graphql/guards.ts).
  valueInvalid: { en: 'The value of “{name}” is not valid.', ru: 'Недопустимое значение «{name}».' },
  idInvalid: { en: 'This id is malformed.', ru: 'Некорректный идентификатор.' },
  textControlChars: {
    en: 'Text cannot contain control characters or broken Unicode.',
    ru: 'Текст не может содержать управляющие символы или повреждённый Юникод.',
  },
  textTooLong: {
    en: 'A text is too long (at most {max} characters).',
    ru: 'Слишком длинный текст (не больше {max} символов).',
  },
  queryTooComplex: {
    en: 'This request is too large or too complex. Ask for less at once.',
    ru: 'Запрос слишком большой или сложный. Запросите меньше за один раз.',
  },
  tooManyRootFields: {
    en: 'One request may hold at most {max} changes.',
    ru: 'Один запрос может содержать не больше {max} изменений.',
  },
  tooManyCostly: {
    en: 'One request may run only one costly operation ({fields}).',
    ru: 'Один запрос может выполнить только одну ресурсоёмкую операцию ({fields}).',
  },
  requestInvalid: { en: 'The request is malformed.', ru: 'Некорректный запрос.' },
  requestTooLarge: { en: 'The request is too large.', ru: 'Запрос слишком большой.' },
  unexpectedError: { en: 'Unexpected error.', ru: 'Непредвиденная ошибка.' },
  serverBusy: {
    en: 'The server is busy. Please try again in a few seconds.',
    ru: 'Сервер перегружен. Попробуйте снова через несколько секунд.',
  },
  ...socialMessages,
  ...moderationMessages,
  ...planMessages,
  ...mentorMessages,
  ...replanMessages,
  ...reminderMessages,
  ...resultMessages,
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function pickLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('ru')) return 'ru';
  if (first.startsWith('en')) return 'en';
  return undefined;
}
