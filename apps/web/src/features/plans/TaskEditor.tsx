import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useState } from 'react';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import { hhmm } from '../../shared/lib/format';
import { notifySuccess } from '../../shared/ui/notify';
import { useUpdateTask } from './api';
import { usePlansT } from './i18n';
import { syncTaskReminder } from './useTaskActions';

/** Editing a task's label, date, time and notes; its reminder follows. */
export function TaskEditor({ task, onDone }: { task: TaskFieldsFragment; onDone: () => void }) {
  const t = usePlansT();
  const [label, setLabel] = useState(task.label);
  const [date, setDate] = useState<string | null>(task.date);
  const [time, setTime] = useState(hhmm(task.time));
  const [notes, setNotes] = useState(task.notes);
  const update = useUpdateTask();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { id: task.id, patch: { label: label.trim(), date: date ?? '', time: time || '', notes } },
          {
            onSuccess: ({ updateTask }) => {
              syncTaskReminder(task, updateTask);
              notifySuccess(t('goals.saved'));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('plans.label')}
          required
          maxLength={200}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label={t('plans.date')}
            placeholder={t('plans.datePlaceholder')}
            valueFormat={CALENDAR_FORMAT}
            dateParser={(input) => parseDottedDate(input)}
            value={date}
            onChange={setDate}
            clearable
          />
          <TimeInput label={t('plans.time')} value={time} onChange={(e) => setTime(e.currentTarget.value)} />
        </SimpleGrid>
        <Textarea
          label={t('plans.notes')}
          autosize
          minRows={3}
          maxLength={5000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(update.error, t('goals.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={label.trim() === ''}>
            {t('goals.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
