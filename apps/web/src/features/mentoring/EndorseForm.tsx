import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useState } from 'react';
import type { MenteeGoalQuery } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { useMentoringT } from '../../shared/mentoring/texts';
import { notifySuccess } from '../../shared/ui/notify';
import { useEndorseGoal } from './api';

type Goal = NonNullable<MenteeGoalQuery['goal']>;

/** The mentor endorses a mentee's goal, with a note shown on it. */
export function EndorseForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const t = useMentoringT();
  const [note, setNote] = useState('');
  const endorse = useEndorseGoal();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('mentoring.endorseTitle', { title: goal.title })}
      onSubmit={(e) => {
        e.preventDefault();
        endorse.mutate(
          { goalId: goal.id, note: note.trim() },
          {
            onSuccess: () => {
              notifySuccess(t('mentoring.endorseDone'));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{t('mentoring.endorseTitle', { title: goal.title })}</Text>
        <Textarea
          label={t('mentoring.endorseNote')}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-autofocus
        />
        {endorse.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(endorse.error, t('mentoring.endorseFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('mentoring.cancel')}
          </Button>
          <Button
            type="submit"
            color="yellow"
            leftSection={<IconAward size={16} />}
            loading={endorse.isPending}
          >
            {t('mentoring.endorseSend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
