import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** Texts of the sign-in pages added after the shared `auth` keys (namespace `authPages`). */
export const en = {
  authPages: {
    sessionExpired: 'Your session has expired. Please sign in again.',
    emailTaken: 'An account with this e-mail already exists.',
    emailTakenHint: 'Sign in to it, or set a new password if you have forgotten it.',
    emailTakenSignIn: 'Sign in',
    emailTakenReset: 'Reset the password',
    registrationClosed: 'Registration on this server is closed.',
    registrationClosedHint: 'Only its administrator can open it. If you already have an account, sign in.',
    invitation: 'Invitation code',
    invitationHint: 'Registration here is by invitation: enter the code you were given.',
    approvalNotice: 'New accounts on this server are approved by an administrator before you can sign in.',
  },
};

export const ru = {
  authPages: {
    sessionExpired: 'Сеанс истёк. Войдите снова.',
    emailTaken: 'Аккаунт с этим адресом уже есть.',
    emailTakenHint: 'Войдите в него или задайте новый пароль, если забыли старый.',
    emailTakenSignIn: 'Войти',
    emailTakenReset: 'Восстановить пароль',
    registrationClosed: 'Регистрация на этом сервере закрыта.',
    registrationClosedHint: 'Открыть её может только администратор. Если у вас уже есть аккаунт, войдите.',
    invitation: 'Код приглашения',
    invitationHint: 'Регистрация здесь — по приглашению: введите полученный код.',
    approvalNotice: 'Новые аккаунты на этом сервере одобряет администратор, после этого можно войти.',
  },
} satisfies Russian<typeof en>;

const NS = 'authPages';
registerTexts(NS, en, ru);

const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useAuthPagesT = () => useTexts<TextKey<typeof en>>(namespaces);
