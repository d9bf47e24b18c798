import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { longDate } from '../../shared/lib/format';
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
  const allDone = agenda.dueToday.length > 0 && agenda.dueToday.every((x) => x.completed);
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
      showGoal
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
          {agenda.overdue.map((task) => row(task, true))}
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
          agenda.dueToday.map((task) => row(task, false))
        )}
        {allDone ? (
          <Text size="sm" c="teal" fw={600} mt="xs" role="status">
            {t('plans.allDone')}
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
              {tasks.map((task) => row(task, false))}
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
