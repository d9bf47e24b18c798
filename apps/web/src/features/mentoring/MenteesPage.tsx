import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { ACHIEVED_GOAL_STATUS, INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { IconAlertTriangle, IconChevronRight, IconLock, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MenteesQuery } from '../../gen/graphql';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { percent } from '../../shared/lib/format';
import { exactTime, relativeTime } from '../../shared/lib/relativeTime';
import { useNow } from '../../shared/lib/useNow';
import { myMentorProfileQuery } from '../../shared/mentoring/api';
import { EndorsementBadge } from '../../shared/mentoring/EndorsementBadge';
import { useMentoringT } from '../../shared/mentoring/texts';
import { paths } from '../../shared/paths';
import { PersonAvatar } from '../../shared/people/PersonRow';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageTitle } from '../../shared/ui/PageTitle';
import { menteesQuery } from './api';
import { DigestButton, DigestModal } from './digest/DigestModal';
import { MenteePlanModal } from './MenteePlan';
import { useMenteesLive } from './useMenteesLive';

type Mentee = MenteesQuery['mentees'][number];

/** The browser's calendar day (the overdue colouring of dates; the counts come from the server). */
const localToday = () => new Date().toLocaleDateString('sv-SE');

/** /mentees: a mentor's mentees, those needing attention first, each goal with its progress. */
export function MenteesPage() {
  const t = useMentoringT();
  const profile = useQuery(myMentorProfileQuery());
  const mentor = profile.data?.active === true;
  const mentees = useQuery({ ...menteesQuery(), enabled: mentor });
  useMenteesLive(mentor);
  const [open, setOpen] = useState<{ goalId: string; name: string } | null>(null);
  // A bell item or a digest letter opens a mentee's plan (?goal=) or a digest (?digest=) on this page.
  const [params, setParams] = useSearchParams();
  const linkedGoal = params.get('goal');
  const linkedDigest = params.get('digest');
  const [digestOpen, setDigestOpen] = useState(false);
  const linkedName = linkedGoal
    ? mentees.data?.find((m) => m.goals.some((g) => g.goal.id === linkedGoal))?.person
    : undefined;
  const shown =
    open ??
    (linkedGoal ? { goalId: linkedGoal, name: linkedName?.name || linkedName?.username || '' } : null);
  const clearLink = (name: 'goal' | 'digest') => {
    if (!params.has(name)) return;
    const next = new URLSearchParams(params);
    next.delete(name);
    setParams(next, { replace: true });
  };

  let body: React.ReactNode;
  if (profile.isPending || (mentor && mentees.isPending)) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </Stack>
    );
  } else if (profile.isError || mentees.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('mentoring.loadFailed')}>
        <Button
          size="xs"
          variant="light"
          mt="xs"
          onClick={() => void (profile.isError ? profile : mentees).refetch()}
        >
          {t('mentoring.retry')}
        </Button>
      </Alert>
    );
  } else if (!mentor) {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <EmptyPanel
          icon={<IconUsers size={32} />}
          title={t('mentoring.notMentorTitle')}
          description={t('mentoring.notMentorText')}
          action={
            <Button component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
              {t('mentoring.openSettings')}
            </Button>
          }
        />
      </Paper>
    );
  } else if (!mentees.data || mentees.data.length === 0) {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <EmptyPanel
          icon={<IconUsers size={32} />}
          title={t('mentoring.menteesEmpty')}
          description={t('mentoring.menteesEmptyText')}
        />
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {mentees.data.map((m) => (
          <MenteeCard
            key={m.person.id}
            mentee={m}
            onOpen={(goalId) => setOpen({ goalId, name: m.person.name || m.person.username })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageTitle
        title={t('mentoring.menteesTitle')}
        subtitle={t('mentoring.menteesSubtitle')}
        actions={mentor ? <DigestButton onClick={() => setDigestOpen(true)} /> : undefined}
      />
      {body}
      <MenteePlanModal
        goalId={shown?.goalId ?? null}
        menteeName={shown?.name ?? ''}
        today={localToday()}
        onClose={() => {
          setOpen(null);
          clearLink('goal');
        }}
      />
      <DigestModal
        opened={mentor && (digestOpen || linkedDigest !== null)}
        digestId={digestOpen ? null : linkedDigest}
        onClose={() => {
          setDigestOpen(false);
          clearLink('digest');
        }}
      />
    </>
  );
}

function MenteeCard({ mentee, onOpen }: { mentee: Mentee; onOpen: (goalId: string) => void }) {
  const t = useMentoringT();
  const { i18n } = useTranslation();
  const now = useNow();
  const p = mentee.person;
  const headingId = `mentee-${p.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="li"
      aria-labelledby={headingId}
      data-testid="mentee"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="sm" align="flex-start">
        <Group wrap="nowrap" gap="sm" miw={0}>
          <PersonAvatar person={p} size={44} />
          <Stack gap={0} miw={0}>
            <Anchor
              component={Link}
              to={paths.userProfile(p.username)}
              fw={700}
              c="inherit"
              id={headingId}
              truncate
            >
              {p.name || p.username}
            </Anchor>
            <Text fz="xs" c="dimmed">
              {mentee.lastActiveAt ? (
                <time dateTime={mentee.lastActiveAt} title={exactTime(mentee.lastActiveAt, i18n.language)}>
                  {t('mentoring.lastActive', { when: relativeTime(mentee.lastActiveAt, i18n.language, now) })}
                </time>
              ) : (
                t('mentoring.neverActive')
              )}
            </Text>
          </Stack>
        </Group>
        {mentee.overdueCount > 0 ? (
          <Badge
            color="red"
            variant="light"
            leftSection={<IconAlertTriangle size={12} />}
            style={{ flexShrink: 0 }}
          >
            {t('mentoring.overdue', { count: mentee.overdueCount })}
          </Badge>
        ) : (
          <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
            {t('mentoring.onTrack')}
          </Badge>
        )}
      </Group>
      {mentee.goals.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('mentoring.noGoals')}
        </Text>
      ) : (
        <Stack gap={6}>
          {mentee.goals.map(({ goal, overdueCount }) => (
            <UnstyledButton
              key={goal.id}
              onClick={() => onOpen(goal.id)}
              className="mentee-goal"
              data-testid="mentee-goal"
              style={{
                display: 'block',
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-default-border)',
                padding: '8px 12px',
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <Group gap={6}>
                    <CategoryBadge category={goal.category} size="xs" />
                    {goal.visibility === 'private' ? (
                      <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />}>
                        {t('mentoring.private')}
                      </Badge>
                    ) : null}
                    {goal.status !== INITIAL_GOAL_STATUS ? (
                      <Badge
                        size="xs"
                        variant="outline"
                        color={goal.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'gray'}
                      >
                        {t(`mentoring.status.${goal.status}`)}
                      </Badge>
                    ) : null}
                    {overdueCount > 0 ? (
                      <Badge size="xs" variant="light" color="red">
                        {t('mentoring.overdue', { count: overdueCount })}
                      </Badge>
                    ) : null}
                    <EndorsementBadge endorsement={goal.endorsement} />
                  </Group>
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {goal.title}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={percent(goal.progress)}
                      size="sm"
                      color={goal.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'info'}
                      style={{ flex: 1 }}
                      aria-label={goal.title}
                    />
                    <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {percent(goal.progress)}%
                    </Text>
                  </Group>
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
