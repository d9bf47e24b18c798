import { Badge, Checkbox, Group, Text } from '@mantine/core';
import { IconClock, IconCloudUpload } from '@tabler/icons-react';
import { type ReactNode, useContext, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { dotted, hhmm, longDate } from '../../shared/lib/format';
import { usePendingTasks } from '../../shared/offline/pending';
import { offlineT } from '../../shared/offline/texts';
import { useIsFirstStep } from './firstStepContext';
import { useTaskComments } from './mentor/taskComments';
import { EditDeleteIcons, movable, type RowActions, RowPartsContext } from './taskRowActions';
import { usePlansT } from './texts';

/**
 * Wider than a phone (Mantine's `sm`, 48em): a step's actions as four buttons; narrower, one menu. Only the one
 * that shows is rendered: a plan of 60 steps drew both and hid one with CSS, ~1,100 nodes of a 3,800-node page
 * drawn for nothing on a slow phone's first screen. One media query list for every row.
 */
const wideQuery =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 48em)')
    : null;
const onWideChange = (notify: () => void) => {
  wideQuery?.addEventListener('change', notify);
  return () => wideQuery?.removeEventListener('change', notify);
};
// The server draws the agenda's rows, whose output does not depend on it, as for a wide screen.
const useWide = () =>
  useSyncExternalStore(
    onWideChange,
    () => wideQuery?.matches ?? true,
    () => true,
  );

/** One task: a checkbox to tick it off, its label, date (red when overdue) and time, and its actions. */
export function TaskRow({
  task,
  today,
  onTick,
  showGoal = false,
  showDate = true,
  longDates = false,
  actions,
  extra,
  locked = false,
}: {
  task: TaskFieldsFragment;
  today: string;
  /** May return the tick's promise: the box shows the tap until it settles or the data follows. */
  onTick: (completed: boolean) => void | Promise<void>;
  showGoal?: boolean;
  showDate?: boolean;
  longDates?: boolean;
  actions?: RowActions;
  extra?: ReactNode;
  /** Shown but not tickable (a step added offline, not yet saved). */
  locked?: boolean;
}) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const wide = useWide();
  // A plan's steps move up and down and may be its first step (drawn by the plans below the agenda); the agenda's not.
  const parts = useContext(RowPartsContext);
  const Moves = parts?.Moves;
  // The thread with the mentor (its code loads apart; the page waits for it when a row shows it).
  const Comments = useTaskComments();
  const overdue = !task.completed && task.date !== null && task.date < today;
  const label = task.label;
  // A tick or an edit made offline that waits to be sent (shared/offline/pending.ts).
  const pending = usePendingTasks().has(task.id);
  // The tap shows in the box at once, in the same frame: the lists' data follows a task later (TanStack Query
  // notifies on a timer), and on a slow phone a second tap in that moment unticked the step. Dropped as soon as
  // the data changes (the tick patched in, or another device's) and when the tick settles (a refused one rolled
  // back to the same data).
  const [tapped, setTapped] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the saved state changes
  useEffect(() => setTapped(null), [task.completed]);
  const checked = tapped ?? task.completed;
  // The plan setup just made: its first step stands out on the first visit.
  const first = useIsFirstStep(task.id);
  const tickId = useId();
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py={6}
      data-testid="task-row"
      data-completed={task.completed || undefined}
      data-first-step={first || undefined}
      style={
        first
          ? {
              background: 'var(--mantine-color-info-light)',
              borderRadius: 'var(--mantine-radius-md)',
              boxShadow: '0 0 0 2px var(--mantine-color-info-filled)',
              paddingInline: 6,
            }
          : undefined
      }
    >
      {/* The tick's tap target is 44 px square (the box inside is 24): a label around it passes a tap on
          its margin to the box. Negative margins keep the row as tight as the box alone. */}
      <label data-testid="task-tick" htmlFor={tickId} style={TICK_TARGET}>
        <Checkbox
          id={tickId}
          size="md"
          radius="xl"
          color="teal"
          checked={checked}
          disabled={locked}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            setTapped(next);
            void Promise.resolve(onTick(next)).finally(() => setTapped(null));
          }}
          aria-label={checked ? t('plans.markOpen', { label }) : t('plans.markDone', { label })}
        />
      </label>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text
          size="sm"
          fw={500}
          td={task.completed ? 'line-through' : undefined}
          c={task.completed ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {label}
        </Text>
        <Group gap={8} mt={2}>
          {first && parts ? <parts.FirstStepBadge /> : null}
          {showDate && task.date ? (
            <Text size="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
              {longDates ? longDate(task.date, i18n.language) : dotted(task.date)}
            </Text>
          ) : null}
          {task.time ? (
            <Group gap={2} wrap="nowrap">
              <IconClock size={12} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
                {hhmm(task.time)}
              </Text>
            </Group>
          ) : null}
          {pending ? (
            <Badge
              size="xs"
              variant="light"
              color="yellow"
              leftSection={<IconCloudUpload size={10} aria-hidden />}
              style={{ textTransform: 'none' }}
              data-testid="task-pending"
            >
              {offlineT('pending')}
            </Badge>
          ) : null}
          {showGoal && task.goalTitle ? (
            <Badge
              size="xs"
              variant="light"
              color="gray"
              title={task.goalTitle}
              style={{ textTransform: 'none', maxWidth: 220 }}
            >
              {task.goalTitle}
            </Badge>
          ) : null}
          {task.notes ? (
            <Text size="xs" c="dimmed" lineClamp={1} title={task.notes} style={{ maxWidth: 260 }}>
              {task.notes}
            </Text>
          ) : null}
          {extra}
        </Group>
      </div>
      {/* In a column of its own at the row's end: the comment icons of a list line up. */}
      <div style={{ flexShrink: 0, alignSelf: 'center' }}>{Comments ? <Comments task={task} /> : null}</div>
      {actions && Moves && movable(actions) ? <Moves label={label} actions={actions} wide={wide} /> : null}
      {actions && !(Moves && movable(actions)) ? <EditDeleteIcons label={label} actions={actions} /> : null}
    </Group>
  );
}

const TICK_TARGET = {
  width: 44,
  height: 44,
  margin: -10,
  marginTop: -8,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  cursor: 'pointer',
} as const;
