import {
  Box,
  Button,
  Divider,
  Group,
  type MantineColorScheme,
  NavLink,
  ScrollArea,
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
import { ModerationLink } from '../../shared/moderation/ModerationLink';
import { paths } from '../../shared/paths';
import { logoutAsking } from '../../shared/session/logoutAsking';
import { useSession } from '../../shared/session/store';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { DataSettings } from './DataSettings';
import { DeleteAccount } from './DeleteAccount';
import { LinksSettings } from './LinksSettings';
import { MentoringSection } from './mentoring/MentoringSection';
import { MyMentorSection } from './mentoring/MyMentorSection';
import { NotificationSettings } from './NotificationSettings';
import { PrivacySettings } from './PrivacySettings';
import { ProfileDetailsSettings } from './ProfileDetailsSettings';
import { RemindersSettings } from './RemindersSettings';
import { SecuritySettings } from './SecuritySettings';
import { SettingsSection } from './SettingsSection';
import { TimezoneSelect } from './TimezoneSelect';
import { useAccountTexts } from './texts';
import { UsernameField } from './UsernameField';

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

const SECTIONS = [
  'appearance',
  'profile',
  'security',
  'notifications',
  'privacy',
  'mentor',
  'data',
  'account',
  'danger',
] as const;

/** On phones: the sections as a row of chips under the title, scrolled sideways; each 44 px tall to tap. */
function SectionChips() {
  const a = useAccountTexts();
  return (
    <Box component="nav" aria-label={a('account.nav')} hiddenFrom="md" mx={-4}>
      <ScrollArea type="never">
        <Group gap={6} wrap="nowrap" px={4} pb={2}>
          {SECTIONS.map((id) => (
            <Button
              key={id}
              component="a"
              href={`#${id}`}
              variant="default"
              radius="xl"
              size="compact-md"
              mih={44}
              style={{ flexShrink: 0 }}
            >
              {a(`account.sections.${id}`)}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    </Box>
  );
}

/** The list of sections beside the page on wide screens: links to each card. */
function SectionNav() {
  const a = useAccountTexts();
  return (
    <Box
      component="nav"
      aria-label={a('account.nav')}
      visibleFrom="md"
      w={210}
      style={{ position: 'sticky', top: 84, alignSelf: 'flex-start', flexShrink: 0 }}
    >
      {SECTIONS.map((id) => (
        <NavLink key={id} href={`#${id}`} label={a(`account.sections.${id}`)} style={{ borderRadius: 8 }} />
      ))}
    </Box>
  );
}

/** Settings: appearance and time zone, profile, sign-in, notifications, privacy, mentor, data, account. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const a = useAccountTexts();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  const logout = async () => {
    // Changes made offline and not yet sent would be lost: the person is asked first (keep waiting or not).
    if (!(await logoutAsking())) return;
    navigate(paths.login, { replace: true });
  };

  return (
    <PageShell>
      <Stack gap="lg" maw={980}>
        <PageTitle title={t('settings.title')} />
        <SectionChips />
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <SectionNav />
          <Stack gap="lg" maw={720} style={{ flex: 1, minWidth: 0 }}>
            <SettingsSection id="appearance" title={t('settings.appearance')}>
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
              <TimezoneSelect />
            </SettingsSection>
            <SettingsSection id="profile" title={a('account.sections.profile')}>
              <ProfileDetailsSettings />
              <Divider />
              <UsernameField />
              <Divider />
              <div>
                <Title order={3} fz="md">
                  {a('account.links.title')}
                </Title>
                <Text fz="sm" c="dimmed">
                  {a('account.links.description')}
                </Text>
              </div>
              <LinksSettings />
            </SettingsSection>
            <SettingsSection id="security" title={a('account.sections.security')}>
              <SecuritySettings />
            </SettingsSection>
            <NotificationSettings />
            <RemindersSettings />
            <SettingsSection id="privacy" title={a('account.sections.privacy')}>
              <PrivacySettings />
            </SettingsSection>
            <Stack gap="lg" id="mentor" style={{ scrollMarginTop: 80 }}>
              <MyMentorSection />
              <MentoringSection />
            </Stack>
            <SettingsSection
              id="data"
              title={a('account.export.title')}
              description={a('account.export.description')}
            >
              <DataSettings />
            </SettingsSection>
            <SettingsSection id="account" title={t('settings.account')}>
              {user ? <Text c="dimmed">{t('settings.signedInAs', { email: user.email })}</Text> : null}
              <ModerationLink />
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
            </SettingsSection>
            <SettingsSection
              id="danger"
              title={a('account.delete.title')}
              description={a('account.delete.description')}
              danger
            >
              <DeleteAccount />
            </SettingsSection>
          </Stack>
        </Group>
      </Stack>
    </PageShell>
  );
}
