import {
  Button,
  Group,
  type MantineColorScheme,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { IconLogout, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isLanguage, languages, setLanguage } from '../../shared/i18n/i18n';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import { PageTitle } from '../../shared/ui/PageTitle';
import { NotificationSettings } from './NotificationSettings';

function Row({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fw={500} id={id}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** Settings: language, colour scheme, notifications, setup and logout (PRODUCT lists more for later). */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  const logout = async () => {
    await sessionStore.getState().logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('settings.title')} />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="settings-appearance"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="settings-appearance">
            {t('settings.appearance')}
          </Title>
          <Row label={t('language.label')} id="settings-language">
            <SegmentedControl
              aria-labelledby="settings-language"
              value={i18n.language}
              onChange={(v) => {
                if (isLanguage(v)) void setLanguage(v);
              }}
              data={languages.map((l) => ({ value: l, label: t(`language.${l}`) }))}
            />
          </Row>
          <Row label={t('theme.label')} id="settings-theme">
            <SegmentedControl
              aria-labelledby="settings-theme"
              value={colorScheme}
              onChange={(v) => setColorScheme(v as MantineColorScheme)}
              data={[
                { value: 'light', label: t('theme.light') },
                { value: 'dark', label: t('theme.dark') },
                { value: 'auto', label: t('theme.auto') },
              ]}
            />
          </Row>
        </Stack>
      </Paper>
      <NotificationSettings />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="settings-account"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="settings-account">
            {t('settings.account')}
          </Title>
          {user ? <Text c="dimmed">{t('settings.signedInAs', { email: user.email })}</Text> : null}
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={500}>{t('settings.setup')}</Text>
              <Text fz="sm" c="dimmed">
                {t('settings.setupText')}
              </Text>
            </div>
            <Button
              component={Link}
              to={paths.setup}
              variant="default"
              leftSection={<IconUserCog size={16} />}
            >
              {t('settings.openSetup')}
            </Button>
          </Group>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {t('settings.logoutText')}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout()}
            >
              {t('nav.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
