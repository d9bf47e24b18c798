import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Option, type ReflowInput, rhythmChange, shiftPlan } from '@stepwise/planner/replan-choice';
import { IconBulb, IconCalendarRepeat, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hhmm } from '../../shared/lib/format';
import { useDecideSuggestion } from '../../shared/mentoring/api';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { OptionSummary } from './OptionSummary';
import { useUndoReflow } from './replanApi';
import { dayName } from './replanRule';
import { useReplanT } from './replanTexts';
import { notifyUndo } from './undo';

export interface SuggestedReplan {
  kind: string;
  weekdays?: readonly number[] | null;
  timeOfDay?: string | null;
  days?: number | null;
}

export interface ReplanSuggestion {
  id: string;
  label: string;
  notes: string;
  replan?: SuggestedReplan | null;
}

/** What the mentor's re-plan would do to this plan today: the same rule the server applies on accept. */
export function suggestedOption(input: ReflowInput, replan: SuggestedReplan): Option {
  return replan.kind === 'shiftBy'
    ? shiftPlan(input, replan.days ?? 0)
    : rhythmChange(input, { weekdays: [...(replan.weekdays ?? [])], timeOfDay: replan.timeOfDay ?? null });
}

/** The change in words: "Tue, Thu, Sun · 18:30" or "everything 7 days later". */
export function useDescribeReplan() {
  const t = useReplanT();
  const { i18n } = useTranslation();
  return (r: SuggestedReplan) =>
    r.kind === 'shiftBy'
      ? t((r.days ?? 0) > 0 ? 'replan.suggestedLater' : 'replan.suggestedEarlier', {
          count: Math.abs(r.days ?? 0),
        })
      : [
          (r.weekdays ?? []).map((d) => dayName(d, i18n.language)).join(', '),
          r.timeOfDay ? hhmm(r.timeOfDay) : t('replan.suggestedOwnTimes'),
        ].join(' · ');
}

/**
 * The mentor's suggested re-plans among the ways on: each previewed on this device like the others, and
 * answered like a suggested step. Accepting applies it (the server recomputes it as previewed) and offers
 * undo; declining changes nothing; the mentor is told either way.
 */
export function SuggestedReplans({
  suggestions,
  input,
  deadline,
  onDone,
}: {
  suggestions: readonly ReplanSuggestion[];
  input: ReflowInput | null;
  deadline: string | null;
  onDone: () => void;
}) {
  const t = useReplanT();
  const describe = useDescribeReplan();
  const decide = useDecideSuggestion();
  const undo = useUndoReflow();
  const answer = (id: string, accept: boolean) =>
    decide.mutate(
      { id, accept },
      {
        onSuccess: ({ replanId }) => {
          onDone();
          if (!accept || !replanId) return notifySuccess(t('replan.suggestionDeclined'));
          notifyUndo({
            id: `reflow-${replanId}`,
            text: t('replan.suggestionAccepted'),
            undo: t('replan.undo'),
            onUndo: () =>
              undo.mutate(replanId, {
                onSuccess: () => notifySuccess(t('replan.undone')),
                onError: (error) => notifyError(t('replan.failed'), error),
              }),
          });
        },
        onError: (error) => notifyError(t('replan.failed'), error),
      },
    );
  const shown = suggestions.filter((s) => s.replan);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" mb="xs">
      {shown.map((s) => {
        const option = input ? suggestedOption(input, s.replan!) : null;
        const busy = decide.isPending && decide.variables?.id === s.id;
        return (
          <Paper
            key={s.id}
            withBorder
            p="sm"
            radius="md"
            data-testid="suggested-replan"
            style={{ borderColor: 'var(--mantine-color-violet-4)' }}
          >
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconBulb size={18} color="var(--mantine-color-violet-6)" aria-hidden="true" />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('replan.suggested', { label: s.label })}
                </Text>
                <Text size="sm" c="dimmed">
                  {describe(s.replan!)}
                  {s.notes ? ` · ${s.notes}` : ''}
                </Text>
                {option ? <OptionSummary option={option} deadline={deadline} /> : null}
              </Stack>
            </Group>
            <Group justify="flex-end" gap={6} mt="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                loading={busy && decide.variables?.accept === false}
                disabled={busy}
                onClick={() => answer(s.id, false)}
              >
                {t('replan.declineSuggestion')}
              </Button>
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck size={14} />}
                loading={busy && decide.variables?.accept === true}
                disabled={busy || !option?.available}
                onClick={() => answer(s.id, true)}
              >
                {t('replan.acceptSuggestion')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * On the plan: the mentor suggests a re-plan; it opens among the re-plan choices (`onReview`), where it is
 * previewed like the others and answered. Without `onReview` (a paused goal) it waits for the resume.
 */
export function ReplanSuggestionsNote({
  suggestions,
  onReview,
}: {
  suggestions: readonly ReplanSuggestion[];
  onReview?: () => void;
}) {
  const t = useReplanT();
  const describe = useDescribeReplan();
  const shown = suggestions.filter((s) => s.replan);
  if (shown.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="sm"
      data-testid="replan-suggestions"
      style={{ borderColor: 'var(--mantine-color-violet-4)' }}
    >
      <Stack gap="xs">
        {shown.map((s) => (
          <Group key={s.id} justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6} wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
              <IconBulb size={16} color="var(--mantine-color-violet-6)" aria-hidden="true" />
              <Stack gap={0} miw={0}>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t('replan.suggested', { label: s.label })}
                </Text>
                <Text fz="xs" c="dimmed">
                  {describe(s.replan!)}
                </Text>
              </Stack>
            </Group>
            <Button
              size="xs"
              color="violet"
              variant="light"
              leftSection={<IconCalendarRepeat size={14} />}
              disabled={!onReview}
              onClick={onReview}
            >
              {t('replan.review')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
