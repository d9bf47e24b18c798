import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { MyPlansQuery } from '../../gen/graphql';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useRegeneratePlan } from './api';
import { usePlansT } from './texts';
import { syncTaskReminder } from './useTaskActions';

type Goal = MyPlansQuery['myGoals']['items'][number];

/** Making the plan again while no step is done: the hint with its button, and the confirmation. */
export function RegeneratePlan({ goal, showHint }: { goal: Goal; showHint: boolean }) {
  const t = usePlansT();
  const regenerate = useRegeneratePlan();
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  return (
    <>
      {showHint ? (
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="xs" c="dimmed">
            {t('plans.regenerateHint')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={regenerate.isPending}
            onClick={() => setConfirmRegenerate(true)}
          >
            {t('plans.regenerate')}
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={confirmRegenerate}
        onClose={() => setConfirmRegenerate(false)}
        title={t('plans.regenerateTitle')}
        closeButtonProps={{ 'aria-label': t('goals.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('plans.regenerateReplaced')}</Text>
          <Text size="sm" c="dimmed">
            {t('plans.regenerateKept')}
          </Text>
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={() => setConfirmRegenerate(false)} data-autofocus>
              {t('plans.regenerateCancel')}
            </Button>
            <Button
              leftSection={<IconRefresh size={16} />}
              loading={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(goal.id, {
                  onSuccess: () => {
                    setConfirmRegenerate(false);
                    for (const task of goal.tasks) syncTaskReminder(task, null);
                    notifySuccess(t('plans.regenerated'));
                  },
                  onError: (error) => {
                    setConfirmRegenerate(false);
                    notifyError(t('goals.actionFailed'), error);
                  },
                })
              }
            >
              {t('plans.regenerateDo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
