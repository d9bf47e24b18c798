import { Box, Group, Text } from '@mantine/core';
import { useId } from 'react';

/** The day number (days since 1970-01-01) of a YYYY-MM-DD date. */
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

export interface ChartData {
  /** The plan's checkpoints (the value due by each date), in date order. */
  planned: ReadonlyArray<{ date: string; value: number }>;
  /** What the person recorded, in date order. */
  results: ReadonlyArray<{ id: string; date: string; value: number }>;
  /** The forecast's expected finish: the forecast line runs from the latest result to the target on it. */
  expectedFinish: string | null;
  today: string;
}

const W = 400;
const H = 180;
const PAD = { left: 8, right: 8, top: 20, bottom: 8 };

/**
 * A measurable goal's results against its planned progression, in SVG: the plan (a grey line through its
 * checkpoints), the results (points joined by a line) and the forecast (dashed, from the latest result to the
 * target on the expected finish), with today marked. `label` is the chart's text alternative; the legend and
 * the axis ends are text in the page, so they stay readable on a phone.
 */
export function ResultsChart({
  data,
  label,
  formatDate,
  format,
  legend,
}: {
  data: ChartData;
  label: string;
  formatDate: (iso: string) => string;
  /** A value with its unit ("10 km"), for the target's and the baseline's labels. */
  format: (value: number) => string;
  legend: { plan: string; results: string; forecast: string };
}) {
  const titleId = useId();
  const { planned, results, expectedFinish, today } = data;
  const target = planned.at(-1);
  const days = [
    ...planned.map((p) => dayOf(p.date)),
    ...results.map((r) => dayOf(r.date)),
    dayOf(today),
    ...(expectedFinish && results.length > 0 ? [dayOf(expectedFinish)] : []),
  ];
  const values = [...planned.map((p) => p.value), ...results.map((r) => r.value)];
  const x0 = Math.min(...days);
  const x1 = Math.max(x0 + 1, ...days);
  const low = Math.min(0, ...values);
  let y0 = low;
  let y1 = Math.max(...values);
  if (y1 - y0 < 1e-9) y1 = y0 + 1;
  const span = y1 - y0;
  y0 -= span * 0.05;
  y1 += span * 0.05;
  const x = (day: number) => PAD.left + ((day - x0) / (x1 - x0)) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - y0) / (y1 - y0)) * (H - PAD.top - PAD.bottom);
  const line = (list: ReadonlyArray<{ date: string; value: number }>) =>
    list.map((p) => `${x(dayOf(p.date)).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const latest = results.at(-1);
  const forecastTo =
    latest && target && expectedFinish ? { date: expectedFinish, value: target.value } : null;
  const todayX = x(dayOf(today));
  return (
    <Box data-testid="results-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', maxHeight: 260 }}
      >
        <title id={titleId}>{label}</title>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(low)}
          y2={y(low)}
          stroke="var(--mantine-color-default-border)"
        />
        {target ? (
          <>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(target.value)}
              y2={y(target.value)}
              stroke="var(--mantine-color-default-border)"
              strokeDasharray="4 4"
            />
            <text
              x={PAD.left}
              y={y(target.value) - 4}
              fontSize={12}
              fill="var(--mantine-color-dimmed)"
              data-testid="target-label"
            >
              {format(target.value)}
            </text>
          </>
        ) : null}
        <text x={PAD.left} y={y(low) - 4} fontSize={12} fill="var(--mantine-color-dimmed)">
          {format(low)}
        </text>
        <line
          x1={todayX}
          x2={todayX}
          y1={PAD.top}
          y2={H - PAD.bottom}
          stroke="var(--mantine-color-default-border)"
          strokeDasharray="2 3"
        />
        <polyline
          points={line(planned)}
          fill="none"
          stroke="var(--mantine-color-dimmed)"
          strokeWidth={2}
          data-testid="plan-line"
        />
        {forecastTo && latest ? (
          <line
            x1={x(dayOf(latest.date))}
            y1={y(latest.value)}
            x2={x(dayOf(forecastTo.date))}
            y2={y(forecastTo.value)}
            stroke="var(--mantine-color-orange-filled)"
            strokeWidth={2}
            strokeDasharray="6 4"
            data-testid="forecast-line"
            data-finish={forecastTo.date}
          />
        ) : null}
        {results.length > 1 ? (
          <polyline
            points={line(results)}
            fill="none"
            stroke="var(--mantine-color-blue-filled)"
            strokeWidth={2}
          />
        ) : null}
        {results.map((r) => (
          <circle
            key={r.id}
            cx={x(dayOf(r.date))}
            cy={y(r.value)}
            r={4}
            fill="var(--mantine-color-blue-filled)"
            stroke="var(--mantine-color-body)"
            strokeWidth={1.5}
            data-testid="result-point"
            data-value={r.value}
          />
        ))}
      </svg>
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {formatDate(new Date(x0 * 86_400_000).toISOString().slice(0, 10))}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(new Date(x1 * 86_400_000).toISOString().slice(0, 10))}
        </Text>
      </Group>
      <Group gap="md" mt={4} aria-hidden>
        <Key color="var(--mantine-color-dimmed)" text={legend.plan} />
        <Key color="var(--mantine-color-blue-filled)" text={legend.results} dot />
        {forecastTo ? <Key color="var(--mantine-color-orange-filled)" text={legend.forecast} dashed /> : null}
      </Group>
    </Box>
  );
}

function Key({ color, text, dot, dashed }: { color: string; text: string; dot?: boolean; dashed?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width="18" height="10" aria-hidden style={{ flex: 'none' }}>
        <line
          x1="1"
          x2="17"
          y1="5"
          y2="5"
          stroke={color}
          strokeWidth={2}
          strokeDasharray={dashed ? '4 3' : undefined}
        />
        {dot ? <circle cx="9" cy="5" r="3.5" fill={color} /> : null}
      </svg>
      <Text size="xs">{text}</Text>
    </Group>
  );
}
