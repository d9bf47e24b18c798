import { ActionIcon, Anchor, Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { progressPercent } from '@stepwise/domain/progress';
import { IconConfetti, IconConfettiOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyFieldsFragment } from '../../../gen/graphql';
import { useCourseT } from '../../../shared/course/texts';
import { exactTime, relativeTime } from '../../../shared/lib/relativeTime';
import { useNow } from '../../../shared/lib/useNow';
import { paths } from '../../../shared/paths';
import { PersonAvatar } from '../../../shared/people/PersonRow';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useGiveKudos } from './api';
import { NudgeButton } from './Together';
import { useCompanyT } from './texts';

type Member = CompanyFieldsFragment['members'][number];

/** Where a member stands against their own copy of the plan: on pace / N days behind / N days ahead. */
function MemberPace({ forecast }: { forecast: Member['forecast'] }) {
  const tc = useCourseT();
  if (!forecast || forecast.state === 'unknown') return null;
  const text =
    forecast.state === 'behind'
      ? tc('course.behind', { count: forecast.daysBehind })
      : forecast.state === 'ahead'
        ? tc('course.ahead', { count: -forecast.daysBehind })
        : forecast.state === 'done'
          ? tc('course.done')
          : tc('course.onPace');
  return (
    <Text
      size="xs"
      fw={600}
      c={forecast.state === 'behind' ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-teal-text)'}
      data-testid="member-forecast"
      data-state={forecast.state}
    >
      {text}
    </Text>
  );
}

export const nameOf = (p: { name: string; username: string }) => p.name || p.username;

/**
 * One person following the plan: their last activity and progress, a one-tap kudos and, when they are behind, a
 * nudge; the owner may remove a member.
 */
export function MemberRow({
  goalId,
  m,
  me,
  owner,
  onRemove,
}: {
  goalId: string;
  m: Member;
  me: string | null;
  owner: boolean;
  onRemove: (member: Member) => void;
}) {
  const t = useCompanyT();
  const tc = useCourseT();
  const { i18n } = useTranslation();
  const now = useNow();
  const kudos = useGiveKudos();
  const self = m.user.id === me;
  const value = progressPercent({ done: m.doneCount, total: m.totalCount });
  return (
    <Group component="li" gap="sm" wrap="nowrap" data-testid="plan-member">
      <Link to={paths.userProfile(m.user.username)} tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={m.user} size={32} />
      </Link>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.userProfile(m.user.username)}
            size="sm"
            fw={600}
            c="inherit"
            truncate
          >
            {nameOf(m.user)}
          </Anchor>
          {self ? (
            <Text size="xs" c="dimmed">
              ({t('company.you')})
            </Text>
          ) : null}
          {m.role === 'owner' ? (
            <Badge size="xs" variant="outline" color="gray">
              {t('company.owner')}
            </Badge>
          ) : null}
          {m.paused ? (
            <Badge size="xs" variant="light" color="yellow" data-testid="member-paused">
              {tc('course.memberPaused')}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Progress
            value={value}
            size="sm"
            radius="xl"
            color={value === 100 ? 'teal' : 'info'}
            style={{ flex: 1, maxWidth: 180 }}
            aria-hidden="true"
          />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('company.progress', { done: m.doneCount, total: m.totalCount })}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <MemberPace forecast={m.paused ? null : m.forecast} />
          <Text size="xs" c="dimmed">
            <time dateTime={m.lastActiveAt} title={exactTime(m.lastActiveAt, i18n.language)}>
              {t('company.lastActive', { when: relativeTime(m.lastActiveAt, i18n.language, now) })}
            </time>
          </Text>
        </Group>
      </div>
      {!self ? <NudgeButton goalId={goalId} member={m} name={nameOf(m.user)} /> : null}
      {!self ? (
        <Tooltip
          label={m.kudosToday ? t('company.kudosGiven') : t('company.kudosTo', { name: nameOf(m.user) })}
        >
          <ActionIcon
            variant={m.kudosToday ? 'light' : 'filled'}
            color={m.kudosToday ? 'gray' : 'orange'}
            size="lg"
            radius="xl"
            aria-label={
              m.kudosToday ? t('company.kudosGiven') : t('company.kudosTo', { name: nameOf(m.user) })
            }
            disabled={m.kudosToday}
            onClick={() =>
              kudos.mutate(
                { goalId: goalId, userId: m.user.id },
                {
                  onSuccess: () => notifySuccess(t('company.kudosSent', { name: nameOf(m.user) })),
                  onError: (error) => notifyError(t('company.failed'), error),
                },
              )
            }
          >
            {m.kudosToday ? <IconConfettiOff size={18} /> : <IconConfetti size={18} />}
          </ActionIcon>
        </Tooltip>
      ) : null}
      {owner && m.role === 'member' ? (
        <Tooltip label={t('company.removeFrom', { name: nameOf(m.user) })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('company.removeFrom', { name: nameOf(m.user) })}
            onClick={() => onRemove(m)}
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
