import { Badge, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { groupMilestones, type PlanTask } from '../../shared/goals/milestones';
import { useSession } from '../../shared/session/store';
import { useCompanyT } from './company/texts';
import { useFirstPlanT } from './firstPlanTexts';

export { FirstStepContext } from './firstStepContext';

/** The first open step of a plan: the first open milestone's first open step (or the milestone itself). */
export function firstOpenStep(tasks: readonly PlanTask[]): string | null {
  for (const m of groupMilestones(tasks)) {
    if (m.steps.length === 0 && !m.task.completed) return m.task.id;
    const step = m.steps.find((s) => !s.completed);
    if (step) return step.id;
  }
  return null;
}

const HIDDEN_PREFIX = 'stepwise:firstPlanHint:';

/** The hint's "hide" is kept per person on the device: once hidden, never shown again there. */
function useHintHidden(): [boolean, () => void] {
  const userId = useSession((s) => s.user?.id ?? '');
  const key = HIDDEN_PREFIX + userId;
  const [hidden, setHidden] = useState(() => globalThis.localStorage?.getItem(key) === '1');
  return [
    hidden,
    () => {
      globalThis.localStorage?.setItem(key, '1');
      setHidden(true);
    },
  ];
}

/** One line on how a plan is used (tick, edit, open to company), over the plan setup made; hidden for good. */
export function FirstPlanHint() {
  const t = useFirstPlanT();
  const tc = useCompanyT();
  const [hidden, hide] = useHintHidden();
  if (hidden) return null;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      mb="xs"
      id="first-plan-hint"
      data-testid="first-plan-hint"
      bg="var(--mantine-color-info-light)"
      style={{ scrollMarginTop: 80 }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <IconBulb size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {t('firstPlan.hint', { company: tc('company.openToCompany') })}
        </Text>
        <CloseButton aria-label={t('firstPlan.hide')} onClick={hide} size="lg" />
      </Group>
    </Paper>
  );
}

/** The badge beside the highlighted step's label. */
export function FirstStepBadge() {
  const t = useFirstPlanT();
  return (
    <Badge size="xs" variant="filled" color="info" style={{ textTransform: 'none' }}>
      {t('firstPlan.firstStep')}
    </Badge>
  );
}
