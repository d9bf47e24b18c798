import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPlansQuery } from '../../gen/graphql';
import { myPlansQuery } from '../../shared/goals/api';
import { longDate } from '../../shared/lib/format';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useReplanGoal } from './api';
import { usePlansT } from './texts';
import { syncTaskReminder } from './useTaskActions';

type Goal = MyPlansQuery['myGoals']['items'][number];

/**
 * Moving the overdue steps forward: the button when steps are overdue, and, when the plan no longer fits its
 * deadline, the later deadline the server proposes (accepted or kept).
 */
export function ReplanPanel({ goal, showButton }: { goal: Goal; showButton: boolean }) {
  const t = usePlansT();
  const { i18n } = useTranslation();
  const replan = useReplanGoal();
  const client = useQueryClient();
  const [proposal, setProposal] = useState<string | null>(null);
  const replanNow = (acceptDeadline?: string) =>
    replan.mutate(acceptDeadline ? { goalId: goal.id, acceptDeadline } : { goalId: goal.id }, {
      onSuccess: async ({ replanGoal }) => {
        const proposed = replanGoal.deadlineHolds ? null : (replanGoal.proposedDeadline ?? null);
        setProposal(proposed);
        notifySuccess(
          [
            t('plans.replanned', { count: replanGoal.moved }),
            replanGoal.dropped > 0 ? t('plans.replanDropped', { count: replanGoal.dropped }) : '',
            acceptDeadline
              ? t('plans.replanAccepted', { date: longDate(acceptDeadline, i18n.language) })
              : '',
          ]
            .filter(Boolean)
            .join('. '),
        );
        // Moved steps get their reminders moved too.
        const fresh = await client.fetchQuery({ ...myPlansQuery, staleTime: 0 }).catch(() => null);
        const now = fresh?.myGoals.items.find((g) => g.id === goal.id)?.tasks ?? [];
        for (const before of goal.tasks) {
          const after = now.find((x) => x.id === before.id);
          if (after && (after.date !== before.date || after.time !== before.time))
            syncTaskReminder(before, after);
        }
      },
      onError: (error) => notifyError(t('goals.actionFailed'), error),
    });
  return (
    <>
      {proposal ? (
        <Alert mt="md" color="orange" variant="light" icon={<IconCalendarRepeat size={18} />}>
          <Text size="sm">
            {t('plans.replanProposal', {
              deadline: goal.deadline ? longDate(goal.deadline, i18n.language) : '',
              date: longDate(proposal, i18n.language),
            })}
          </Text>
          <Group mt="xs" gap="xs">
            <Button size="xs" loading={replan.isPending} onClick={() => replanNow(proposal)}>
              {t('plans.replanAccept')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setProposal(null)}>
              {t('plans.replanKeep')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {showButton ? (
        <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
          <Text size="xs" c="red">
            {t('plans.replanHint')}
          </Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconCalendarRepeat size={16} />}
            loading={replan.isPending}
            onClick={() => replanNow()}
            style={{ flexShrink: 0 }}
          >
            {t('plans.replan')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
