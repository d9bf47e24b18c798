import { useTranslation } from 'react-i18next';
import { isLanguage, languages, setLanguage } from '../i18n/i18n';

/**
 * RU | EN, in the header on every screen; the choice is kept in localStorage `lang` (S-P2).
 * Native radios (arrow keys, screen readers) styled as a segmented switch; light enough for the entry chunk.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className="lang-switch">
      {languages.map((lng) => (
        <label key={lng} className="lang-option" data-active={i18n.language === lng || undefined} lang={lng}>
          <input
            type="radio"
            name="app-language"
            value={lng}
            className="sr-only"
            checked={i18n.language === lng}
            onChange={(e) => {
              if (isLanguage(e.currentTarget.value)) void setLanguage(e.currentTarget.value);
            }}
          />
          <span aria-hidden="true">{lng.toUpperCase()}</span>
          <span className="sr-only">{t(`language.${lng}`)}</span>
        </label>
      ))}
    </div>
  );
}
