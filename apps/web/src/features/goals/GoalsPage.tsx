import { Alert, Button, Chip, Group, Modal, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OpenStepsChoice } from '@stepwise/domain/completion';
import {
  ACHIEVED_GOAL_STATUS,
  GOAL_STATUSES,
  type GoalStatus,
  INITIAL_GOAL_STATUS,
} from '@stepwise/domain/goal-status';
import { IconAlertCircle, IconPlus, IconTarget } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GoalFieldsFragment } from '../../gen/graphql';
import { useAgenda } from '../../shared/goals/api';
import type { GoalStatusValue } from '../../shared/offline/changes';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { queueGoalStatus } from '../../shared/offline/queue';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { closeButtonProps, notifyError, notifySuccess } from '../../shared/ui/notify';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useDeleteGoal, useMyGoals, useRestoreGoal } from './api';
import { CreateGoalForm } from './CreateGoalForm';
import { CompleteGoalDialog } from './complete/CompleteGoalDialog';
import { EditGoalForm } from './EditGoalForm';
import { GoalCard } from './GoalCard';
import { useGoalsT } from './texts';

type Filter = GoalStatus | 'all';

/** Each status's filter label (a new status needs one: the type says so). */
const FILTER_LABEL = {
  active: 'goals.filterActive',
  paused: 'goals.filterPaused',
  completed: 'goals.filterCompleted',
  abandoned: 'goals.filterAbandoned',
} as const satisfies Record<GoalStatus, string>;

/** `/goals`: the person's goals with progress; create, edit, complete, abandon, delete with undo. */
export function GoalsPage() {
  return (
    <PageShell>
      <Goals />
    </PageShell>
  );
}

function Goals() {
  const t = useGoalsT();
  const [filter, setFilter] = useState<Filter>(INITIAL_GOAL_STATUS);
  // `/goals?new=1` opens the creation form: "New goal" on Plans and Roadmap links here
  // (docs/decisions/022-web-layers-and-guards.md).
  const [params, setParams] = useSearchParams();
  const creating = params.get('new') === '1';
  const setCreating = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: !open },
    );
  const [editing, setEditing] = useState<GoalFieldsFragment | null>(null);
  const [completing, setCompleting] = useState<{ goal: GoalFieldsFragment; open: number } | null>(null);
  const goals = useMyGoals(filter === 'all' ? null : filter);
  const agenda = useAgenda();
  const today = agenda.data?.agenda.today ?? dayjs().format('YYYY-MM-DD');
  const remove = useDeleteGoal();
  const restore = useRestoreGoal();

  const deleteGoal = (goal: GoalFieldsFragment) => {
    remove.mutate(goal.id, {
      onError: (error) => notifyError(t('goals.actionFailed'), error),
      onSuccess: () => {
        const id = `goal-deleted-${goal.id}`;
        notifications.show({
          id,
          autoClose: 8000,
          closeButtonProps: closeButtonProps(),
          message: (
            <UndoMessage
              text={t('goals.deleted', { title: goal.title })}
              undo={t('goals.undo')}
              onUndo={() => {
                notifications.hide(id);
                restore.mutate(goal.id, {
                  onSuccess: () => notifySuccess(t('goals.restored')),
                  onError: (error) => notifyError(t('goals.actionFailed'), error),
                });
              }}
            />
          ),
        });
      },
    });
  };

  /**
   * Completing, abandoning or reactivating goes through the offline queue: shown at once, sent now or on
   * reconnect (a change made offline that cannot be applied then is told by the queue). An "Undo" puts the
   * previous status back for a few seconds: after the server's answer online, at once offline.
   */
  const changeStatus = (
    goal: GoalFieldsFragment,
    status: GoalStatusValue,
    undoing = false,
    openSteps?: OpenStepsChoice,
  ) => {
    // Marking complete with open steps asks first what happens to them (CompleteGoalDialog).
    const open = goal.totalCount - goal.doneCount;
    if (status === ACHIEVED_GOAL_STATUS && !undoing && !openSteps && open > 0) {
      setCompleting({ goal, open });
      return;
    }
    const previous = goal.status as GoalStatusValue;
    const live = onlineManager.isOnline();
    const offerUndo = () => {
      if (undoing) {
        notifySuccess(t('goals.statusRestored'));
        return;
      }
      const id = `goal-status-${goal.id}`;
      const text =
        status === ACHIEVED_GOAL_STATUS
          ? t('goals.markedCompleted', { title: goal.title })
          : status === 'abandoned'
            ? t('goals.markedAbandoned', { title: goal.title })
            : t('goals.markedActive', { title: goal.title });
      notifications.show({
        id,
        autoClose: 6000,
        closeButtonProps: closeButtonProps(),
        message: (
          <UndoMessage
            text={text}
            undo={t('goals.undo')}
            onUndo={() => {
              notifications.hide(id);
              changeStatus({ ...goal, status }, previous, true);
            }}
          />
        ),
      });
    };
    const sent = queueGoalStatus(goal, status, undefined, openSteps);
    if (!live) {
      offerUndo();
      void sent.catch(() => undefined);
      return;
    }
    sent.then(offerUndo, (error: unknown) => notifyError(t('goals.actionFailed'), error));
  };

  const items = goals.data?.myGoals.items ?? [];
  const filters: { value: Filter; label: string }[] = [
    ...GOAL_STATUSES.map((status) => ({ value: status, label: t(FILTER_LABEL[status]) })),
    { value: 'all', label: t('goals.filterAll') },
  ];

  return (
    <>
      <CompleteGoalDialog
        goal={completing ? { title: completing.goal.title, open: completing.open } : null}
        onClose={() => setCompleting(null)}
        onChoose={(choice) => {
          if (completing) changeStatus(completing.goal, ACHIEVED_GOAL_STATUS, false, choice);
          setCompleting(null);
        }}
      />
      <PageTitle
        title={t('goals.title')}
        subtitle={t('goals.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t('goals.newGoal')}
          </Button>
        }
      />
      <Stack gap="md">
        <Chip.Group value={filter} onChange={(v) => setFilter(v as Filter)}>
          <Group gap="xs" role="radiogroup" aria-label={t('goals.filterLabel')}>
            {filters.map((f) => (
              <Chip key={f.value} value={f.value} variant="light">
                {f.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {goals.isPending ? (
          <NotSavedHere query={goals}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
              <Skeleton h={170} radius="lg" />
              <Skeleton h={170} radius="lg" />
            </SimpleGrid>
          </NotSavedHere>
        ) : goals.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('goals.loadFailed')}
            role="alert"
          >
            <Button size="xs" variant="light" mt="xs" onClick={() => void goals.refetch()}>
              {t('goals.retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <EmptyPanel
              icon={<IconTarget size={32} />}
              title={
                filter === INITIAL_GOAL_STATUS || filter === 'all'
                  ? t('goals.empty')
                  : t('goals.emptyFiltered')
              }
              description={
                filter === INITIAL_GOAL_STATUS || filter === 'all'
                  ? t('goals.emptyText')
                  : t('goals.emptyFilteredText')
              }
              action={
                <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
                  {t('goals.firstGoal')}
                </Button>
              }
            />
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {items.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                actions={{
                  onEdit: () => setEditing(goal),
                  onStatus: (status) => changeStatus(goal, status),
                  onDelete: () => deleteGoal(goal),
                }}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('goals.newGoal')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        {creating ? <CreateGoalForm today={today} onDone={() => setCreating(false)} /> : null}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('goals.editGoal')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        {editing ? <EditGoalForm goal={editing} today={today} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </>
  );
}

function UndoMessage({ text, undo, onUndo }: { text: string; undo: string; onUndo: () => void }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
      <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
      <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={onUndo}>
        {undo}
      </Button>
    </span>
  );
}
