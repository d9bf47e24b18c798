import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { goalStatusHas } from '@stepwise/domain/goal-status';
import { IconAlertCircle, IconFlag, IconPlus, IconTimeline } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MyPlansQuery } from '../../gen/graphql';
import { useAgenda, useMyPlans } from '../../shared/goals/api';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { categoryColor } from '../../shared/goals/categories';
import { groupMilestones, type Milestone } from '../../shared/goals/milestones';
import { longDate, percent } from '../../shared/lib/format';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { barOf, byDate, fraction, gridMinWidth, monthLabel, monthOf, roadmapMonths } from './layout';
import { useRoadmapT } from './texts';

type Goal = MyPlansQuery['myGoals']['items'][number];
type Task = Goal['tasks'][number];

interface Row {
  goal: Goal;
  milestones: Milestone<Task>[];
  start: string | null;
  end: string | null;
}

function rowsOf(goals: Goal[]): Row[] {
  return goals
    .filter((g) => goalStatusHas(g.status, 'onProfile'))
    .map((goal) => {
      const milestones = groupMilestones(goal.tasks);
      const dates = [
        goal.createdAt.slice(0, 10),
        goal.deadline,
        ...milestones.flatMap((m) => [m.start, m.end]),
      ]
        .filter((d): d is string => !!d)
        .sort();
      return { goal, milestones, start: dates[0] ?? null, end: dates.at(-1) ?? null };
    });
}

/** `/roadmap`: goals and milestones on a month timeline; a grid on desktop, a list on phones. */
export function RoadmapPage() {
  return (
    <PageShell>
      <Roadmap />
    </PageShell>
  );
}

function Roadmap() {
  const t = useRoadmapT();
  const plans = useMyPlans();
  const agenda = useAgenda();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const today = agenda.data?.agenda.today ?? new Date().toISOString().slice(0, 10);
  const rows = rowsOf(plans.data?.myGoals.items ?? []);

  return (
    <>
      <PageTitle
        title={t('roadmap.title')}
        subtitle={t('roadmap.subtitle')}
        actions={
          <Button
            component={Link}
            to={`${paths.goals}?new=1`}
            variant="light"
            leftSection={<IconPlus size={18} />}
          >
            {t('goals.newGoal')}
          </Button>
        }
      />
      {plans.isPending ? (
        <NotSavedHere query={plans}>
          <Skeleton h={320} radius="lg" aria-busy="true" />
        </NotSavedHere>
      ) : plans.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('goals.loadFailed')}
          role="alert"
        >
          <Button size="xs" variant="light" mt="xs" onClick={() => void plans.refetch()}>
            {t('goals.retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <EmptyPanel
            icon={<IconTimeline size={32} />}
            title={t('roadmap.empty')}
            description={t('roadmap.emptyText')}
            action={
              <Button component={Link} to={`${paths.goals}?new=1`} leftSection={<IconPlus size={18} />}>
                {t('goals.firstGoal')}
              </Button>
            }
          />
        </Paper>
      ) : wide ? (
        <MonthGrid rows={rows} today={today} />
      ) : (
        <MonthList rows={rows} today={today} />
      )}
    </>
  );
}

const LABEL_WIDTH = 240;

/** Where a goal's bar or card leads: its plan on /plans. */
const planOf = (goalId: string) => `${paths.plans}#goal-${goalId}`;

/** Links open on Enter by themselves; Space opens them too, as it does a button. */
function useSpaceOpens() {
  const navigate = useNavigate();
  return (to: string) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    navigate(to);
  };
}

function MonthGrid({ rows, today }: { rows: Row[]; today: string }) {
  const t = useRoadmapT();
  const { i18n } = useTranslation();
  const spaceOpens = useSpaceOpens();
  const months = roadmapMonths(rows, today, 6, 24);
  const todayAt = fraction(today, months) * 100;
  const columns = `${LABEL_WIDTH}px 1fr`;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="roadmap-grid">
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: gridMinWidth(LABEL_WIDTH, months.length) }}>
          <div style={{ display: 'grid', gridTemplateColumns: columns }} aria-hidden="true">
            <div />
            <div style={{ display: 'grid', gridTemplateColumns: `repeat(${months.length}, 1fr)` }}>
              {months.map((m) => (
                <Text
                  key={m}
                  size="xs"
                  fw={m === monthOf(today) ? 700 : 500}
                  c={m === monthOf(today) ? 'info' : 'dimmed'}
                  ta="center"
                  pb={6}
                  style={{
                    borderLeft: '1px solid var(--mantine-color-default-border)',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {monthLabel(m, i18n.language, true)}
                </Text>
              ))}
            </div>
          </div>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map(({ goal, milestones, start, end }) => {
              const bar = barOf({ id: goal.id, start, end }, months);
              const color = categoryColor(goal.category);
              const value = percent(goal.progress);
              return (
                <li
                  key={goal.id}
                  style={{
                    display: 'grid',
                    gridTemplateColumns: columns,
                    borderTop: '1px solid var(--mantine-color-default-border)',
                  }}
                  data-testid="roadmap-goal"
                >
                  <Stack gap={4} py="sm" pr="md">
                    <CategoryBadge category={goal.category} size="xs" style={{ alignSelf: 'flex-start' }} />
                    <Title order={2} fz="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                      {goal.title}
                    </Title>
                    <Group gap={6} wrap="nowrap">
                      <Progress
                        value={value}
                        size="sm"
                        radius="xl"
                        color={color}
                        style={{ flex: 1 }}
                        aria-label={t('goals.progressLabel', { title: goal.title })}
                      />
                      <Text size="xs" fw={600}>
                        {value}%
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {goal.deadline
                        ? t('roadmap.deadline', { date: longDate(goal.deadline, i18n.language) })
                        : t('goals.noDeadline')}
                    </Text>
                  </Stack>
                  <div
                    style={{
                      position: 'relative',
                      minHeight: 96,
                      backgroundImage: `repeating-linear-gradient(to right, var(--mantine-color-default-border) 0 1px, transparent 1px ${100 / months.length}%)`,
                    }}
                  >
                    <div
                      aria-hidden="true"
                      style={{
                        position: 'absolute',
                        top: 0,
                        bottom: 0,
                        left: `${todayAt}%`,
                        borderLeft: '2px dashed var(--mantine-color-red-6)',
                      }}
                    />
                    {bar ? (
                      <Tooltip label={`${goal.title} · ${value}%`}>
                        <Box
                          component={Link}
                          to={planOf(goal.id)}
                          onKeyDown={spaceOpens(planOf(goal.id))}
                          aria-label={t('roadmap.openPlan', { title: goal.title, value })}
                          className="mantine-focus-auto"
                          data-testid="roadmap-bar"
                          style={{
                            display: 'block',
                            cursor: 'pointer',
                            position: 'absolute',
                            top: 14,
                            height: 18,
                            left: `${bar.left * 100}%`,
                            width: `${bar.width * 100}%`,
                            borderRadius: 9,
                            background: `var(--mantine-color-${color}-light)`,
                            border: `1px solid var(--mantine-color-${color}-outline)`,
                            overflow: 'hidden',
                          }}
                        >
                          <div
                            style={{
                              width: `${value}%`,
                              height: '100%',
                              background: `var(--mantine-color-${color}-filled)`,
                            }}
                          />
                        </Box>
                      </Tooltip>
                    ) : null}
                    <ul
                      aria-label={t('roadmap.timeline', { title: goal.title })}
                      style={{ listStyle: 'none', margin: 0, padding: 0 }}
                    >
                      {milestones.map((m, i) => {
                        if (!m.end) return null;
                        const at = fraction(m.end, months) * 100;
                        const done = m.done === m.total;
                        return (
                          <li
                            key={m.task.id}
                            style={{
                              position: 'absolute',
                              top: 44 + (i % 2) * 22,
                              left: `calc(${at}% - 9px)`,
                            }}
                          >
                            <Tooltip
                              label={`${m.task.label} · ${longDate(m.end, i18n.language)} · ${m.done}/${m.total}`}
                              multiline
                              w={240}
                            >
                              <Box
                                component="span"
                                tabIndex={0}
                                role="img"
                                aria-label={`${m.task.label}, ${longDate(m.end, i18n.language)}, ${m.done}/${m.total}`}
                                style={{
                                  display: 'inline-flex',
                                  alignItems: 'center',
                                  justifyContent: 'center',
                                  width: 18,
                                  height: 18,
                                  borderRadius: 9,
                                  background: done
                                    ? 'var(--mantine-color-teal-filled)'
                                    : 'var(--mantine-color-body)',
                                  border: `2px solid var(--mantine-color-${done ? 'teal' : color}-filled)`,
                                  color: done ? 'white' : `var(--mantine-color-${color}-filled)`,
                                }}
                              >
                                <IconFlag size={10} aria-hidden="true" />
                              </Box>
                            </Tooltip>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <Group gap="lg" mt="sm" justify="flex-end" data-testid="roadmap-legend">
        <Legend color="var(--mantine-color-teal-filled)" filled label={t('roadmap.legendDone')} />
        <Legend color="var(--mantine-color-gray-filled)" label={t('roadmap.legendOpen')} />
        <Group gap={6}>
          <span
            aria-hidden="true"
            style={{ width: 0, height: 14, borderLeft: '2px dashed var(--mantine-color-red-6)' }}
          />
          <Text size="xs" c="dimmed">
            {t('roadmap.today')}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

function Legend({ color, label, filled = false }: { color: string; label: string; filled?: boolean }) {
  return (
    <Group gap={6}>
      <span
        aria-hidden="true"
        style={{
          width: 12,
          height: 12,
          borderRadius: 6,
          border: `2px solid ${color}`,
          background: filled ? color : 'transparent',
        }}
      />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** Phones: months one under another, each with the milestones that end in it. */
function MonthList({ rows, today }: { rows: Row[]; today: string }) {
  const t = useRoadmapT();
  const { i18n } = useTranslation();
  const spaceOpens = useSpaceOpens();
  const months = roadmapMonths(rows, today, 1, 24);
  // In date order within each month, whatever goal they belong to.
  const entries = byDate(
    rows.flatMap(({ goal, milestones }) =>
      milestones
        .filter((m) => m.end)
        .map((m) => ({ id: m.task.id, end: m.end!, label: m.task.label, goal, m, month: monthOf(m.end!) })),
    ),
  );
  const deadlines = rows
    .filter((r) => r.goal.deadline)
    .map((r) => ({ goal: r.goal, month: monthOf(r.goal.deadline!) }));
  return (
    <Stack gap="md" data-testid="roadmap-list">
      <Stack gap="xs">
        {rows.map(({ goal }) => (
          <Paper
            key={goal.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="roadmap-goal"
            component={Link}
            to={planOf(goal.id)}
            onKeyDown={spaceOpens(planOf(goal.id))}
            aria-label={t('roadmap.openPlan', { title: goal.title, value: percent(goal.progress) })}
            className="mantine-focus-auto"
            style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
          >
            <Group gap={6} mb={4}>
              <CategoryBadge category={goal.category} size="xs" />
            </Group>
            <Title order={2} fz="sm">
              {goal.title}
            </Title>
            <Group gap={6} wrap="nowrap" mt={4}>
              <Progress
                value={percent(goal.progress)}
                size="sm"
                radius="xl"
                color={categoryColor(goal.category)}
                style={{ flex: 1 }}
                aria-label={t('goals.progressLabel', { title: goal.title })}
              />
              <Text size="xs" fw={600}>
                {percent(goal.progress)}%
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {months
          .filter(
            (month) => entries.some((e) => e.month === month) || deadlines.some((d) => d.month === month),
          )
          .map((month) => (
            <li
              key={month}
              style={{
                borderLeft: '2px solid var(--mantine-color-default-border)',
                paddingLeft: 14,
                paddingBottom: 14,
              }}
            >
              <Title order={3} fz="sm" c={month === monthOf(today) ? 'info' : undefined} mb={6}>
                {monthLabel(month, i18n.language)}
              </Title>
              <Stack gap={6}>
                {entries
                  .filter((e) => e.month === month)
                  .map(({ goal, m }) => (
                    <Paper key={m.task.id} withBorder radius="md" p="xs" data-end={m.end}>
                      <Group gap={8} wrap="nowrap" align="flex-start">
                        <IconFlag
                          size={16}
                          aria-hidden="true"
                          color={`var(--mantine-color-${m.done === m.total ? 'teal' : categoryColor(goal.category)}-filled)`}
                          style={{ marginTop: 2, flexShrink: 0 }}
                        />
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={500}>
                            {m.task.label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {goal.title} · {longDate(m.end, i18n.language)} · {m.done}/{m.total}
                          </Text>
                          <Progress
                            value={m.progress * 100}
                            size="xs"
                            mt={4}
                            color={categoryColor(goal.category)}
                            aria-hidden="true"
                          />
                        </div>
                      </Group>
                    </Paper>
                  ))}
                {deadlines
                  .filter((d) => d.month === month)
                  .map(({ goal }) => (
                    <Text key={goal.id} size="xs" fw={600} c="red">
                      {goal.title}: {t('roadmap.deadline', { date: longDate(goal.deadline, i18n.language) })}
                    </Text>
                  ))}
              </Stack>
            </li>
          ))}
      </ol>
    </Stack>
  );
}
