import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, storageKeys, writeItem } from '../lib/storage';
import en from './en.json';
import ru from './ru.json';

export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'en';
}

/** The stored choice (localStorage `lang`), else ru (S-P2). */
export function initialLanguage(): Language {
  const stored = readItem(storageKeys.lang);
  return isLanguage(stored) ? stored : defaultLanguage;
}

const resources = { en: { translation: en }, ru: { translation: ru } } as const;

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) writeItem(storageKeys.lang, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export function setLanguage(lng: Language): Promise<unknown> {
  return i18n.changeLanguage(lng);
}
