import type { Russian } from '../russian';
import * as account from './account/texts';
import * as pages from './pages/texts';

/** The shared texts of every screen but the welcome one, loaded apart (see `loadScreenTexts` in i18n.ts). */
export const en = { ...account.en, ...pages.en };

export const ru = { ...account.ru, ...pages.ru } satisfies Russian<typeof en>;
