import { Alert, Button, Group, Text } from '@mantine/core';
import { needsChoice } from '@stepwise/planner/replan-choice';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { MyPlansQuery } from '../../gen/graphql';
import { ReplanChoice } from './ReplanChoice';
import { RhythmModal } from './RhythmModal';
import { reflowInput } from './replanRule';
import { useReplanT } from './replanTexts';

type Goal = MyPlansQuery['myGoals']['items'][number];
export type ReflowDialog = 'choice' | 'rhythm' | null;

/**
 * When missed work piles up (three or more missed steps, or a week without a tick), the plan offers the
 * choice of how to go on; one or two missed steps are absorbed quietly (no banner). Nothing changes until
 * the person picks. The same choice and the rhythm open from the plan's menu (`dialog`).
 */
export function ReplanPanel({
  goal,
  enabled,
  dialog,
  onDialog,
}: {
  goal: Goal;
  enabled: boolean;
  dialog: ReflowDialog;
  onDialog: (d: ReflowDialog) => void;
}) {
  const t = useReplanT();
  const choice = useMemo(() => (enabled ? needsChoice(reflowInput(goal)) : null), [enabled, goal]);
  return (
    <>
      {choice?.offer ? (
        <Alert
          mt="md"
          color="orange"
          variant="light"
          icon={<IconCalendarRepeat size={18} />}
          data-testid="replan-banner"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('replan.banner', { count: choice.missed })}</Text>
            <Button size="xs" onClick={() => onDialog('choice')}>
              {t('replan.choose')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {enabled ? (
        <>
          <ReplanChoice goal={goal} opened={dialog === 'choice'} onClose={() => onDialog(null)} />
          <RhythmModal goal={goal} opened={dialog === 'rhythm'} onClose={() => onDialog(null)} />
        </>
      ) : null}
    </>
  );
}
