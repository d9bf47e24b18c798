import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconMessage, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths';

function Soon({
  label,
  icon,
  variant,
}: {
  label: string;
  icon: React.ReactNode;
  variant: 'filled' | 'default';
}) {
  const { t } = useTranslation();
  return (
    <Popover withArrow shadow="md" position="bottom" width={260}>
      <Popover.Target>
        <Button variant={variant} leftSection={icon} size="sm">
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm" role="status">
          {t('profile.soon')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Subscribe, Message, Search (S-F1). Subscriptions, messages and search arrive in later issues. */
export function ProfileActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate(paths.loginReturningTo(location.pathname));
  return (
    <Group gap="xs" role="group" aria-label={t('profile.actions')}>
      {signedIn ? (
        <>
          <Soon label={t('profile.subscribe')} icon={<IconUserPlus size={16} />} variant="filled" />
          <Soon label={t('profile.message')} icon={<IconMessage size={16} />} variant="default" />
        </>
      ) : (
        <>
          <Button size="sm" leftSection={<IconUserPlus size={16} />} onClick={toLogin}>
            {t('profile.subscribe')}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconMessage size={16} />} onClick={toLogin}>
            {t('profile.message')}
          </Button>
        </>
      )}
      <Popover withArrow shadow="md" position="bottom-end" width={300} trapFocus>
        <Popover.Target>
          <Button size="sm" variant="default" leftSection={<IconSearch size={16} />}>
            {t('profile.search')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <TextInput
              label={t('profile.searchLabel')}
              placeholder={t('profile.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              size="sm"
              data-autofocus
            />
            <Text fz="xs" c="dimmed" role="status">
              {t('profile.searchEmpty')}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
