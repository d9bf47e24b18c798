import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatQuantity } from '@stepwise/planner/format';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../lib/format';
import { queueResult } from '../offline/results';
import { notifyError, notifySuccess } from '../ui/notify';
import { useDeleteResult } from './api';
import { ResultsChart } from './ResultsChart';
import { useResultsT } from './texts';

export interface MeasuredGoal {
  id: string;
  title: string;
  progression?: {
    unit: string;
    direction: string;
    points: ReadonlyArray<{ date: string; value: number }>;
  } | null;
  results?: ReadonlyArray<{ id: string; on: string; value: number; seconds: number | null }> | null;
  forecast?: { expectedFinish: string | null } | null;
}

/** "32:15" -> 1935 seconds; "" -> null; anything else -> NaN. */
export function parseMinutes(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(\d{1,4})(?::([0-5]\d))?$/.exec(t);
  if (!m) return Number.NaN;
  const seconds = Number(m[1]) * 60 + Number(m[2] ?? 0);
  return seconds > 0 ? seconds : Number.NaN;
}

const minutesText = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * A measurable goal's results on its plan: the chart against the planned progression with the forecast, the
 * results recorded (each deletable), and a form to record one (the value in the plan's unit, the day, an
 * optional time and note). Only for the owner (`editable`); the chart and the list otherwise (the mentor).
 */
export function ResultsPanel({
  goal,
  today,
  editable,
}: {
  goal: MeasuredGoal;
  today: string;
  editable: boolean;
}) {
  const t = useResultsT();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ru' ? 'ru' : 'en';
  const [sending, setSending] = useState(false);
  const remove = useDeleteResult();
  const [value, setValue] = useState<string | number>('');
  const [on, setOn] = useState(today);
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ value?: string; time?: string }>({});
  const progression = goal.progression;
  if (!progression || progression.points.length === 0) return null;
  const results = goal.results ?? [];
  const unit = progression.unit;
  const format = (v: number) => formatQuantity(v, unit, lang, 'nom');
  const unitWord =
    format(5)
      .replace(/^[\d\s.,\u00a0\u202f$€£]+/, '')
      .trim() || unit;
  const target = progression.points.at(-1)!;
  const total = progression.points[0]!.value === 0 && progression.direction === 'up';
  const latest = results.at(-1);
  const plannedBy = (iso: string) => {
    const pts = progression.points;
    let prev = pts[0]!;
    if (iso <= prev.date) return prev.value;
    for (const p of pts) {
      if (p.date >= iso) {
        const span = Date.parse(p.date) - Date.parse(prev.date);
        return span <= 0
          ? p.value
          : prev.value + ((p.value - prev.value) * (Date.parse(iso) - Date.parse(prev.date))) / span;
      }
      prev = p;
    }
    return prev.value;
  };
  const expectedFinish = goal.forecast?.expectedFinish ?? null;
  const label = latest
    ? t('results.chartLabel', {
        title: goal.title,
        count: results.length,
        latest: format(latest.value),
        date: longDate(latest.on, lang),
        planned: format(plannedBy(latest.on)),
        target: format(target.value),
        finish: expectedFinish ? longDate(expectedFinish, lang) : '—',
      })
    : t('results.chartEmpty', {
        title: goal.title,
        target: format(target.value),
        date: longDate(target.date, lang),
      });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const seconds = parseMinutes(time);
    const next: typeof errors = {};
    if (typeof value !== 'number' || !Number.isFinite(value)) next.value = t('results.valueRequired');
    if (Number.isNaN(seconds)) next.time = t('results.timeInvalid');
    setErrors(next);
    if (next.value || next.time) return;
    const { queued, sent } = queueResult(goal, {
      value: value as number,
      on,
      seconds,
      note: note.trim() || null,
    });
    setValue('');
    setTime('');
    setNote('');
    if (queued) {
      notifySuccess(t('results.queued'));
      return;
    }
    setSending(true);
    sent
      .then(() => notifySuccess(t('results.recorded')))
      .catch((error: unknown) => notifyError(t('results.failed'), error))
      .finally(() => setSending(false));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="sm"
      component="section"
      aria-labelledby={`results-${goal.id}`}
      data-testid="results-panel"
    >
      <Title order={4} fz="md" mb={6} id={`results-${goal.id}`}>
        {t('results.title')}
      </Title>
      <ResultsChart
        data={{
          planned: progression.points,
          results: results.map((r) => ({ id: r.id, date: r.on, value: r.value })),
          expectedFinish,
          today,
        }}
        label={label}
        formatDate={(iso) => longDate(iso, lang)}
        format={format}
        legend={{
          plan: t('results.legendPlan'),
          results: t(editable ? 'results.legendResults' : 'results.title'),
          forecast: t('results.legendForecast'),
        }}
      />
      {results.length > 0 ? (
        <Stack
          component="ul"
          gap={2}
          mt="xs"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('results.listLabel')}
        >
          {results.map((r) => (
            <Group
              component="li"
              key={r.id}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="result-row"
            >
              <Text size="sm">
                {longDate(r.on, lang)} — {format(r.value)}
                {r.seconds ? ` · ${minutesText(r.seconds)}` : ''}
              </Text>
              {editable && !r.id.startsWith('local-') ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('results.delete', { date: longDate(r.on, lang) })}
                  loading={remove.isPending && remove.variables === r.id}
                  onClick={() =>
                    remove.mutate(r.id, {
                      onSuccess: () => notifySuccess(t('results.deleted')),
                      onError: (error) => notifyError(t('results.failed'), error),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      ) : editable ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('results.none')}
        </Text>
      ) : null}
      {editable ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" mt="sm" wrap="wrap">
            <NumberInput
              label={t(total ? 'results.valueTotal' : 'results.valueLevel', { unit: unitWord })}
              value={value}
              onChange={setValue}
              decimalSeparator={lang === 'ru' ? ',' : '.'}
              allowNegative
              error={errors.value}
              w={{ base: '100%', xs: 170 }}
              data-testid="result-value"
            />
            <TextInput
              type="date"
              label={t('results.on')}
              value={on}
              max={today}
              onChange={(e) => setOn(e.currentTarget.value)}
              w={{ base: '100%', xs: 160 }}
              data-testid="result-on"
            />
            {unit === 'km' || unit === 'mi' || unit === 'm' ? (
              <TextInput
                label={t('results.time')}
                description={t('results.timeHint')}
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
                error={errors.time}
                inputMode="numeric"
                w={{ base: '100%', xs: 150 }}
              />
            ) : null}
            <TextInput
              label={t('results.note')}
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.currentTarget.value)}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          <Button type="submit" mt="xs" size="sm" loading={sending} data-testid="result-record">
            {t('results.record')}
          </Button>
        </form>
      ) : null}
    </Paper>
  );
}
