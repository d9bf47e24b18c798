import { Badge, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconFlame, IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StreakFieldsFragment } from '../../gen/graphql';
import { longDate } from '../lib/format';
import { useAchievementTexts } from './texts';

export type StreakData = StreakFieldsFragment;

/**
 * The streak: days in the current run, the best, today's state (for yourself) and the frozen days,
 * each a snowflake with its date. `own`: today's prompt speaks to the person.
 */
export function StreakCard({
  streak,
  own,
  compact = false,
}: {
  streak: StreakData;
  own: boolean;
  compact?: boolean;
}) {
  const t = useAchievementTexts();
  const { i18n } = useTranslation();
  const lit = streak.current > 0;
  return (
    <Stack gap={compact ? 6 : 'sm'}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon
          size={compact ? 40 : 56}
          radius="xl"
          variant={lit ? 'filled' : 'light'}
          color={lit ? 'orange' : 'gray'}
          aria-hidden="true"
        >
          <IconFlame size={compact ? 24 : 34} />
        </ThemeIcon>
        <div>
          <Text fz={compact ? 'lg' : 28} fw={800} lh={1.1} data-testid="streak-current">
            {t('ach.streakDays', { count: streak.current })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('ach.best', { count: streak.best })}
          </Text>
        </div>
      </Group>
      {own ? (
        streak.todayDone ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-filled)" aria-hidden="true" />
            <Text fz="sm" c="teal" fw={500}>
              {t('ach.todayDone')}
            </Text>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {lit ? t('ach.todayOpen') : t('ach.todayStart')}
          </Text>
        )
      ) : null}
      {streak.frozenDays.length > 0 ? (
        <Group
          gap={6}
          wrap="wrap"
          role="group"
          aria-label={t('ach.frozen', { count: streak.frozenDays.length })}
        >
          {streak.frozenDays.map((day) => (
            <Tooltip key={day} label={t('ach.frozenDay', { date: longDate(day, i18n.language) })}>
              <Badge
                variant="light"
                color="cyan"
                radius="sm"
                leftSection={<IconSnowflake size={14} aria-hidden="true" />}
                data-testid="frozen-day"
              >
                {new Intl.DateTimeFormat(i18n.language, {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                }).format(new Date(`${day}T00:00:00Z`))}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      ) : null}
      {!compact && own ? (
        <Text fz="xs" c="dimmed">
          {t('ach.freezeRule')}
        </Text>
      ) : null}
    </Stack>
  );
}
