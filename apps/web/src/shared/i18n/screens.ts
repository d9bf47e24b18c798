import en from './en.screens.json';
import ru from './ru.screens.json';

/** The shared texts of every screen but the welcome one, in both languages (loaded apart: see i18n.ts). */
export const screenTexts = { en, ru } as const;
