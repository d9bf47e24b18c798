import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; until the user picks one, the scheme follows the system (S-P5). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? <IconSun size={18} stroke={1.75} /> : <IconMoon size={18} stroke={1.75} />}
    </ActionIcon>
  );
}
