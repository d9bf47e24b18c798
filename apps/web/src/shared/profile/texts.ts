import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

/** Texts of the basic information form (setup step 1 and settings), beside the shared `setup` keys. */
export const en = {
  profileFields: {
    avatarType: 'This file is not a photo. Choose a JPEG, PNG, WebP or GIF image.',
    avatarTooLarge: 'This photo is larger than 5 MB. Choose a smaller one.',
    birthdayHint: 'Type the date as {{pattern}} or pick the year first.',
    openCalendar: 'Open the calendar',
    letters: { day: 'DD', month: 'MM', year: 'YYYY' },
    missing: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      birthday: 'Enter your birthday',
      avatar: 'Add a photo',
    },
    birthdayUnread: 'This is not a date we can read. Type it as {{pattern}}.',
    birthdayOutOfRange: 'Enter a birthday between 1900 and today.',
    title: 'Name, photo and birthday',
    description: 'Shown on your profile. Every field is needed, as in setup.',
    save: 'Save profile',
    saved: 'Profile saved',
  },
};

export const ru = {
  profileFields: {
    avatarType: 'Это не фотография. Выберите изображение JPEG, PNG, WebP или GIF.',
    avatarTooLarge: 'Фото больше 5 МБ. Выберите файл поменьше.',
    birthdayHint: 'Введите дату в виде {{pattern}} или сначала выберите год.',
    openCalendar: 'Открыть календарь',
    letters: { day: 'ДД', month: 'ММ', year: 'ГГГГ' },
    missing: {
      firstName: 'Укажите имя',
      lastName: 'Укажите фамилию',
      birthday: 'Укажите дату рождения',
      avatar: 'Добавьте фото',
    },
    birthdayUnread: 'Не получается прочитать эту дату. Введите её в виде {{pattern}}.',
    birthdayOutOfRange: 'Укажите дату рождения между 1900 годом и сегодняшним днём.',
    title: 'Имя, фото и дата рождения',
    description: 'Видны в вашем профиле. Нужны все поля, как при настройке.',
    save: 'Сохранить профиль',
    saved: 'Профиль сохранён',
  },
} satisfies Russian<typeof en>;

const NS = 'profileFields';
registerTexts(NS, en, ru);

const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useProfileFieldsT = () => useTexts<TextKey<typeof en>>(namespaces);
