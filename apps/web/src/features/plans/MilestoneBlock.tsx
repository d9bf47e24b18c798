import {
  ActionIcon,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFieldsFragment, TaskFieldsFragment } from '../../gen/graphql';
import type { Milestone } from '../../shared/goals/milestones';
import { longDate } from '../../shared/lib/format';
import { isLocalTask } from '../../shared/offline/changes';
import { queueAddTask, queueMoveTask } from '../../shared/offline/queue';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { MemberBars } from './company/MemberBars';
import { scheduleTaskDelete, undoTaskDelete } from './pendingDeletes';
import { movedPosition } from './plan';
import { TaskRow } from './TaskRow';
import { usePlansT } from './texts';
import { notifyUndo } from './undo';
import { syncTaskReminder } from './useTaskActions';

type Task = TaskFieldsFragment;

export interface Handlers {
  today: string;
  onTick: (task: Task, completed: boolean) => void | Promise<void>;
  onEdit: (task: Task) => void;
}

/** A milestone of a plan: its progress, its steps (ticked, edited, moved, deleted), and a new step's field. */
export function MilestoneBlock({
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
          milestone's rows only, not every row of the plan hidden (the page's drawing time). */}
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
