import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OpenStepsChoice } from '@stepwise/domain/completion';
import { useCompleteTexts } from './texts';

/**
 * Before a goal with open steps is marked complete: how many are open and the two honest outcomes
 * (@stepwise/domain/completion): they are done too (achieved, with its achievement and news), or the goal
 * closes without them (no achievement, no news).
 */
export function CompleteGoalDialog({
  goal,
  onChoose,
  onClose,
}: {
  goal: { title: string; open: number } | null;
  onChoose: (choice: OpenStepsChoice) => void;
  onClose: () => void;
}) {
  const t = useCompleteTexts();
  const phone = useMediaQuery('(max-width: 36em)');
  const choice = (value: OpenStepsChoice, label: string, text: string) => (
    <UnstyledButton
      className="choice-card"
      onClick={() => onChoose(value)}
      data-testid={`complete-${value}`}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Text fw={600}>{label}</Text>
      <Text fz="sm" c="dimmed">
        {text}
      </Text>
    </UnstyledButton>
  );
  return (
    <Modal
      opened={goal !== null}
      onClose={onClose}
      title={goal ? t('complete.title', { title: goal.title }) : ''}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('complete.cancel') }}
    >
      {goal ? (
        <Stack gap="md" data-testid="complete-dialog">
          <Text>{t('complete.open', { count: goal.open })}</Text>
          {choice('tick', t('complete.tick'), t('complete.tickText'))}
          {choice('keep', t('complete.keep'), t('complete.keepText'))}
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {t('complete.cancel')}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
