import 'i18next';
import type { en as enScreens } from './screens/texts';
import type { en } from './texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enScreens };
    returnNull: false;
  }
}
