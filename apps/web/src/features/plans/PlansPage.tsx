import {
  Alert,
  Badge,
  Button,
  Divider,
  Grid,
  Indicator,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconAlertCircle, IconCalendar, IconPlus, IconRoute } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { useAgenda, useMyPlans } from '../../shared/goals/api';
import { longDate } from '../../shared/lib/format';
import { paths } from '../../shared/paths';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { usePlansT } from './i18n';
import { PlanCard } from './PlanCard';
import { TaskEditor } from './TaskEditor';
import { TaskRow } from './TaskRow';
import { useAgendaReminders, useTick } from './useTaskActions';

type Task = TaskFieldsFragment;

/** Plans: kept alive across navigation (S-G3). Agenda, calendar and every active plan. */
export function PlansPage() {
  return (
    <PageShell>
      <Plans />
    </PageShell>
  );
}

function Plans() {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const agenda = useAgenda();
  const plans = useMyPlans();
  const tick = useTick(t('plans.tickFailed'));
  const [editing, setEditing] = useState<Task | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const location = useLocation();
  useAgendaReminders(agenda.data?.agenda);

  const today = agenda.data?.agenda.today ?? '';
  const active = (plans.data?.myGoals.items ?? []).filter((g) => g.status === 'active');
  const selected = day ?? today;

  // Steps by date for the calendar: the steps, and milestones that have no steps.
  const byDate = useMemo(() => {
    const map = new Map<string, Task[]>();
    for (const goal of active) {
      const parents = new Set(goal.tasks.map((x) => x.parentId).filter(Boolean));
      for (const task of goal.tasks) {
        if (!task.date || (task.parentId === null && parents.has(task.id))) continue;
        map.set(task.date, [...(map.get(task.date) ?? []), { ...task, goalTitle: goal.title }]);
      }
    }
    return map;
  }, [active]);

  useEffect(() => {
    if (!plans.data || !location.hash) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [plans.data, location.hash]);

  const pending = agenda.isPending || plans.isPending;
  const failed = agenda.isError || plans.isError;

  return (
    <>
      <PageTitle
        title={t('plans.title')}
        subtitle={t('plans.subtitle')}
        actions={
          <Button component={Link} to={paths.goals} variant="light" leftSection={<IconPlus size={18} />}>
            {t('goals.newGoal')}
          </Button>
        }
      />
      {pending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      ) : failed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('plans.loadFailed')}
          role="alert"
        >
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => {
              void agenda.refetch();
              void plans.refetch();
            }}
          >
            {t('goals.retry')}
          </Button>
        </Alert>
      ) : active.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <EmptyPanel
            icon={<IconRoute size={32} />}
            title={t('plans.empty')}
            description={t('plans.emptyText')}
            action={
              <Button component={Link} to={paths.goals} leftSection={<IconPlus size={18} />}>
                {t('goals.firstGoal')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <AgendaPanel agenda={agenda.data!.agenda} onTick={tick} onEdit={setEditing} />
              <Title order={2} fz="xl" mt="sm">
                {t('plans.myPlans')}
              </Title>
              {active.map((goal) => (
                <PlanCard key={goal.id} goal={goal} today={today} onTick={tick} onEdit={setEditing} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
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
                ariaLabels={{
                  previousMonth: t('plans.previousMonth'),
                  nextMonth: t('plans.nextMonth'),
                  previousYear: t('plans.previousYear'),
                  nextYear: t('plans.nextYear'),
                  previousDecade: t('plans.previousDecade'),
                  nextDecade: t('plans.nextDecade'),
                }}
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
              {(byDate.get(selected) ?? []).length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('plans.noDayTasks')}
                </Text>
              ) : (
                (byDate.get(selected) ?? []).map((task) => (
                  <TaskRow
                    key={task.id}
                    task={task}
                    today={today}
                    showDate={false}
                    showGoal
                    onTick={(c) => tick(task, c)}
                  />
                ))
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('plans.editTask')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        {editing ? <TaskEditor task={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </>
  );
}

function AgendaPanel({
  agenda,
  onTick,
  onEdit,
}: {
  agenda: { today: string; overdue: Task[]; dueToday: Task[]; upcoming: Task[] };
  onTick: (task: Task, completed: boolean) => void;
  onEdit: (task: Task) => void;
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
      actions={{ onEdit: () => onEdit(task) }}
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
            <Badge color="red" variant="filled" size="sm" ml={4}>
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
