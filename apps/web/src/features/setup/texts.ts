import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** Texts of the setup wizard added after the shared `setup` keys (namespace `setupPages`). */
export const en = {
  setupPages: {
    avatarType: 'This file is not a photo. Choose a JPEG, PNG, WebP or GIF image.',
    avatarTooLarge: 'This photo is larger than 5 MB. Choose a smaller one.',
    goalOptional: 'Another goal (optional)',
    goalOptionalHint: 'Your goals stay as they are. Describe a new one here to add it, or leave this empty.',
    birthdayHint: 'Type the date or pick the year first.',
  },
};

export const ru = {
  setupPages: {
    avatarType: 'Это не фотография. Выберите изображение JPEG, PNG, WebP или GIF.',
    avatarTooLarge: 'Фото больше 5 МБ. Выберите файл поменьше.',
    goalOptional: 'Ещё одна цель (необязательно)',
    goalOptionalHint:
      'Ваши цели останутся как есть. Опишите здесь новую, чтобы добавить её, или оставьте поле пустым.',
    birthdayHint: 'Введите дату или сначала выберите год.',
  },
} satisfies Russian<typeof en>;

const NS = 'setupPages';
registerTexts(NS, en, ru);

export type SetupPagesKey = TextKey<typeof en>;
const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useSetupPagesT = () => useTexts<SetupPagesKey>(namespaces);
