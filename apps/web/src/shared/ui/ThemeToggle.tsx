import {
  ActionIcon,
  Box,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Light/dark switch; until the user picks one, the scheme follows the system (S-P5). Both faces are drawn and
 * the scheme on <html> shows one (its icon and its name): a page drawn by the server, which cannot know the
 * scheme, is right before the app runs and the same when the app takes it over.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <Box component="span" className="theme-face" darkHidden>
        <IconMoon size={18} stroke={1.75} aria-hidden />
        <VisuallyHidden>{t('theme.toDark')}</VisuallyHidden>
      </Box>
      <Box component="span" className="theme-face" lightHidden>
        <IconSun size={18} stroke={1.75} aria-hidden />
        <VisuallyHidden>{t('theme.toLight')}</VisuallyHidden>
      </Box>
    </ActionIcon>
  );
}
