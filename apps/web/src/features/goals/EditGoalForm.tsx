import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalFieldsFragment } from '../../gen/graphql';
import { errorText } from '../../shared/api/graphql';
import { useGoalPreviewT } from '../../shared/goals/preview/texts';
import { CALENDAR_FORMAT } from '../../shared/lib/date';
import { longDate } from '../../shared/lib/format';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useDeadlineEditCheck, useReplanAfterEdit, useUpdateGoal } from './api';
import { useGoalFormOptions } from './goalFormOptions';
import { useGoalsT } from './texts';

/** Editing a saved goal's title, description, category, deadline and visibility. */
export function EditGoalForm({
  goal,
  today,
  onDone,
}: {
  goal: GoalFieldsFragment;
  today: string;
  onDone: () => void;
}) {
  const t = useGoalsT();
  const pt = useGoalPreviewT();
  const options = useGoalFormOptions();
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description);
  const [category, setCategory] = useState(goal.category);
  const [deadline, setDeadline] = useState<string | null>(goal.deadline);
  const [visibility, setVisibility] = useState(goal.visibility);
  const update = useUpdateGoal();
  const replan = useReplanAfterEdit();
  const { i18n } = useTranslation();
  const changed = deadline !== null && deadline !== goal.deadline;
  const check = useDeadlineEditCheck(goal.id, deadline, changed);
  const edit = changed ? check.data?.deadlineEditCheck : undefined;
  const stepsAfter = edit?.earlier ? edit.stepsAfterDeadline : 0;

  const save = (thenReplan: boolean) =>
    update.mutate(
      {
        id: goal.id,
        patch: {
          title: title.trim(),
          description,
          category,
          visibility,
          // With a re-plan, the deadline is saved together with the steps laid out inside it.
          ...(changed && !thenReplan ? { deadline } : {}),
        },
      },
      {
        onSuccess: () => {
          if (!thenReplan || !deadline) {
            notifySuccess(t('goals.saved'));
            onDone();
            return;
          }
          replan.mutate(
            { goalId: goal.id, deadline },
            {
              // Success only for what happened: how many steps moved inside the new deadline.
              onSuccess: (r) => {
                notifySuccess(
                  r.moved > 0
                    ? t('goals.deadlineReplanned', { count: r.moved })
                    : t('goals.deadlineNothingMoved'),
                );
                onDone();
              },
              // Why it cannot (the server's words); the deadline is not saved then.
              onError: (error) => notifyError(t('goals.deadlineNotReplanned'), error),
            },
          );
        },
      },
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save(false);
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('goals.goalTitle')}
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={t('goals.description')}
          autosize
          minRows={2}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('goals.category')}
            data={options.categories}
            value={category}
            onChange={(v) => setCategory(v ?? goal.category)}
            allowDeselect={false}
          />
          <DatePickerInput
            label={t('goals.deadline')}
            valueFormat={CALENDAR_FORMAT}
            minDate={today}
            value={deadline}
            onChange={(v) => setDeadline(v)}
          />
          <Select
            label={t('goals.visibility')}
            data={options.visibilities}
            value={visibility}
            onChange={(v) => setVisibility(v ?? goal.visibility)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {visibility === 'private' && goal.visibility !== 'private' ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconLock size={18} aria-hidden="true" />}
            title={t('goals.privateTitle')}
            data-testid="private-warning"
          >
            <Text size="sm">{t('goals.privateText')}</Text>
          </Alert>
        ) : null}
        {stepsAfter > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('goals.stepsAfterTitle', { count: stepsAfter })}
            data-testid="deadline-warning"
          >
            <Text size="sm">{t('goals.stepsAfterText', { date: longDate(deadline, i18n.language) })}</Text>
            {edit?.warnings.map((w) => (
              <div key={w.code}>
                <Text size="sm" mt={4}>
                  {w.message}
                </Text>
                {w.alternative?.deadline ? (
                  <Button
                    size="compact-sm"
                    variant="default"
                    mt={6}
                    onClick={() => setDeadline(w.alternative?.deadline ?? deadline)}
                  >
                    {pt('goalPreview.acceptDeadline', {
                      date: longDate(w.alternative.deadline, i18n.language),
                    })}
                  </Button>
                ) : null}
              </div>
            ))}
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(update.error, t('goals.saveFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
          {stepsAfter > 0 ? (
            <>
              <Button
                variant="light"
                type="submit"
                loading={update.isPending && !replan.isPending}
                disabled={title.trim().length < 1}
              >
                {t('goals.saveOnly')}
              </Button>
              <Button
                loading={update.isPending || replan.isPending}
                disabled={title.trim().length < 1}
                onClick={() => save(true)}
              >
                {t('goals.saveAndReplan')}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={update.isPending} disabled={title.trim().length < 1}>
              {t('goals.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
