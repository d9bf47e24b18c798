import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../shared/api/graphql';
import { useNewGoalVisibility, VisibilityChoice } from '../../shared/goals/visibility/VisibilityChoice';
import { CALENDAR_FORMAT } from '../../shared/lib/date';
import { queueCreateGoal } from '../../shared/offline/queue';
import { type LocalPlanner, loadPlanner } from '../../shared/planner/load';
import { useSession } from '../../shared/session/store';
import { notifySuccess } from '../../shared/ui/notify';
import { type PreviewChoices, useCreateGoal, usePreviewGoal } from './api';
import { GoalPreviewPanel, type PlanTarget, type PreviewQuestion } from './GoalPreview';
import { useGoalFormOptions } from './goalFormOptions';
import { localGoalOf } from './localGoal';
import { useGoalsT } from './texts';

/** The planner in the browser, loaded when the form opens; `failed` when its chunk cannot be loaded. */
function useLocalPlanner() {
  const [planner, setPlanner] = useState<LocalPlanner | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadPlanner().then(
      (p) => live && setPlanner(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { planner, failed };
}

/**
 * Creating a goal: the text first; what the planner understood is shown before saving. The planner runs here,
 * in the browser, on every pause in typing (no request per keystroke); the server plans again on create (with
 * the mentor's playbook and, when configured, the language model) and is the authority. Only when the
 * planner's chunk cannot be loaded does the preview ask the server.
 */
export function CreateGoalForm({ today, onDone }: { today: string; onDone: () => void }) {
  const t = useGoalsT();
  const options = useGoalFormOptions();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(null);
  const { planner, failed } = useLocalPlanner();
  const timezone = useSession((state) => state.user?.timezone) ?? 'UTC';
  const hasMentor = useSession((state) => Boolean(state.user?.mentorId));
  // Local planning takes milliseconds: a short pause is enough; the server's fallback waits longer.
  const [debounced] = useDebouncedValue(text.trim(), planner ? 150 : 400);
  // Answers and an accepted target belong to the text they were given for.
  const [choices, setChoices] = useState<{ text: string; asked: PreviewQuestion[] } & PreviewChoices>({
    text: '',
    answers: [],
    target: null,
    asked: [],
  });
  const own = choices.text === debounced;
  const answers = own ? choices.answers : [];
  const target = own ? choices.target : null;
  const asked = own ? choices.asked : [];
  const answer = (question: PreviewQuestion, value: string) =>
    setChoices({
      text: debounced,
      answers: [...answers.filter((a) => a.id !== question.id), { id: question.id, value }],
      target,
      asked: [...asked.filter((q) => q.id !== question.id), question],
    });
  const setTarget = (next: PlanTarget | null) =>
    setChoices({ text: debounced, answers, target: next, asked });
  // Keyed by value: `answers` and `target` are new objects on every render.
  const choicesKey = JSON.stringify([answers, target]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: answers and target are covered by choicesKey
  const local = useMemo(
    () =>
      planner?.previewGoalLocally({ text: debounced, category, deadline, answers, target, timezone }) ?? null,
    [planner, debounced, category, deadline, choicesKey, timezone],
  );
  const preview = usePreviewGoal(failed ? debounced : '', category, deadline, { answers, target });
  const create = useCreateGoal();
  const understood = debounced.length >= 3 ? (local ?? preview.data?.previewGoal) : undefined;
  const sameText = text.trim() === debounced;
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
      ...(sameText && answers.length ? { answers } : {}),
      ...(sameText && target ? { target } : {}),
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
          description={t('goals.textHint')}
          placeholder={t('goals.textPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <GoalPreviewPanel
          preview={understood}
          fetching={failed ? preview.isFetching : !planner && debounced.length >= 3}
          milestones={local?.milestones}
          mentor={hasMentor}
          acceptedTarget={target}
          onAcceptDeadline={(d) => {
            setDeadline(d);
            setTarget(null);
          }}
          onAcceptTarget={(v) => setTarget(v)}
          onUndoTarget={() => setTarget(null)}
          onAnswer={answer}
          answers={answers}
          answered={asked}
        />
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
          <Button type="submit" loading={create.isPending || preparing} disabled={text.trim().length < 3}>
            {t('goals.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
