import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  RingProgress,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconCalendarRepeat,
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPlansQuery, TaskFieldsFragment } from '../../gen/graphql';
import { myPlansQuery } from '../../shared/goals/api';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { groupMilestones, type Milestone } from '../../shared/goals/milestones';
import { longDate, percent } from '../../shared/lib/format';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useAddTask, useDeleteTask, useMoveTask, useRegeneratePlan, useReplanGoal } from './api';
import { usePlansT } from './i18n';
import { movedPosition, overdueCount } from './plan';
import { TaskRow } from './TaskRow';
import { syncTaskReminder } from './useTaskActions';

type Goal = MyPlansQuery['myGoals']['items'][number];
type Task = TaskFieldsFragment;

interface Handlers {
  today: string;
  onTick: (task: Task, completed: boolean) => void;
  onEdit: (task: Task) => void;
}

/** One goal's plan: its progress, milestones (collapsible, progress each) and their steps. */
export function PlanCard({ goal, today, onTick, onEdit }: { goal: Goal } & Handlers) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const milestones = groupMilestones(goal.tasks);
  const behind = overdueCount(goal.tasks, today);
  const regenerate = useRegeneratePlan();
  const replan = useReplanGoal();
  const client = useQueryClient();
  const [proposal, setProposal] = useState<string | null>(null);
  const replanNow = (acceptDeadline?: string) =>
    replan.mutate(acceptDeadline ? { goalId: goal.id, acceptDeadline } : { goalId: goal.id }, {
      onSuccess: async ({ replanGoal }) => {
        const proposed = replanGoal.deadlineHolds ? null : (replanGoal.proposedDeadline ?? null);
        setProposal(proposed);
        notifySuccess(
          [
            t('plans.replanned', { count: replanGoal.moved }),
            replanGoal.dropped > 0 ? t('plans.replanDropped', { count: replanGoal.dropped }) : '',
            acceptDeadline
              ? t('plans.replanAccepted', { date: longDate(acceptDeadline, i18n.language) })
              : '',
          ]
            .filter(Boolean)
            .join('. '),
        );
        // Moved steps get their reminders moved too.
        const fresh = await client.fetchQuery({ ...myPlansQuery, staleTime: 0 }).catch(() => null);
        const now = fresh?.myGoals.items.find((g) => g.id === goal.id)?.tasks ?? [];
        for (const before of goal.tasks) {
          const after = now.find((x) => x.id === before.id);
          if (after && (after.date !== before.date || after.time !== before.time))
            syncTaskReminder(before, after);
        }
      },
      onError: (error) => notifyError(t('goals.actionFailed'), error),
    });
  const value = percent(goal.progress);
  const headingId = `plan-${goal.id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      id={`goal-${goal.id}`}
      aria-labelledby={headingId}
      data-testid="plan-card"
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <CategoryBadge category={goal.category} />
            {behind > 0 ? (
              <Badge variant="light" color="red" leftSection={<IconAlertTriangle size={12} />}>
                {t('plans.behind', { count: behind })}
              </Badge>
            ) : null}
          </Group>
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Title>
          {goal.deadline ? (
            <Text size="sm" c="dimmed">
              {t('goals.due', { date: longDate(goal.deadline, i18n.language) })}
            </Text>
          ) : null}
        </Stack>
        <RingProgress
          size={64}
          thickness={6}
          roundCaps
          sections={value > 0 ? [{ value, color: value === 100 ? 'teal' : 'info' }] : []}
          label={
            <Text ta="center" size="xs" fw={700} data-testid="plan-progress">
              {value}%
            </Text>
          }
          aria-label={t('goals.progressLabel', { title: goal.title })}
        />
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {t('goals.steps', { count: goal.totalCount, done: goal.doneCount })}
      </Text>
      <Stack gap="xs">
        {milestones.map((m, index) => (
          <MilestoneBlock
            key={m.task.id}
            goalId={goal.id}
            milestone={m}
            today={today}
            onTick={onTick}
            onEdit={onEdit}
            defaultOpen={m.done < m.total && milestones.findIndex((x) => x.done < x.total) === index}
            previous={milestones[index - 1]?.task ?? null}
            siblings={milestones.map((x) => x.task)}
          />
        ))}
      </Stack>
      {proposal ? (
        <Alert mt="md" color="orange" variant="light" icon={<IconCalendarRepeat size={18} />}>
          <Text size="sm">
            {t('plans.replanProposal', {
              deadline: goal.deadline ? longDate(goal.deadline, i18n.language) : '',
              date: longDate(proposal, i18n.language),
            })}
          </Text>
          <Group mt="xs" gap="xs">
            <Button size="xs" loading={replan.isPending} onClick={() => replanNow(proposal)}>
              {t('plans.replanAccept')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setProposal(null)}>
              {t('plans.replanKeep')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {behind > 0 ? (
        <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
          <Text size="xs" c="red">
            {t('plans.replanHint')}
          </Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconCalendarRepeat size={16} />}
            loading={replan.isPending}
            onClick={() => replanNow()}
            style={{ flexShrink: 0 }}
          >
            {t('plans.replan')}
          </Button>
        </Group>
      ) : null}
      {goal.doneCount === 0 && goal.totalCount > 0 ? (
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed">
            {t('plans.regenerateHint')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={regenerate.isPending}
            onClick={() => {
              if (!window.confirm(t('plans.regenerateConfirm'))) return;
              regenerate.mutate(goal.id, {
                onSuccess: () => {
                  for (const task of goal.tasks) syncTaskReminder(task, null);
                  notifySuccess(t('plans.regenerated'));
                },
                onError: (error) => notifyError(t('goals.actionFailed'), error),
              });
            }}
          >
            {t('plans.regenerate')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

function MilestoneBlock({
  goalId,
  milestone,
  today,
  onTick,
  onEdit,
  defaultOpen,
  siblings,
}: {
  goalId: string;
  milestone: Milestone<Task>;
  defaultOpen: boolean;
  previous: Task | null;
  siblings: Task[];
} & Handlers) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [adding, setAdding] = useState('');
  const add = useAddTask();
  const move = useMoveTask();
  const remove = useDeleteTask();
  const { task } = milestone;
  const value = Math.round(milestone.progress * 100);
  const stepsId = `steps-${task.id}`;

  const moveTask = (item: Task, list: Task[], delta: -1 | 1) => {
    const position = movedPosition(list, item.id, delta);
    if (position === null) return null;
    return () =>
      move.mutate(
        { id: item.id, parentId: item.parentId, position },
        { onError: (error) => notifyError(t('goals.actionFailed'), error) },
      );
  };
  const deleteTask = (item: Task) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        syncTaskReminder(item, null);
        notifySuccess(t('plans.taskDeleted'));
      },
      onError: (error) => notifyError(t('goals.actionFailed'), error),
    });

  return (
    <Paper withBorder radius="md" p="xs" bg={open ? undefined : 'var(--mantine-color-default-hover)'}>
      <Group gap="xs" wrap="nowrap">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={stepsId}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: 4,
            borderRadius: 6,
          }}
        >
          {open ? (
            <IconChevronDown size={18} aria-hidden="true" />
          ) : (
            <IconChevronRight size={18} aria-hidden="true" />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text
              size="sm"
              fw={600}
              td={task.completed ? 'line-through' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {task.label}
            </Text>
            <Group gap="xs" wrap="nowrap" mt={4}>
              <Progress
                value={value}
                size="sm"
                radius="xl"
                color={value === 100 ? 'teal' : 'info'}
                style={{ flex: 1, maxWidth: 220 }}
                aria-hidden="true"
              />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('plans.milestoneProgress', { done: milestone.done, total: milestone.total })}
                {milestone.end ? ` · ${longDate(milestone.end, i18n.language)}` : ''}
              </Text>
            </Group>
          </div>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('plans.moveUp', { label: task.label })}
            disabled={movedPosition(siblings, task.id, -1) === null}
            onClick={moveTask(task, siblings, -1) ?? undefined}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('plans.moveDown', { label: task.label })}
            disabled={movedPosition(siblings, task.id, 1) === null}
            onClick={moveTask(task, siblings, 1) ?? undefined}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={open} id={stepsId}>
        <Stack gap={0} pl={{ base: 4, sm: 30 }} pt={4}>
          {milestone.steps.length === 0 ? (
            <TaskRow
              task={task}
              today={today}
              onTick={(c) => onTick(task, c)}
              actions={{ onEdit: () => onEdit(task), onDelete: () => deleteTask(task) }}
            />
          ) : (
            milestone.steps.map((step) => (
              <TaskRow
                key={step.id}
                task={step}
                today={today}
                onTick={(c) => onTick(step, c)}
                actions={{
                  onUp: moveTask(step, milestone.steps, -1),
                  onDown: moveTask(step, milestone.steps, 1),
                  onEdit: () => onEdit(step),
                  onDelete: () => deleteTask(step),
                }}
              />
            ))
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const label = adding.trim();
              if (!label) return;
              add.mutate(
                { goalId, parentId: task.id, label, date: null, time: null },
                {
                  onSuccess: ({ addTask }) => {
                    syncTaskReminder(null, addTask);
                    setAdding('');
                  },
                  onError: (error) => notifyError(t('goals.actionFailed'), error),
                },
              );
            }}
          >
            <Group gap="xs" wrap="nowrap" mt={6}>
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                placeholder={t('plans.newStepPlaceholder')}
                aria-label={t('plans.addStepTo', { label: task.label })}
                value={adding}
                maxLength={200}
                onChange={(e) => setAdding(e.currentTarget.value)}
              />
              <Button
                type="submit"
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                loading={add.isPending}
                disabled={adding.trim() === ''}
              >
                {t('plans.add')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Collapse>
    </Paper>
  );
}
