import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { type Option, replanOptions } from '@stepwise/planner/replan-choice';
import { onlineManager } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReflowChange } from '../../gen/graphql';
import { queueReflow } from '../../shared/offline/reflows';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { OptionSummary } from './OptionSummary';
import { useReplanPlan, useUndoReflow } from './replanApi';
import { reflowInput } from './replanRule';
import { useReplanT } from './replanTexts';
import { type ReplanSuggestion, SuggestedReplans } from './SuggestedReplans';
import { notifyUndo } from './undo';

type Kind = 'gradual' | 'shift' | 'lighten' | 'drop';

/**
 * Applies a re-plan through the offline queue (the previewed outcome shows at once), tells what the server
 * really did when it answers, and offers to undo it.
 */
export function useReflowAction(goal: { id: string; title: string }) {
  const t = useReplanT();
  const undo = useUndoReflow();
  const [pending, setPending] = useState(false);
  const run = (change: ReflowChange, preview: Option | null, onDone?: () => void) => {
    const queued = !onlineManager.isOnline();
    setPending(!queued);
    const sent = queueReflow(goal, change, preview);
    onDone?.();
    if (queued) {
      notifySuccess(t('replan.queued'));
      return;
    }
    sent
      .then((r) => {
        const what = [
          r.moved > 0 ? t('replan.moves', { count: r.moved }) : '',
          r.dropped > 0 ? t('replan.drops', { count: r.dropped }) : '',
        ]
          .filter(Boolean)
          .join(', ');
        notifyUndo({
          id: `reflow-${r.replanId}`,
          text: t('replan.done', { what: what || t('replan.unchanged') }),
          undo: t('replan.undo'),
          onUndo: () =>
            undo.mutate(r.replanId, {
              onSuccess: () => notifySuccess(t('replan.undone')),
              onError: (error) => notifyError(t('replan.failed'), error),
            }),
        });
      })
      .catch((error) => notifyError(t('replan.failed'), error))
      .finally(() => setPending(false));
  };
  return { run, pending };
}

/**
 * The four ways on after missed work, and the mentor's suggested re-plans, each previewed on this device;
 * nothing changes until one is picked.
 */
export function ReplanChoice({
  goal,
  opened,
  onClose,
}: {
  goal: { id: string; title: string; suggestions?: readonly ReplanSuggestion[] };
  opened: boolean;
  onClose: () => void;
}) {
  const t = useReplanT();
  const plan = useReplanPlan(goal.id, opened);
  const input = useMemo(() => (plan.data ? reflowInput(plan.data) : null), [plan.data]);
  const options = useMemo(() => (input ? replanOptions(input) : []), [input]);
  const [picked, setPicked] = useState<Kind | null>(null);
  const action = useReflowAction(goal);
  const first = options.find((o) => o.available)?.kind as Kind | undefined;
  const value = picked ?? first ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('replan.title', { title: goal.title })} size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        {t('replan.intro')}
      </Text>
      {plan.isPending ? <Loader size="sm" /> : null}
      {plan.isError ? <Alert color="red">{t('replan.failed')}</Alert> : null}
      <SuggestedReplans
        suggestions={goal.suggestions ?? []}
        input={input}
        deadline={plan.data?.deadline ?? null}
        onDone={onClose}
      />
      <Radio.Group value={value} onChange={(v) => setPicked(v as Kind)} name={`replan-${goal.id}`}>
        <Stack gap="xs">
          {options.map((o) => (
            <Radio.Card
              key={o.kind}
              value={o.kind}
              disabled={!o.available}
              p="sm"
              radius="md"
              data-testid={`option-${o.kind}`}
              style={{ opacity: o.available ? 1 : 0.6 }}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!o.available} />
                <div>
                  <Text fw={600}>{t(`replan.${o.kind as Kind}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`replan.${o.kind as Kind}Text`)}
                  </Text>
                  <OptionSummary option={o} deadline={plan.data?.deadline ?? null} />
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {t('replan.cancel')}
        </Button>
        <Button
          disabled={!options.some((o) => o.kind === value && o.available)}
          loading={action.pending}
          onClick={() =>
            value && action.run({ kind: value }, options.find((o) => o.kind === value) ?? null, onClose)
          }
        >
          {t('replan.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
