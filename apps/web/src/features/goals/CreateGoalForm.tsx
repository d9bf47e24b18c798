import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../shared/api/graphql';
import { GoalPreviewPanel } from '../../shared/goals/preview/GoalPreviewPanel';
import { useGoalPreviewT } from '../../shared/goals/preview/texts';
import { useLiveGoalPreview } from '../../shared/goals/preview/useLiveGoalPreview';
import { useNewGoalVisibility, VisibilityChoice } from '../../shared/goals/visibility/VisibilityChoice';
import { CALENDAR_FORMAT } from '../../shared/lib/date';
import { queueCreateGoal } from '../../shared/offline/queue';
import { loadPlanner } from '../../shared/planner/load';
import { useSession } from '../../shared/session/store';
import { notifySuccess } from '../../shared/ui/notify';
import { useCreateGoal } from './api';
import { useGoalFormOptions } from './goalFormOptions';
import { localGoalOf } from './localGoal';
import { useGoalsT } from './texts';

/**
 * Creating a goal: the text first; what the planner understood is shown before saving (useLiveGoalPreview). The
 * server plans again on create (with the mentor's playbook and, when configured, the language model) and is the
 * authority.
 */
export function CreateGoalForm({ today, onDone }: { today: string; onDone: () => void }) {
  const t = useGoalsT();
  const pt = useGoalPreviewT();
  const options = useGoalFormOptions();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);
  const timezone = useSession((state) => state.user?.timezone) ?? 'UTC';
  const hasMentor = useSession((state) => Boolean(state.user?.mentorId));
  const live = useLiveGoalPreview({
    text,
    category,
    deadline,
    onDeadline: setDeadline,
    timezone,
    mentor: hasMentor,
  });
  const { understood, planner } = live;
  // Words of self-harm get no goal (the server refuses one): the preview shows where to find help instead.
  const needsSupport = live.panel.preview?.warnings.some((w) => w.code === 'support') ?? false;
  const create = useCreateGoal();
  // Until the person picks: their default from settings, else by what the planner reads (personal: only me).
  const { visibility, why, pick } = useNewGoalVisibility({
    category: understood?.category ?? category,
    domain: understood?.domain,
  });

  const [preparing, setPreparing] = useState(false);
  const submit = async () => {
    if (preparing) return;
    const input = {
      text: text.trim(),
      category,
      deadline,
      visibility,
      ...live.chosen,
    };
    // Offline: the goal gets the plan made here at once, shown pending, and is created on reconnect (the server
    // plans it anew then: docs/decisions/059-goal-created-offline.md).
    // A form sent at once may beat the planner's chunk (it loads when the form opens): offline, wait for it.
    let local = planner;
    if (!local && !onlineManager.isOnline()) {
      setPreparing(true);
      local = await loadPlanner().catch(() => null);
      setPreparing(false);
    }
    const plan = onlineManager.isOnline()
      ? null
      : local?.planGoalLocally({ ...input, timezone, answers: input.answers ?? null });
    if (plan) {
      void queueCreateGoal(input, localGoalOf(plan, { visibility })).catch(() => undefined);
      notifySuccess(t('goals.createdOffline'));
      onDone();
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('goals.created'));
        onDone();
      },
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Textarea
          label={t('goals.textLabel')}
          description={pt('goalPreview.textHint')}
          placeholder={t('goals.textPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <GoalPreviewPanel {...live.panel} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('goals.category')}
            placeholder={t('goals.categoryAuto')}
            data={options.categories}
            value={category}
            onChange={setCategory}
            clearable
          />
          <DatePickerInput
            label={t('goals.deadline')}
            valueFormat={CALENDAR_FORMAT}
            minDate={today}
            value={deadline}
            onChange={(v) => setDeadline(v)}
            clearable
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('goals.deadlineHint')}
        </Text>
        <VisibilityChoice value={visibility} why={why} onChange={pick} />
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(create.error, t('goals.createFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('goals.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending || preparing}
            disabled={text.trim().length < 3 || needsSupport}
          >
            {t('goals.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
