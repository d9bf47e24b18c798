import { useDebouncedValue } from '@mantine/hooks';
import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { type LocalPlanner, loadPlanner } from '../../planner/load';
import { type PreviewChoices, usePreviewGoal } from './api';
import type { GoalPreviewPanel, PlanTarget, PreviewQuestion } from './GoalPreviewPanel';

/** The planner in the browser, loaded when the form opens; `failed` when its chunk cannot be loaded. */
export function useLocalPlanner() {
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
 * The live "how we understood it" of a goal text, for the New goal dialog and setup step 3. The planner runs in
 * the browser on every pause in typing (no request per keystroke); only when its chunk cannot be loaded does
 * the preview ask the server. The person's answers and an accepted target belong to the text they were given
 * for; an accepted deadline goes to `onDeadline`. `categoryOf` turns the category read from the text into the
 * one the goal will be saved with (setup: the chosen interests guide it), so the plan shown is the one made.
 */
export function useLiveGoalPreview({
  text,
  category,
  deadline,
  onDeadline,
  timezone,
  mentor,
  categoryOf,
}: {
  text: string;
  category: string | null;
  deadline: string | null;
  onDeadline: (deadline: string) => void;
  timezone: string;
  mentor: boolean;
  categoryOf?: (read: string) => string;
}) {
  const { planner, failed } = useLocalPlanner();
  // Local planning takes milliseconds: a short pause is enough; the server's fallback waits longer.
  const [debounced] = useDebouncedValue(text.trim(), planner ? 150 : 400);
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
  const reading = useMemo(() => {
    if (!planner) return null;
    const run = (c: string | null) =>
      planner.previewGoalLocally({ text: debounced, category: c, deadline, answers, target, timezone });
    const first = run(category);
    if (!first) return null;
    const guided = !category && categoryOf ? categoryOf(first.category) : null;
    return {
      local: guided && guided !== first.category ? run(guided) : first,
      textCategory: first.category,
    };
  }, [planner, debounced, category, deadline, choicesKey, timezone, categoryOf]);
  const local = reading?.local ?? null;
  const server = usePreviewGoal(failed ? debounced : '', category, deadline, { answers, target });
  const understood = debounced.length >= 3 ? (local ?? server.data?.previewGoal) : undefined;
  // What was chosen on the preview belongs to the text as it is now: sent only while it is unchanged.
  const sameText = text.trim() === debounced;
  const panel: ComponentProps<typeof GoalPreviewPanel> = {
    preview: understood,
    fetching: failed ? server.isFetching : !planner && debounced.length >= 3,
    milestones: local?.milestones,
    mentor,
    acceptedTarget: target,
    onAcceptDeadline: (d) => {
      onDeadline(d);
      setTarget(null);
    },
    onAcceptTarget: (v) => setTarget(v),
    onUndoTarget: () => setTarget(null),
    onAnswer: answer,
    answers,
    answered: asked,
  };
  return {
    understood,
    /** The category of the text alone, before `categoryOf` (a personal text stays personal). */
    textCategory: debounced.length >= 3 ? (reading?.textCategory ?? understood?.category) : undefined,
    planner,
    panel,
    /** The preview's choices to send with the goal. */
    chosen: {
      ...(sameText && answers.length ? { answers } : {}),
      ...(sameText && target ? { target } : {}),
    },
  };
}
