import { Divider, Indicator, Paper, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { longDate } from '../../shared/lib/format';
import { byTimeOfDay } from './plan';
import { TaskRow } from './TaskRow';
import { calendarLabels, usePlansT } from './texts';

type Task = TaskFieldsFragment;

/** The plans page's calendar: days with steps marked (red while one is overdue), and the chosen day's steps. */
export function CalendarCard({
  today,
  byDate,
  onTick,
}: {
  today: string;
  byDate: ReadonlyMap<string, Task[]>;
  onTick: (task: Task, completed: boolean) => void;
}) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const [day, setDay] = useState<string | null>(null);
  const selected = day ?? today;
  const dayTasks = useMemo(() => [...(byDate.get(selected) ?? [])].sort(byTimeOfDay), [byDate, selected]);
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby="plans-calendar"
      style={{ position: 'sticky', top: 80 }}
    >
      <Title order={2} fz="lg" id="plans-calendar" mb="sm">
        <IconCalendar size={18} aria-hidden="true" style={{ verticalAlign: -2, marginRight: 6 }} />
        {t('plans.calendar')}
      </Title>
      <DatePicker
        value={selected}
        onChange={(v) => setDay(v)}
        defaultDate={today}
        size="sm"
        mx="auto"
        hideOutsideDates
        weekendDays={[]}
        ariaLabels={calendarLabels(t)}
        renderDay={(date) => {
          const tasks = byDate.get(date);
          const open = tasks?.some((x) => !x.completed);
          return (
            <Indicator
              size={6}
              color={open ? (date < today ? 'red' : 'info') : 'teal'}
              offset={-2}
              disabled={!tasks}
            >
              <div>{Number(date.slice(8, 10))}</div>
            </Indicator>
          );
        }}
        getDayProps={(date) => ({ 'aria-current': date === today ? 'date' : undefined })}
      />
      <Divider my="sm" />
      <Text fw={600} size="sm" mb={4}>
        {t('plans.dayTasks', { date: longDate(selected, i18n.language) })}
      </Text>
      {dayTasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('plans.noDayTasks')}
        </Text>
      ) : (
        // In the order of the day; a goal is named where its run of steps starts, not on every row.
        dayTasks.map((task, i) => (
          <TaskRow
            key={task.id}
            task={task}
            today={today}
            showDate={false}
            showGoal={dayTasks[i - 1]?.goalId !== task.goalId}
            onTick={(c) => onTick(task, c)}
          />
        ))
      )}
    </Paper>
  );
}
