import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgenda } from '../../shared/goals/api';
import { paths } from '../../shared/paths';
import { useBellTexts } from './texts';

/**
 * The steps waiting for the person: today's open ones and the overdue ones, read from the agenda the plans page
 * shows (one cached answer: a tick there changes it here). Paused plans are not in the agenda.
 */
export function useDueSteps(): { today: number; overdue: number } {
  const agenda = useAgenda().data?.agenda;
  const open = (list: ReadonlyArray<{ completed: boolean }> | undefined) =>
    (list ?? []).filter((x) => !x.completed).length;
  return { today: open(agenda?.dueToday), overdue: open(agenda?.overdue) };
}

/** The bell's first row while steps are waiting: how many are overdue and due today, a link to the plans. */
export function DueStepsRow({
  steps,
  onPick,
}: {
  steps: { today: number; overdue: number };
  onPick: () => void;
}) {
  const t = useBellTexts();
  if (steps.today === 0 && steps.overdue === 0) return null;
  const parts = [
    steps.overdue > 0 ? t('bell.stepsOverdue', { count: steps.overdue }) : null,
    steps.today > 0 ? t('bell.stepsToday', { count: steps.today }) : null,
  ].filter(Boolean);
  return (
    <UnstyledButton
      component={Link}
      to={paths.plans}
      className="bell-item"
      onClick={onPick}
      data-testid="bell-steps"
    >
      <span className="bell-icon" aria-hidden="true">
        <IconCalendarDue size={18} />
      </span>
      <Box miw={0} style={{ flex: 1 }}>
        <Text fz="sm" fw={600}>
          {t('bell.steps')}
        </Text>
        <Text fz="xs" c={steps.overdue > 0 ? 'red' : 'dimmed'}>
          {parts.join(' · ')}
        </Text>
      </Box>
    </UnstyledButton>
  );
}
