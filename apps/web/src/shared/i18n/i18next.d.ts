import 'i18next';
import type en from './en.json';
import type enScreens from './en.screens.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enScreens };
    returnNull: false;
  }
}
