import { Box, Group, Paper, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForecastLine, PauseNote } from '../../shared/course/CourseLine';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { categoryColor } from '../../shared/goals/categories';
import { longDate, percent } from '../../shared/lib/format';
import { barOf, fraction, gridMinWidth, monthLabel, monthOf, roadmapMonths } from './layout';
import { planOf, type Row, useSpaceOpens } from './rows';
import { useRoadmapT } from './texts';

export const LABEL_WIDTH = 240;

export function MonthGrid({ rows, today }: { rows: Row[]; today: string }) {
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
                    // «Нояб. 2026» may take two lines in a narrow column; the year is never cut to «26».
                    lineHeight: 1.2,
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
                    <PauseNote pause={goal.pause} />
                    <ForecastLine forecast={goal.forecast} />
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

export function Legend({ color, label, filled = false }: { color: string; label: string; filled?: boolean }) {
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
