import { type Russian, registerTexts, type TextKey, textsT } from '../i18n/namespace';

export const OFFLINE_NS = 'offline';

export const en = {
  pending: 'Waiting to be sent',
  pendingCount_one: '{{count}} change made offline will be sent when the connection is back.',
  pendingCount_other: '{{count}} changes made offline will be sent when the connection is back.',
  notApplied: {
    title: 'Some changes made offline could not be applied',
    deleted: 'Step “{{label}}” was deleted meanwhile: your change was not applied.',
    changed: 'Step “{{label}}” was changed on another device meanwhile: your change was not applied.',
    refused: 'Step “{{label}}”: {{reason}}',
    bio: 'About me: {{reason}}',
    goalDeleted: 'Goal “{{label}}” was deleted meanwhile: your change was not applied.',
    goalChanged: 'Goal “{{label}}” was changed on another device meanwhile: your change was not applied.',
    goalRefused: 'Goal “{{label}}”: {{reason}}',
    notAdded: 'Step “{{label}}” was not added: its goal or milestone was deleted meanwhile.',
    message: 'Message to {{name}} not sent: {{reason}}',
    nudge: 'Nudge to {{name}} not sent: {{reason}}',
  },
  logoutPending_one: '{{count}} change made offline is not saved yet',
  logoutPending_other: '{{count}} changes made offline are not saved yet',
  logoutPendingText: 'They are sent when the connection is back. If you log out now, they are lost.',
  keepWaiting: 'Keep waiting',
  logoutAnyway: 'Log out anyway',
  bioNotSaved:
    'Your bio and links have not been saved on this device yet: they will show when the connection is back.',
  notSavedHere: 'Not saved on this device yet: it will show when the connection is back.',
  networkError: 'No connection to the server. Check the internet connection and try again.',
  unexpectedError: 'Something went wrong on the server. Please try again later.',
};

export const ru = {
  pending: 'Ждёт отправки',
  pendingCount_one: '{{count}} изменение, сделанное без сети, будет отправлено, когда связь вернётся.',
  pendingCount_few: '{{count}} изменения, сделанные без сети, будут отправлены, когда связь вернётся.',
  pendingCount_many: '{{count}} изменений, сделанных без сети, будут отправлены, когда связь вернётся.',
  pendingCount_other: '{{count}} изменения, сделанные без сети, будут отправлены, когда связь вернётся.',
  notApplied: {
    title: 'Не все изменения, сделанные без сети, удалось применить',
    deleted: 'Шаг «{{label}}» за это время удалён: ваше изменение не применено.',
    changed: 'Шаг «{{label}}» за это время изменён на другом устройстве: ваше изменение не применено.',
    refused: 'Шаг «{{label}}»: {{reason}}',
    bio: 'О себе: {{reason}}',
    goalDeleted: 'Цель «{{label}}» за это время удалена: ваше изменение не применено.',
    goalChanged: 'Цель «{{label}}» за это время изменена на другом устройстве: ваше изменение не применено.',
    goalRefused: 'Цель «{{label}}»: {{reason}}',
    notAdded: 'Шаг «{{label}}» не добавлен: его цель или этап за это время удалены.',
    message: 'Сообщение для {{name}} не отправлено: {{reason}}',
    nudge: 'Напоминание для {{name}} не отправлено: {{reason}}',
  },
  logoutPending_one: '{{count}} изменение, сделанное без сети, ещё не сохранено',
  logoutPending_few: '{{count}} изменения, сделанные без сети, ещё не сохранены',
  logoutPending_many: '{{count}} изменений, сделанных без сети, ещё не сохранены',
  logoutPending_other: '{{count}} изменения, сделанные без сети, ещё не сохранены',
  logoutPendingText: 'Они будут отправлены, когда вернётся связь. Если выйти сейчас, они пропадут.',
  keepWaiting: 'Подождать',
  logoutAnyway: 'Всё равно выйти',
  bioNotSaved:
    'Текст о себе и ссылки ещё не сохранены на этом устройстве: они появятся, когда вернётся связь.',
  notSavedHere: 'Ещё не сохранено на этом устройстве: появится, когда вернётся связь.',
  networkError: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  unexpectedError: 'На сервере что-то пошло не так. Попробуйте позже.',
} satisfies Russian<typeof en>;

export type OfflineTextKey = TextKey<typeof en>;

let registered = false;
/** Registered by the modules that show these texts (first use); idempotent. */
export function registerOfflineTexts() {
  if (registered) return;
  registered = true;
  registerTexts(OFFLINE_NS, en, ru);
}

const lookup = textsT<OfflineTextKey>([OFFLINE_NS]);

/** These texts outside React (notifications, error lines), in the interface's language. */
export function offlineT(key: OfflineTextKey, options?: Record<string, unknown>): string {
  registerOfflineTexts();
  return lookup(key, options);
}
