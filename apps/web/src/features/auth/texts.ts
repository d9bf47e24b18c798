import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** Texts of the sign-in pages added after the shared `auth` keys (namespace `authPages`). */
export const en = {
  authPages: {
    sessionExpired: 'Your session has expired. Please sign in again.',
    emailTaken: 'An account with this e-mail already exists.',
    emailTakenHint: 'Sign in to it, or set a new password if you have forgotten it.',
    emailTakenSignIn: 'Sign in',
    emailTakenReset: 'Reset the password',
  },
};

export const ru = {
  authPages: {
    sessionExpired: 'Сеанс истёк. Войдите снова.',
    emailTaken: 'Аккаунт с этим адресом уже есть.',
    emailTakenHint: 'Войдите в него или задайте новый пароль, если забыли старый.',
    emailTakenSignIn: 'Войти',
    emailTakenReset: 'Восстановить пароль',
  },
} satisfies Russian<typeof en>;

const NS = 'authPages';
registerTexts(NS, en, ru);

const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useAuthPagesT = () => useTexts<TextKey<typeof en>>(namespaces);
