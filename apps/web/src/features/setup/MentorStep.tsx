import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MentorFieldsFragment } from '../../gen/graphql';
import { mentorsListQuery } from '../../shared/mentoring/api';
import { useMentoringT } from '../../shared/mentoring/texts';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';

function initials(name: string) {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function MentorStep({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const tm = useMentoringT();
  const mentors = useQuery(mentorsListQuery());

  if (mentors.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (mentors.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('setup.mentorsFailed')}
      >
        <Button size="xs" variant="light" mt="xs" onClick={() => void mentors.refetch()}>
          {t('setup.retry')}
        </Button>
      </Alert>
    );
  }
  const list = mentors.data;
  if (list.length === 0)
    return <EmptyPanel icon={<IconUsers size={28} />} title={t('setup.noMentors')} size="sm" />;
  // People who mentor first (the server orders them by your language and goals), then the built-in guides.
  const people = list.filter((m) => !m.guide);
  const guides = list.filter((m) => m.guide);

  const cards = (group: MentorFieldsFragment[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {group.map((m) => (
        <Radio.Card key={m.id} value={m.id} radius="md" p="md" className="mentor-card" aria-label={m.name}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Radio.Indicator mt={4} />
            <Avatar src={m.avatarUrl} alt="" size={52} radius="xl" color="info">
              {initials(m.name)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{m.name}</Text>
                {m.guide ? (
                  <Badge size="xs" variant="light" color="violet" data-testid="guide-badge">
                    {tm('mentoring.guide')}
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {m.headline}
              </Text>
              <Group gap={4}>
                {m.categories.map((c) => (
                  <Badge key={c} size="xs" variant="light" radius="sm">
                    {t(`interests.${c}` as 'interests.health', { defaultValue: c })}
                  </Badge>
                ))}
              </Group>
              <Text fz="xs" c="dimmed">
                {m.guide
                  ? m.languages.join(', ').toUpperCase()
                  : `${t('setup.mentees', { count: m.menteeCount })} · ${m.languages.join(', ').toUpperCase()}`}
              </Text>
            </Stack>
          </Group>
        </Radio.Card>
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('setup.mentorIntro')}</Text>
      <Radio.Group
        value={value}
        onChange={onChange}
        label={t('setup.stepMentor')}
        labelProps={{ className: 'sr-only' }}
      >
        <Stack gap="md">
          <Stack gap="xs" data-testid="mentor-people">
            <Title order={3} fz="md">
              {tm('mentoring.people')}
            </Title>
            {people.length > 0 ? (
              cards(people)
            ) : (
              <Text fz="sm" c="dimmed">
                {tm('mentoring.peopleEmpty')}
              </Text>
            )}
          </Stack>
          {guides.length > 0 ? (
            <Stack gap="xs" data-testid="mentor-guides">
              <Title order={3} fz="md">
                {tm('mentoring.guides')}
              </Title>
              <Text fz="sm" c="dimmed">
                {tm('mentoring.guideHint')}
              </Text>
              {cards(guides)}
            </Stack>
          ) : null}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
