import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { isAfterDeadline } from '@stepwise/domain/completion';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import { hhmm } from '../../shared/lib/format';
import type { TaskEdit } from '../../shared/offline/changes';
import { queueTaskEdit } from '../../shared/offline/queue';
import { notifySuccess } from '../../shared/ui/notify';
import { useUpdateTask } from './api';
import { isTaskDraftDirty } from './plan';
import { cachedDeadline, useStepDeadlineTexts } from './stepDeadline';
import { calendarLabels, usePlansT } from './texts';
import { syncTaskReminder } from './useTaskActions';

/**
 * The step's edit dialog. Esc in the date picker closes only the picker (the dialog ignores Esc while it
 * is open); closing the dialog with unsaved edits asks to keep editing or discard them.
 */
export function TaskEditModal({ task, onClose }: { task: TaskFieldsFragment | null; onClose: () => void }) {
  const t = usePlansT();
  const [dirty, setDirty] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  // The Esc that opens the question must not also close it: Mantine's window listeners all see that one
  // keydown, and the question's own listener (already mounted, closed) may run after it has opened.
  const askedBy = useRef<Event | undefined>(undefined);
  const close = () => {
    setDirty(false);
    setAsking(false);
    setPickerOpen(false);
    onClose();
  };
  const requestClose = () => {
    if (pickerOpen) return;
    if (dirty) {
      askedBy.current = window.event;
      setAsking(true);
    } else close();
  };
  return (
    <>
      <Modal
        opened={task !== null}
        onClose={requestClose}
        closeOnEscape={!pickerOpen && !asking}
        title={t('plans.editTask')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        {task ? (
          <TaskEditor
            key={task.id}
            task={task}
            onDone={close}
            onCancel={requestClose}
            onDirtyChange={setDirty}
            onPickerChange={setPickerOpen}
          />
        ) : null}
      </Modal>
      <Modal
        opened={asking}
        onClose={() => {
          if (window.event !== undefined && window.event === askedBy.current) return;
          setAsking(false);
        }}
        title={t('plans.discardTitle')}
        size="sm"
        zIndex={320}
        closeButtonProps={{ 'aria-label': t('plans.keepEditing') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('plans.discardText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('plans.keepEditing')}
            </Button>
            <Button color="red" variant="light" onClick={close}>
              {t('plans.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Editing a task's label, date, time and notes; its reminder follows. */
function TaskEditor({
  task,
  onDone,
  onCancel,
  onDirtyChange,
  onPickerChange,
}: {
  task: TaskFieldsFragment;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onPickerChange: (open: boolean) => void;
}) {
  const t = usePlansT();
  const [label, setLabel] = useState(task.label);
  const [date, setDate] = useState<string | null>(task.date);
  const [time, setTime] = useState(hhmm(task.time));
  const [notes, setNotes] = useState(task.notes);
  const update = useUpdateTask();
  const client = useQueryClient();
  const td = useStepDeadlineTexts();
  const { i18n } = useTranslation();
  // A new day after the goal's deadline: asked first (move the deadline, or keep the step on it).
  const deadline = cachedDeadline(client, task.goalId);
  const [confirmedMove, setConfirmedMove] = useState(false);
  const beyond = date !== task.date && isAfterDeadline(date, deadline) && !confirmedMove;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${iso}T12:00:00`),
    );
  const dirty = isTaskDraftDirty(task, { label, date, time, notes });
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (beyond) return;
        const patch = {
          label: label.trim(),
          date: date ?? '',
          time: time || '',
          notes,
          ...(confirmedMove ? { moveDeadline: true } : {}),
        };
        if (!onlineManager.isOnline()) {
          // Offline: only the fields changed here are queued (shown at once as pending, sent on reconnect,
          // checked against the step then: shared/offline/replay.ts).
          const seen: TaskEdit = {
            label: task.label,
            date: task.date ?? '',
            time: hhmm(task.time),
            notes: task.notes,
          };
          const changed: TaskEdit = {};
          for (const key of Object.keys(patch) as (keyof TaskEdit)[]) {
            if (patch[key] !== seen[key]) changed[key] = patch[key];
          }
          if (Object.keys(changed).length > 0) void queueTaskEdit(task, changed).catch(() => undefined);
          onDone();
          return;
        }
        update.mutate(
          { id: task.id, patch },
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
            popoverProps={{ onOpen: () => onPickerChange(true), onClose: () => onPickerChange(false) }}
            ariaLabels={calendarLabels(t)}
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
        {beyond && date && deadline ? (
          <Alert color="yellow" variant="light" role="alert" data-testid="step-after-deadline">
            <Stack gap="xs">
              <span>{td('stepDeadline.after', { deadline: day(deadline) })}</span>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setConfirmedMove(true)}>
                  {td('stepDeadline.move', { date: day(date) })}
                </Button>
                <Button size="xs" variant="default" onClick={() => setDate(deadline)}>
                  {td('stepDeadline.keep', { deadline: day(deadline) })}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(update.error, t('goals.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('goals.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={label.trim() === '' || beyond}>
            {t('goals.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
