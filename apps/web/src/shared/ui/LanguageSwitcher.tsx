import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, setLanguage } from '../i18n/i18n';

/** RU | EN, everywhere in the header; the choice is stored in localStorage `lang` (S-P2). */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      radius="xl"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={languages.map((lng) => ({
        value: lng,
        label: (
          <>
            <span aria-hidden="true">{lng.toUpperCase()}</span>
            <VisuallyHidden>{t(`language.${lng}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
