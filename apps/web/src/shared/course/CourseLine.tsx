import { Badge, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForecastShape } from './forecast';
import { useCourseT } from './texts';

/** A date as "12 Jun" / "12 июн.", with its year when that is not this year's. */
function dayMonth(iso: string, lang: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const thisYear = new Date().getFullYear();
  return new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    ...(y !== thisYear ? { year: 'numeric' as const } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)));
}

/**
 * A plan's forecast in one line: on pace / N days behind / ahead, and the expected finish with its range.
 * Shown to the owner, their mentor and companions (the server answers it only to them).
 */
export function ForecastLine({ forecast }: { forecast: ForecastShape | null | undefined }) {
  const t = useCourseT();
  const { i18n } = useTranslation();
  if (!forecast || forecast.state === 'unknown') return null;
  const lang = i18n.language;
  const state =
    forecast.state === 'behind'
      ? t('course.behind', { count: forecast.daysBehind })
      : forecast.state === 'ahead'
        ? t('course.ahead', { count: -forecast.daysBehind })
        : forecast.state === 'done'
          ? t('course.done')
          : t('course.onPace');
  const when =
    forecast.state === 'done' || !forecast.expectedFinish
      ? ''
      : forecast.earliestFinish &&
          forecast.latestFinish &&
          (forecast.earliestFinish !== forecast.expectedFinish ||
            forecast.latestFinish !== forecast.expectedFinish)
        ? t('course.expectedRange', {
            date: dayMonth(forecast.expectedFinish, lang),
            from: dayMonth(forecast.earliestFinish, lang),
            to: dayMonth(forecast.latestFinish, lang),
          })
        : t('course.expected', { date: dayMonth(forecast.expectedFinish, lang) });
  const behind = forecast.state === 'behind';
  const Icon = behind ? IconTrendingDown : IconTrendingUp;
  return (
    <Group gap={6} wrap="nowrap" data-testid="forecast" data-state={forecast.state}>
      <Icon
        size={16}
        aria-hidden
        color={behind ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-teal-text)'}
      />
      <Text size="sm">
        <Text span fw={600}>
          {state}
        </Text>
        {when ? (
          <Text span c="dimmed">
            {' · '}
            {when}
          </Text>
        ) : null}
      </Text>
    </Group>
  );
}

/** What the public reads of a forecast: on pace or behind, nothing more. */
export function PaceBadge({ pace }: { pace: string | null | undefined }) {
  const t = useCourseT();
  if (pace !== 'onPace' && pace !== 'behind') return null;
  return (
    <Badge variant="light" color={pace === 'behind' ? 'orange' : 'teal'} data-testid="pace">
      {pace === 'behind' ? t('course.publicBehind') : t('course.publicOnPace')}
    </Badge>
  );
}

/** "Paused (until …)" and, for the person who paused and their mentor, why. */
export function PauseNote({
  pause,
}: {
  pause: { since: string; until?: string | null; reason?: string | null } | null | undefined;
}) {
  const t = useCourseT();
  const { i18n } = useTranslation();
  if (!pause) return null;
  return (
    <Group gap={6} data-testid="pause-note">
      <Badge variant="light" color="yellow" leftSection={<IconPlayerPause size={12} aria-hidden />}>
        {pause.until
          ? t('course.pausedUntil', { date: dayMonth(pause.until, i18n.language) })
          : t('course.paused')}
      </Badge>
      {pause.reason ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('course.pausedReason', { reason: pause.reason })}
        </Text>
      ) : null}
    </Group>
  );
}
