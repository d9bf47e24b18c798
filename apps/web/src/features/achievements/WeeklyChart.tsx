import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useAchPageTexts } from './texts';

/** Steps completed per week (Monday first) over the year: Mantine's BarChart. */
export function WeeklyChart({ weekly }: { weekly: Array<{ weekStart: string; count: number }> }) {
  const t = useAchPageTexts();
  const { i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = weekly.map((w) => ({
    week: short.format(new Date(`${w.weekStart}T00:00:00Z`)),
    steps: w.count,
  }));
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="week"
      series={[{ name: 'steps', label: t('achPage.weeklySeries'), color: 'orange.6' }]}
      tickLine="none"
      gridAxis="x"
      withXAxis
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 28 }}
      barProps={{ radius: 3 }}
      tooltipAnimationDuration={0}
      role="figure"
      aria-label={t('achPage.weeklyTitle')}
      data-testid="weekly-chart"
    />
  );
}
