import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Menu,
  Modal,
  Paper,
  Progress,
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
  IconCloudUpload,
  IconDots,
  IconPlus,
  IconRefresh,
  IconUsersGroup,
} from '@tabler/icons-react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFieldsFragment, MyPlansQuery, TaskFieldsFragment } from '../../gen/graphql';
import { myPlansQuery } from '../../shared/goals/api';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { groupMilestones, type Milestone } from '../../shared/goals/milestones';
import { longDate, percent } from '../../shared/lib/format';
import { EndorsementBadge } from '../../shared/mentoring/EndorsementBadge';
import { isLocalTask } from '../../shared/offline/changes';
import { usePendingGoals } from '../../shared/offline/pending';
import { queueAddTask, queueMoveTask } from '../../shared/offline/queue';
import { offlineT } from '../../shared/offline/texts';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { ProgressRing } from '../../shared/ui/ProgressRing';
import { useRegeneratePlan, useReplanGoal } from './api';
import { CompanyPanel, MemberBars } from './company/CompanyPanel';
import { OfferModal } from './company/OfferModal';
import { useCompanyT } from './company/texts';
import { SuggestionsPanel } from './mentor/GoalMentorParts';
import { scheduleTaskDelete, undoTaskDelete } from './pendingDeletes';
import { movedPosition, overdueCount } from './plan';
import { TaskRow } from './TaskRow';
import { usePlansT } from './texts';
import { notifyUndo } from './undo';
import { syncTaskReminder } from './useTaskActions';

type Goal = MyPlansQuery['myGoals']['items'][number];
type Task = TaskFieldsFragment;

interface Handlers {
  today: string;
  onTick: (task: Task, completed: boolean) => void | Promise<void>;
  onEdit: (task: Task) => void;
}

/**
 * One goal's plan: its progress, milestones (collapsible, progress each) and their steps. `company`: who
 * follows it (issue 10); a member of someone else's plan ticks their own steps and changes nothing else.
 */
export function PlanCard({
  goal,
  today,
  onTick,
  onEdit,
  company,
  defaultExpanded = true,
}: {
  goal: Goal;
  company?: CompanyFieldsFragment | undefined;
  /** Beyond the first plan, only the summary shows until opened (the page stays short). */
  defaultExpanded?: boolean;
} & Handlers) {
  const t = usePlansT();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const tc = useCompanyT();
  const member = company?.myRole === 'member';
  // A goal created offline shows the plan made on this device, read-only until the server has it (queue.ts).
  const locked = member || isLocalTask(goal.id);
  // Created or changed offline and not yet sent (shared/offline/pending.ts).
  const pendingGoal = usePendingGoals().has(goal.id);
  const [offering, setOffering] = useState(false);
  const progressOf = new Map(company?.tasks.map((x) => [x.id, x.memberProgress]) ?? []);
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
            <EndorsementBadge endorsement={goal.endorsement} />
            {pendingGoal ? (
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
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Title>
          {member && company?.owner ? (
            <Text size="sm" c="dimmed">
              <Badge size="sm" variant="light" color="grape" mr={6}>
                {tc('company.joinedBadge')}
              </Badge>
              {tc('company.byOwner', { name: company.owner.name || company.owner.username })}
            </Text>
          ) : null}
          {goal.deadline ? (
            <Text size="sm" c="dimmed">
              {t('goals.due', { date: longDate(goal.deadline, i18n.language) })}
            </Text>
          ) : null}
        </Stack>
        {!locked ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={tc('company.menu', { title: goal.title })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => setOffering(true)}>
                {company?.offer?.open ? tc('company.editOffer') : tc('company.openToCompany')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
        <ProgressRing
          value={value}
          color={value === 100 ? 'teal' : 'info'}
          label={
            <Text ta="center" size="xs" fw={700} data-testid="plan-progress">
              {value}%
            </Text>
          }
          aria-label={t('goals.progressLabel', { title: goal.title })}
        />
      </Group>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text size="xs" c="dimmed">
          {t('goals.steps', { count: goal.totalCount, done: goal.doneCount })}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          aria-expanded={expanded}
          aria-controls={`plan-body-${goal.id}`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('plans.hidePlan') : t('plans.showPlan')}
        </Button>
      </Group>
      <Collapse expanded={expanded} id={`plan-body-${goal.id}`}>
        {!locked ? <SuggestionsPanel goal={goal} tasks={goal.tasks} /> : null}
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
              readOnly={locked}
              company={company}
              memberProgress={progressOf.get(m.task.id) ?? []}
            />
          ))}
        </Stack>
      </Collapse>
      {company && (company.offer || company.members.length > 1) ? (
        <CompanyPanel goal={goal} company={company} onEditOffer={() => setOffering(true)} />
      ) : null}
      {!locked ? (
        <OfferModal
          goal={goal}
          offer={company?.offer ?? null}
          opened={offering}
          onClose={() => setOffering(false)}
        />
      ) : null}
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
      {behind > 0 && !locked ? (
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
      {goal.doneCount === 0 && goal.totalCount > 0 && !locked ? (
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed">
            {t('plans.regenerateHint')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={regenerate.isPending}
            onClick={() => setConfirmRegenerate(true)}
          >
            {t('plans.regenerate')}
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={confirmRegenerate}
        onClose={() => setConfirmRegenerate(false)}
        title={t('plans.regenerateTitle')}
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('plans.regenerateReplaced')}</Text>
          <Text size="sm" c="dimmed">
            {t('plans.regenerateKept')}
          </Text>
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={() => setConfirmRegenerate(false)} data-autofocus>
              {t('plans.regenerateCancel')}
            </Button>
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(goal.id, {
                  onSuccess: () => {
                    setConfirmRegenerate(false);
                    for (const task of goal.tasks) syncTaskReminder(task, null);
                    notifySuccess(t('plans.regenerated'));
                  },
                  onError: (error) => {
                    setConfirmRegenerate(false);
                    notifyError(t('goals.actionFailed'), error);
                  },
                })
              }
            >
              {t('plans.regenerateDo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
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
  readOnly = false,
  company,
  memberProgress = [],
}: {
  goalId: string;
  milestone: Milestone<Task>;
  defaultOpen: boolean;
  previous: Task | null;
  siblings: Task[];
  readOnly?: boolean;
  company?: CompanyFieldsFragment | undefined;
  memberProgress?: Array<{ userId: string; done: number; total: number }>;
} & Handlers) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [adding, setAdding] = useState('');
  const [addBusy, setAddBusy] = useState(false);
  const { task } = milestone;
  const value = Math.round(milestone.progress * 100);
  const stepsId = `steps-${task.id}`;

  // Moves, deletes and new steps go through the offline queue: shown at once, sent now or on reconnect.
  const moveTask = (item: Task, list: Task[], delta: -1 | 1) => {
    const position = movedPosition(list, item.id, delta);
    if (position === null || isLocalTask(item.id)) return null;
    const live = onlineManager.isOnline();
    return () =>
      void queueMoveTask(item, { parentId: item.parentId, position }).catch((error: unknown) => {
        if (live) notifyError(t('goals.actionFailed'), error);
      });
  };
  // Hidden at once, deleted on the server only once the undo window has passed (pendingDeletes.ts).
  const deleteTask = (item: Task) => {
    const scheduled = scheduleTaskDelete(item, (error) => notifyError(t('goals.actionFailed'), error));
    if (!scheduled) return;
    syncTaskReminder(item, null);
    notifyUndo({
      id: `task-deleted-${item.id}`,
      text: t('plans.taskDeletedNamed', { label: item.label }),
      undo: t('plans.undo'),
      onUndo: () => {
        if (undoTaskDelete(item.id)) {
          syncTaskReminder(null, item);
          notifySuccess(t('plans.taskRestored'));
        }
      },
    });
  };
  const addStep = (label: string) => {
    if (!onlineManager.isOnline()) {
      // Offline: the step shows at once in the plan, pending; a refusal on reconnect is told by the queue.
      void queueAddTask({ goalId, parentId: task.id, label }).catch(() => undefined);
      setAdding('');
      return;
    }
    setAddBusy(true);
    queueAddTask({ goalId, parentId: task.id, label })
      .then((added) => {
        if (added) syncTaskReminder(null, added);
        setAdding('');
      })
      .catch((error: unknown) => notifyError(t('goals.actionFailed'), error))
      .finally(() => setAddBusy(false));
  };

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
            {company ? <MemberBars progress={memberProgress} members={company.members} /> : null}
          </div>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap" display={readOnly ? 'none' : undefined}>
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
      {/* A closed milestone's steps are not drawn (keepMounted off): a plan's first screen draws the open
          milestone's rows only, not every row of the plan hidden (issue 12: the page's drawing time). */}
      <Collapse expanded={open} id={stepsId} keepMounted={false}>
        <Stack gap={0} pl={{ base: 4, sm: 30 }} pt={4}>
          {milestone.steps.length === 0 ? (
            <TaskRow
              task={task}
              today={today}
              onTick={(c) => onTick(task, c)}
              locked={isLocalTask(task.id)}
              actions={
                readOnly ? undefined : { onEdit: () => onEdit(task), onDelete: () => deleteTask(task) }
              }
            />
          ) : (
            milestone.steps.map((step) => (
              <TaskRow
                key={step.id}
                task={step}
                today={today}
                onTick={(c) => onTick(step, c)}
                // A step added offline waits for the server's id before it can be ticked, edited or moved.
                locked={isLocalTask(step.id)}
                actions={
                  readOnly || isLocalTask(step.id)
                    ? undefined
                    : {
                        onUp: moveTask(step, milestone.steps, -1),
                        onDown: moveTask(step, milestone.steps, 1),
                        onEdit: () => onEdit(step),
                        onDelete: () => deleteTask(step),
                      }
                }
              />
            ))
          )}
          <form
            hidden={readOnly}
            onSubmit={(e) => {
              e.preventDefault();
              const label = adding.trim();
              if (!label || addBusy) return;
              addStep(label);
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
                loading={addBusy}
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
