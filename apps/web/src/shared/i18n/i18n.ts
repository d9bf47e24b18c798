import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, storageKeys, writeItem } from '../lib/storage';
import { en, ru } from './texts';

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

// The first screen's texts (header, welcome, not found, errors, update prompt) are in the first chunk; the
// other screens' shared texts load apart (screens/texts.ts), before any other route opens (app/router.tsx).
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
  // No console output at start-up (i18next advertises its paid service once per page otherwise).
  showSupportNotice: false,
});

/** Set while the interface shows another language than the stored choice for a moment (drawInLanguage). */
let keepStoredChoice = false;

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  if (keepStoredChoice) return;
  if (isLanguage(lng)) writeItem(storageKeys.lang, lng);
  if (typeof document === 'undefined') return;
  // The server draws a guest's public pages in this language (the cookie mirrors the stored choice).
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set where the language changes (no Cookie Store API in Safari or Firefox).
  if (isLanguage(lng)) document.cookie = `lang=${lng}; path=/; max-age=31536000; samesite=lax`;
});

let screenTexts: Promise<void> | null = null;

/** Adds the shared texts of the other screens (both languages) to the `translation` namespace, once. */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('./screens/texts').then(
    (texts) => {
      for (const lng of languages) i18n.addResourceBundle(lng, 'translation', texts[lng], true, false);
    },
    (error: unknown) => {
      screenTexts = null; // a failed load (offline, a new deployment) is tried again by the next navigation
      throw error;
    },
  );
  return screenTexts;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export function setLanguage(lng: Language): Promise<unknown> {
  return i18n.changeLanguage(lng);
}

/**
 * Shows the interface in `lng` without making it the stored choice: a page the server drew in another language is
 * taken over as drawn (main.tsx), then switched to the stored one with setLanguage, as the language switch does.
 * The texts are in memory, so the change is made at once.
 */
export function drawInLanguage(lng: Language): void {
  keepStoredChoice = true;
  try {
    void i18n.changeLanguage(lng);
  } finally {
    keepStoredChoice = false;
  }
}
