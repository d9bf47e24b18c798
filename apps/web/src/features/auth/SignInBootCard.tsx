import { currentLanguage } from '../../shared/i18n/i18n';

/**
 * The sign-in card's title and subtitle (auth.signInTitle, auth.signInSubtitle), here for the router's boot
 * fallback: the screens' texts (shared/i18n/screens/texts.ts) load apart and may not be in yet. A test keeps them equal.
 */
export const signInBootTexts = {
  ru: { title: 'Вход в Stepwise', subtitle: 'С возвращением! Продолжайте с того места, где остановились.' },
  en: { title: 'Sign in to Stepwise', subtitle: 'Welcome back! Continue where you left off.' },
} as const;

/**
 * LoginPage's card as index.html's critical shell draws it (its `boot-*` classes, styled there): the real
 * title and subtitle, the form a skeleton of its height. The router's boot fallback shows it in the shell's
 * place until LoginPage, laid out the same, takes over.
 */
export function SignInBootCard() {
  const texts = signInBootTexts[currentLanguage()];
  return (
    <div className="boot-auth">
      <div className="boot-auth-card">
        <div className="boot-auth-head">
          <h1 className="boot-auth-h1">{texts.title}</h1>
          <p className="boot-auth-sub">{texts.subtitle}</p>
        </div>
        <div className="boot-form">
          <div className="boot-field">
            <div className="boot-bone boot-label" />
            <div className="boot-bone boot-input" />
          </div>
          <div className="boot-field">
            <div className="boot-bone boot-label" />
            <div className="boot-bone boot-input" />
          </div>
          <div className="boot-row">
            <div className="boot-bone" />
          </div>
          <div className="boot-bone boot-submit" />
        </div>
        <div className="boot-foot">
          <div className="boot-bone" />
        </div>
      </div>
    </div>
  );
}
