import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForecastLine, PauseNote } from '../../shared/course/CourseLine';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { categoryColor } from '../../shared/goals/categories';
import { longDate, percent } from '../../shared/lib/format';
import { byDate, monthLabel, monthOf, roadmapMonths } from './layout';
import { planOf, type Row, useSpaceOpens } from './rows';
import { useRoadmapT } from './texts';

/** Phones: months one under another, each with the milestones that end in it. */
export function MonthList({ rows, today }: { rows: Row[]; today: string }) {
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
            <PauseNote pause={goal.pause} />
            <ForecastLine forecast={goal.forecast} />
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
