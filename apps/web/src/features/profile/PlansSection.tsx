import { Anchor, Badge, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { ACHIEVED_GOAL_STATUS, goalStatusHas } from '@stepwise/domain/goal-status';
import { IconLock, IconRoute } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PaceBadge, PauseNote } from '../../shared/course/CourseLine';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { longDate, percent } from '../../shared/lib/format';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { ReportButton } from '../../shared/report/ReportButton';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { useUserGoals } from './api';
import { useProfilePlansT } from './texts';

/** The profile's Plans section: the goals this viewer may see (`userGoals`), with progress. */
export function PlansSection({ username, own }: { username: string; own: boolean }) {
  const t = useProfilePlansT();
  const { i18n } = useTranslation();
  const goals = useUserGoals(username);
  const { hash } = useLocation();
  const loaded = goals.isSuccess;
  useEffect(() => {
    // A news link `/{username}#goal-…` points at one goal: bring it into view once the list is there.
    if (!loaded || !hash.startsWith('#goal-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);
  if (goals.isPending)
    return (
      <NotSavedHere query={goals}>
        <Skeleton h={90} radius="md" aria-busy="true" />
      </NotSavedHere>
    );
  if (goals.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('profilePlans.loadFailed')}
      </Text>
    );
  const items = goals.data.userGoals.items.filter((g) => goalStatusHas(g.status, 'onProfile'));
  if (items.length === 0)
    return (
      <EmptyPanel
        size="sm"
        icon={<IconRoute size={24} />}
        title={t('profilePlans.empty')}
        description={own ? t('profilePlans.emptyOwn') : t('profilePlans.emptyGuest')}
        action={
          own ? (
            <Button component={Link} to={paths.goals} size="xs" variant="light">
              {t('profilePlans.setGoal')}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <Stack gap="sm">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {items.map((goal) => (
          <li
            key={goal.id}
            id={`goal-${goal.id}`}
            data-testid="profile-goal"
            className={hash === `#goal-${goal.id}` ? 'goal-target' : undefined}
          >
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {goal.title}
              </Text>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {/* The owner sees every goal here; one that others do not all see says who does. */}
                {own && goal.visibility !== 'public' ? (
                  <Badge
                    size="xs"
                    variant="light"
                    color="gray"
                    leftSection={<IconLock size={10} aria-hidden="true" />}
                    data-testid="profile-goal-visibility"
                  >
                    {goal.visibility === 'private' ? t('profilePlans.onlyMe') : t('profilePlans.subscribers')}
                  </Badge>
                ) : null}
                <CategoryBadge category={goal.category} size="xs" />
                <ReportButton targetType="goal" targetId={goal.id} own={own} />
              </Group>
            </Group>
            <Group gap={8} wrap="nowrap" mt={4}>
              <Progress
                value={percent(goal.progress)}
                size="sm"
                radius="xl"
                color={goal.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'info'}
                style={{ flex: 1 }}
                aria-label={t('goals.progressLabel', { title: goal.title })}
              />
              <Text size="xs" fw={600} w={36} ta="right">
                {percent(goal.progress)}%
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              {goal.status === ACHIEVED_GOAL_STATUS
                ? t('goals.status.completed')
                : goal.deadline
                  ? t('goals.due', { date: longDate(goal.deadline, i18n.language) })
                  : t('goals.noDeadline')}
            </Text>
            {goal.pause ? (
              <PauseNote pause={goal.pause} />
            ) : goal.status !== ACHIEVED_GOAL_STATUS ? (
              <PaceBadge pace={goal.pace} />
            ) : null}
          </li>
        ))}
      </ul>
      {own ? (
        <Anchor component={Link} to={paths.goals} size="sm">
          {t('profilePlans.allGoals')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
