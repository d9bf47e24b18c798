import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useState } from 'react';
import type { MenteeGoalQuery } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { groupMilestones } from '../../shared/goals/milestones';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import { useMentoringT } from '../../shared/mentoring/texts';
import { notifySuccess } from '../../shared/ui/notify';
import { useSuggestTask } from './api';

type Goal = NonNullable<MenteeGoalQuery['goal']>;

/** The mentor suggests a step for a mentee's goal; the mentee accepts or declines it. */
export function SuggestForm({
  goal,
  menteeName,
  onDone,
}: {
  goal: Goal;
  menteeName: string;
  onDone: () => void;
}) {
  const t = useMentoringT();
  const milestones = groupMilestones(goal.tasks).map((m) => m.task);
  const [parentId, setParentId] = useState<string | null>(milestones.at(-1)?.id ?? null);
  const [label, setLabel] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const suggest = useSuggestTask();
  const labelError = touched && (label.trim().length < 1 || label.trim().length > 200);
  const NEW = '__new__';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('mentoring.suggestTitle', { title: goal.title })}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (label.trim().length < 1 || label.trim().length > 200) return;
        suggest.mutate(
          { goalId: goal.id, parentId, label: label.trim(), date, time: time || null, notes },
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
        <Text fw={600}>{t('mentoring.suggestTitle', { title: goal.title })}</Text>
        <TextInput
          label={t('mentoring.suggestLabel')}
          placeholder={t('mentoring.suggestLabelPlaceholder')}
          required
          maxLength={200}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={labelError ? t('mentoring.labelRequired') : null}
          data-autofocus
        />
        <Select
          label={t('mentoring.suggestMilestone')}
          value={parentId ?? NEW}
          onChange={(v) => setParentId(v === NEW || v === null ? null : v)}
          data={[
            ...milestones.map((m) => ({ value: m.id, label: m.label })),
            { value: NEW, label: t('mentoring.suggestNewMilestone') },
          ]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label={t('mentoring.suggestDate')}
            valueFormat={CALENDAR_FORMAT}
            dateParser={(input) => parseDottedDate(input)}
            value={date}
            onChange={setDate}
            clearable
          />
          <TimeInput
            label={t('mentoring.suggestTime')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t('mentoring.suggestNotes')}
          autosize
          minRows={2}
          maxLength={5000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
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
