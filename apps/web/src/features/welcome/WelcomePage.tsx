import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListCheck, IconTarget, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigation } from '../../shared/navigation/nav';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';

const AccountDeletedNotice = lazy(() =>
  import('./AccountDeletedNotice').then((m) => ({ default: m.AccountDeletedNotice })),
);

/** The landing page (S-P1); its menu (S-W1) is the header's guest navigation. */
export function WelcomePage() {
  const { t } = useTranslation();
  useDocumentTitle('');
  // Settings' account deletion lands here with a notice.
  const deleted = (useAppNavigation().state as { notice?: string } | null)?.notice === 'accountDeleted';
  const features = [
    { icon: <IconTarget size={22} />, title: t('welcome.goal'), text: t('welcome.goalText') },
    { icon: <IconListCheck size={22} />, title: t('welcome.plan'), text: t('welcome.planText') },
    { icon: <IconTrophy size={22} />, title: t('welcome.share'), text: t('welcome.shareText') },
  ];
  return (
    <Stack gap="xl">
      {deleted ? (
        <Suspense fallback={null}>
          <AccountDeletedNotice />
        </Suspense>
      ) : null}
      <section className="hero" aria-labelledby="welcome-title">
        <Stack gap="lg" maw={640}>
          <Title id="welcome-title" order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
            {t('welcome.title', { product: 'Stepwise' })}
          </Title>
          <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed">
            {t('welcome.subtitle')}
          </Text>
          <Group gap="sm">
            <Button component={AppLink} to={paths.registration} size="md">
              {t('welcome.cta')}
            </Button>
            <Button component={AppLink} to={paths.login} size="md" variant="default">
              {t('welcome.haveAccount')}
            </Button>
          </Group>
        </Stack>
      </section>
      {/* One column, three from `sm` (styles/welcome.css): Mantine's SimpleGrid layout without its code in the first chunk. */}
      <div className="welcome-features">
        {features.map((f) => (
          <Stack key={f.title} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light">
              {f.icon}
            </ThemeIcon>
            <Title order={2} fz="lg">
              {f.title}
            </Title>
            <Text c="dimmed">{f.text}</Text>
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
