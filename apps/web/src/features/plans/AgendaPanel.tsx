import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { longDate } from '../../shared/lib/format';
import { todayDone } from './plan';
import { TaskRow } from './TaskRow';
import { usePlansT } from './texts';

type Task = TaskFieldsFragment;

export function AgendaPanel({
  agenda,
  onTick,
  onEdit,
  readOnlyGoals,
}: {
  agenda: { today: string; overdue: Task[]; dueToday: Task[]; upcoming: Task[] };
  onTick: (task: Task, completed: boolean) => void | Promise<void>;
  onEdit: (task: Task) => void;
  /** Joined plans: their steps are ticked here, never edited (the owner's). */
  readOnlyGoals: ReadonlySet<string>;
}) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const { today } = agenda;
  const done = todayDone(agenda);
  const [allUpcoming, setAllUpcoming] = useState(false);
  const upcomingByDate = new Map<string, Task[]>();
  for (const task of agenda.upcoming) {
    if (task.date) upcomingByDate.set(task.date, [...(upcomingByDate.get(task.date) ?? []), task]);
  }
  const row = (task: Task, showDate: boolean) => (
    <TaskRow
      key={task.id}
      task={task}
      today={today}
      showDate={showDate}
      onTick={(c) => onTick(task, c)}
      actions={task.goalId && readOnlyGoals.has(task.goalId) ? undefined : { onEdit: () => onEdit(task) }}
    />
  );
  return (
    <Stack gap="md">
      {agenda.overdue.length > 0 ? (
        <Paper
          component="section"
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          aria-labelledby="agenda-overdue"
          style={{ borderColor: 'var(--mantine-color-red-filled)' }}
        >
          <Title order={2} fz="lg" id="agenda-overdue" c="red">
            {t('plans.overdue')}{' '}
            <Badge color="red.9" variant="filled" size="sm" ml={4}>
              {agenda.overdue.length}
            </Badge>
          </Title>
          {byGoal(agenda.overdue, (task) => row(task, true))}
        </Paper>
      ) : null}
      <Paper
        component="section"
        withBorder
        radius="lg"
        p={{ base: 'sm', sm: 'md' }}
        aria-labelledby="agenda-today"
      >
        <Title order={2} fz="lg" id="agenda-today">
          {t('plans.todayDate', { date: longDate(today, i18n.language, { weekday: true }) })}
        </Title>
        {agenda.dueToday.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('plans.nothingToday')}
          </Text>
        ) : (
          byGoal(agenda.dueToday, (task) => row(task, false))
        )}
        {done ? (
          <Text size="sm" c={done.overdueOpen ? undefined : 'teal'} fw={600} mt="xs" role="status">
            {done.overdueOpen
              ? t('plans.todayDoneOverdueLeft', { count: done.overdueOpen })
              : t('plans.allDone')}
          </Text>
        ) : null}
      </Paper>
      <Paper
        component="section"
        withBorder
        radius="lg"
        p={{ base: 'sm', sm: 'md' }}
        aria-labelledby="agenda-upcoming"
      >
        <Title order={2} fz="lg" id="agenda-upcoming">
          {t('plans.upcoming')}
        </Title>
        {upcomingByDate.size === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('plans.nothingUpcoming')}
          </Text>
        ) : (
          [...upcomingByDate].slice(0, allUpcoming ? undefined : 3).map(([date, tasks]) => (
            <div key={date}>
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" mt="sm">
                {longDate(date, i18n.language, { weekday: true })}
              </Text>
              {byGoal(tasks, (task) => row(task, false))}
            </div>
          ))
        )}
        {upcomingByDate.size > 3 ? (
          <Button variant="subtle" size="xs" mt="xs" onClick={() => setAllUpcoming((v) => !v)}>
            {allUpcoming ? t('plans.showLess') : t('plans.showAll', { count: agenda.upcoming.length })}
          </Button>
        ) : null}
      </Paper>
    </Stack>
  );
}

/**
 * A list's steps under their goal's name, said once per goal (not a chip on every row): goals in the order
 * their first step comes, each goal's steps in the list's order. A long name ends in an ellipsis; the whole
 * name is its title.
 */
function byGoal(tasks: readonly Task[], row: (task: Task) => React.ReactNode) {
  const groups = new Map<string, Task[]>();
  for (const task of tasks) {
    const key = task.goalId ?? '';
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups].map(([goalId, list]) => {
    const title = list[0]?.goalTitle;
    return (
      <div key={goalId} data-testid="agenda-goal">
        {title ? (
          <Group gap={4} wrap="nowrap" mt={8} c="dimmed">
            <IconTarget size={12} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text
              size="xs"
              fw={600}
              c="dimmed"
              truncate="end"
              title={title}
              miw={0}
              data-testid="agenda-goal-title"
            >
              {title}
            </Text>
          </Group>
        ) : null}
        {list.map(row)}
      </div>
    );
  });
}
