import { useTranslation } from 'react-i18next';

/**
 * The welcome page's hero as index.html's critical shell draws it (its `boot-*` classes, styled there): the
 * router's boot fallback shows it in the shell's place until WelcomePage, laid out the same, takes over.
 * The buttons are plain links: they work before the app has started.
 */
export function WelcomeBootHero() {
  const { t } = useTranslation();
  return (
    <section className="boot-hero">
      <div className="boot-stack">
        <h1 className="boot-h1">{t('welcome.title', { product: 'Stepwise' })}</h1>
        <p className="boot-sub">{t('welcome.subtitle')}</p>
        <div className="boot-actions">
          <a className="boot-btn" href="/registration">
            {t('welcome.cta')}
          </a>
          <a className="boot-btn boot-btn-default" href="/login">
            {t('welcome.haveAccount')}
          </a>
        </div>
      </div>
    </section>
  );
}
