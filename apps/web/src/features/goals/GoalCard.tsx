import { ActionIcon, Badge, Button, Group, Menu, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  ACHIEVED_GOAL_STATUS,
  type GoalStatus,
  goalStatusHas,
  INITIAL_GOAL_STATUS,
} from '@stepwise/domain/goal-status';
import {
  IconCalendarEvent,
  IconCheck,
  IconCloudUpload,
  IconDots,
  IconEye,
  IconFlag,
  IconPencil,
  IconPlayerPlay,
  IconRoute,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalFieldsFragment } from '../../gen/graphql';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { longDate, percent } from '../../shared/lib/format';
import { EndorsementBadge } from '../../shared/mentoring/EndorsementBadge';
import { isLocalTask } from '../../shared/offline/changes';
import { usePendingGoals } from '../../shared/offline/pending';
import { offlineT } from '../../shared/offline/texts';
import { paths } from '../../shared/paths';
import { useGoalsT } from './texts';

const STATUS_COLOR: Record<GoalStatus, string> = {
  active: 'info',
  paused: 'yellow',
  completed: 'teal',
  abandoned: 'gray',
};

/** Category, status and visibility badges, the deadline, and the progress bar of a goal. */
function GoalSummary({ goal }: { goal: GoalFieldsFragment }) {
  const t = useGoalsT();
  const { i18n } = useTranslation();
  const value = percent(goal.progress);
  // A status change made offline that waits to be sent (shared/offline/pending.ts).
  const pending = usePendingGoals().has(goal.id);
  return (
    <Stack gap={8}>
      <Group gap={6}>
        <CategoryBadge category={goal.category} />
        {goal.status !== INITIAL_GOAL_STATUS ? (
          <Badge variant="outline" color={STATUS_COLOR[goal.status] ?? 'gray'}>
            {t(`goals.status.${goal.status}` as never)}
          </Badge>
        ) : null}
        <EndorsementBadge endorsement={goal.endorsement} />
        {pending ? (
          <Badge
            variant="light"
            color="yellow"
            leftSection={<IconCloudUpload size={12} aria-hidden />}
            style={{ textTransform: 'none' }}
            data-testid="goal-pending"
          >
            {offlineT('pending')}
          </Badge>
        ) : null}
      </Group>
      <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {goal.title}
      </Title>
      <Group gap="md" c="dimmed" fz="sm">
        <Group gap={4} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {goal.deadline
              ? t('goals.due', { date: longDate(goal.deadline, i18n.language) })
              : t('goals.noDeadline')}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconEye size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t(`goals.visibilityValue.${goal.visibility}` as never)}
          </Text>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={value}
          color={goal.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'info'}
          size="lg"
          radius="xl"
          style={{ flex: 1 }}
          aria-label={t('goals.progressLabel', { title: goal.title })}
        />
        <Text size="sm" fw={600} w={42} ta="right">
          {value}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('goals.steps', { count: goal.totalCount, done: goal.doneCount })}
      </Text>
    </Stack>
  );
}

export interface GoalActions {
  onEdit: () => void;
  onStatus: (status: GoalStatus) => void;
  onDelete: () => void;
}

export function GoalCard({ goal, actions }: { goal: GoalFieldsFragment; actions: GoalActions }) {
  const t = useGoalsT();
  return (
    <Paper component="article" withBorder radius="lg" p="md" data-testid="goal-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ flex: 1, minWidth: 0 }}>
          <GoalSummary goal={goal} />
        </div>
        {/* A goal created offline changes nothing until the server has it (shared/offline/queue.ts). */}
        <Menu position="bottom-end" withinPortal disabled={isLocalTask(goal.id)}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={isLocalTask(goal.id)}
              aria-label={t('goals.actions', { title: goal.title })}
            >
              <IconDots size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={actions.onEdit}>
              {t('goals.edit')}
            </Menu.Item>
            {goal.status === INITIAL_GOAL_STATUS ? (
              <>
                <Menu.Item
                  leftSection={<IconCheck size={16} />}
                  onClick={() => actions.onStatus(ACHIEVED_GOAL_STATUS)}
                >
                  {t('goals.complete')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => actions.onStatus('abandoned')}>
                  {t('goals.abandon')}
                </Menu.Item>
              </>
            ) : goalStatusHas(goal.status, 'paused') ? null : (
              // A paused goal is resumed on its plan (its steps move with it), not by a status change.
              <Menu.Item
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => actions.onStatus(INITIAL_GOAL_STATUS)}
              >
                {t('goals.reactivate')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={actions.onDelete}>
              {t('goals.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {goal.status === INITIAL_GOAL_STATUS || goalStatusHas(goal.status, 'paused') ? (
        <Group justify="flex-end" mt="sm">
          <Button
            component={Link}
            to={`${paths.plans}#goal-${goal.id}`}
            variant="light"
            size="xs"
            leftSection={<IconRoute size={16} />}
          >
            {t('goals.openPlan')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
