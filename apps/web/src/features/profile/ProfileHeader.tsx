import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';

export interface ProfilePerson {
  username: string;
  fullName: string;
  initials: string;
  avatarUrl: string | null;
  isMentor?: boolean;
  birthdayText?: string | null;
}

export function ProfileHeader({
  person,
  actions,
  social,
}: {
  person: ProfilePerson;
  actions: ReactNode;
  social?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(person.fullName);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className="hero">
      <Group gap="lg" align="center" wrap="wrap">
        <Avatar src={person.avatarUrl} alt="" size={96} radius={96} color="info" fz={32}>
          {person.initials}
        </Avatar>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" align="center">
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {person.fullName}
            </Title>
            {person.isMentor ? (
              <Badge variant="light" radius="sm">
                {t('profile.mentor')}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed">@{person.username}</Text>
          {person.birthdayText ? (
            <Group gap={6} c="dimmed" fz="sm">
              <IconCake size={16} aria-hidden="true" />
              <Text fz="sm" c="dimmed">
                <span className="sr-only">{t('profile.birthday')}: </span>
                {person.birthdayText}
              </Text>
            </Group>
          ) : null}
          {social}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
