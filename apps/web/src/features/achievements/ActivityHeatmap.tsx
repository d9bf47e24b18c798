import '../../shared/achievements/achievements.css';
import { Heatmap } from '@mantine/charts';
import { Box, Group, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ComponentProps, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../shared/lib/format';
import { useAchPageTexts } from './texts';

// The colour scale, light and dark (achievements.css): also drawn by the legend below the grid.
const COLORS = ['var(--ach-heat-1)', 'var(--ach-heat-2)', 'var(--ach-heat-3)', 'var(--ach-heat-4)'];
const LABELS_WIDTH = 28;
const GAP = 2;

/** Month and weekday names in the UI language (Sunday first, as the chart expects). */
function labels(lang: string) {
  const month = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) =>
    month.format(new Date(Date.UTC(2026, m, 1))).replace('.', ''),
  );
  // 2026-11-22 is a Sunday; Mon, Wed and Fri are labelled.
  const weekdays = Array.from({ length: 7 }, (_, d) =>
    d % 2 === 1 ? weekday.format(new Date(Date.UTC(2026, 10, 22 + d))) : '',
  );
  return { months, weekdays };
}

/**
 * A year of completed steps: a GitHub-style grid (Mantine's Heatmap, Monday first), scrolled to today on
 * narrow screens, with a tooltip per day and the month totals for screen readers.
 */
export function ActivityHeatmap({
  from,
  to,
  days,
  total,
}: {
  from: string;
  to: string;
  days: Array<{ date: string; count: number }>;
  total: number;
}) {
  const t = useAchPageTexts();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const data = useMemo(() => Object.fromEntries(days.map((d) => [d.date, d.count])), [days]);
  const { months, weekdays } = useMemo(() => labels(lang), [lang]);
  const perMonth = useMemo(() => {
    const map = new Map<string, number>();
    for (const d of days) map.set(d.date.slice(0, 7), (map.get(d.date.slice(0, 7)) ?? 0) + d.count);
    return [...map];
  }, [days]);
  const viewport = useRef<HTMLDivElement>(null);
  const { ref: box, width } = useElementSize();
  // Cells fill the card's width on wide screens (10 to 16 px); a phone scrolls, starting at today.
  const rectSize = width > 0 ? Math.max(10, Math.min(16, Math.floor((width - LABELS_WIDTH) / 54) - GAP)) : 12;
  useEffect(() => {
    const el = viewport.current;
    if (el && rectSize >= 0) el.scrollLeft = el.scrollWidth;
  }, [rectSize]);
  const max = Math.max(4, ...days.map((d) => d.count));
  return (
    <Box ref={box} className="ach-heat">
      <ScrollArea viewportRef={viewport} type="auto" offsetScrollbars scrollbarSize={6}>
        <Heatmap
          data={data}
          startDate={from}
          endDate={to}
          domain={[1, max]}
          colors={COLORS}
          withMonthLabels
          monthLabels={months}
          withWeekdayLabels
          weekdayLabels={weekdays}
          weekdaysLabelsWidth={LABELS_WIDTH}
          firstDayOfWeek={1}
          withOutsideDates={false}
          rectSize={rectSize}
          gap={GAP}
          rectRadius={2}
          withTooltip
          getTooltipLabel={({ date, value }) =>
            value
              ? t('achPage.tooltip', { count: value, date: longDate(date, lang) })
              : t('achPage.tooltipNone', { date: longDate(date, lang) })
          }
          getRectProps={({ date, value }) =>
            ({
              'data-date': date,
              'data-count': value ?? 0,
              ...(date === to ? { stroke: 'var(--mantine-color-text)', strokeWidth: 1 } : {}),
            }) as ComponentProps<'rect'>
          }
          role="img"
          aria-label={t('achPage.heatmapSummary', { count: total })}
          data-testid="heatmap"
        />
      </ScrollArea>
      <VisuallyHidden>
        <table>
          <caption>{t('achPage.monthTotals')}</caption>
          <tbody>
            {perMonth.map(([month, count]) => (
              <tr key={month}>
                <th scope="row">{month}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <Group justify="space-between" align="center" mt={6} gap="xs">
        <Text fz="sm" c="dimmed">
          {total > 0 ? t('achPage.heatmapSummary', { count: total }) : t('achPage.heatmapEmpty')}
        </Text>
        <Group gap={4} aria-hidden="true" wrap="nowrap">
          <Text fz="xs" c="dimmed" mr={2}>
            {t('achPage.less')}
          </Text>
          {['var(--heatmap-empty-rect-bg)', ...COLORS].map((color) => (
            <span key={color} className="ach-heat-swatch" style={{ background: color }} />
          ))}
          <Text fz="xs" c="dimmed" ml={2}>
            {t('achPage.more')}
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
