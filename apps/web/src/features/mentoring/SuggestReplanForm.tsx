import {
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/graphql';
import { useMentoringT } from '../../shared/mentoring/texts';
import { notifySuccess } from '../../shared/ui/notify';
import { useSuggestReplan } from './api';

const DAYS = [1, 2, 3, 4, 5, 6, 7];

/** A weekday's short name in the interface language (1 = Monday; 2026-01-05 was a Monday). */
const dayName = (d: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + d)),
  );

/**
 * The mentor suggests a re-plan of a mentee's goal: other weekdays and a time of day, or the whole plan
 * shifted by days. The mentee sees it among the re-plan choices, previewed, and accepts or declines it.
 */
export function SuggestReplanForm({
  goal,
  menteeName,
  onDone,
}: {
  goal: { id: string; title: string };
  menteeName: string;
  onDone: () => void;
}) {
  const t = useMentoringT();
  const { i18n } = useTranslation();
  const [kind, setKind] = useState<'rhythm' | 'shiftBy'>('rhythm');
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<string[]>([]);
  const [time, setTime] = useState('');
  const [shift, setShift] = useState<number>(7);
  const [touched, setTouched] = useState(false);
  const suggest = useSuggestReplan();
  const labelBad = label.trim().length < 1 || label.trim().length > 200;
  const daysBad = kind === 'rhythm' ? days.length === 0 : !Number.isInteger(shift) || shift === 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('mentoring.suggestReplanTitle', { title: goal.title })}
      data-testid="suggest-replan"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (labelBad || daysBad) return;
        const change =
          kind === 'rhythm'
            ? { kind, weekdays: days.map(Number).sort(), timeOfDay: time || null }
            : { kind, days: shift };
        suggest.mutate(
          { goalId: goal.id, label: label.trim(), change },
          {
            onSuccess: () => {
              notifySuccess(t('mentoring.suggested', { name: menteeName }));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{t('mentoring.suggestReplanTitle', { title: goal.title })}</Text>
        <Text fz="sm" c="dimmed">
          {t('mentoring.suggestReplanHint', { name: menteeName })}
        </Text>
        <TextInput
          label={t('mentoring.suggestReplanLabel')}
          placeholder={t('mentoring.suggestReplanPlaceholder')}
          required
          maxLength={200}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={touched && labelBad ? t('mentoring.labelRequired') : null}
          data-autofocus
        />
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'rhythm' | 'shiftBy')}
          data={[
            { value: 'rhythm', label: t('mentoring.suggestRhythm') },
            { value: 'shiftBy', label: t('mentoring.suggestShift') },
          ]}
        />
        {kind === 'rhythm' ? (
          <>
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('mentoring.suggestWeekdays')}
              </Text>
              <Chip.Group multiple value={days} onChange={setDays}>
                <Group gap={6}>
                  {DAYS.map((d) => (
                    <Chip key={d} value={String(d)} size="sm" data-testid={`suggest-weekday-${d}`}>
                      {dayName(d, i18n.language)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {touched && daysBad ? (
                <Text size="xs" c="red" mt={4} role="alert">
                  {t('mentoring.weekdaysRequired')}
                </Text>
              ) : null}
            </div>
            <TextInput
              type="time"
              label={t('mentoring.suggestTimeOfDay')}
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
              w={{ base: '100%', xs: 280 }}
            />
          </>
        ) : (
          <NumberInput
            label={t('mentoring.suggestShiftDays')}
            value={shift}
            onChange={(v) => setShift(Number(v) || 0)}
            min={-366}
            max={366}
            allowDecimal={false}
            w={{ base: '100%', xs: 220 }}
            error={touched && daysBad ? t('mentoring.daysRequired') : null}
          />
        )}
        {suggest.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(suggest.error, t('mentoring.suggestFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('mentoring.cancel')}
          </Button>
          <Button type="submit" loading={suggest.isPending}>
            {t('mentoring.suggestSend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
