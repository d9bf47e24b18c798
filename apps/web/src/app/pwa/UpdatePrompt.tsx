import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { answerUpdate, updateStore } from './updatePrompt';

/** The confirmation dialog shown when a new version waits (S-U1). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useStore(updateStore, (s) => s.waiting);
  return (
    <Modal
      opened={waiting}
      onClose={() => void answerUpdate(false)}
      title={t('pwa.updateTitle')}
      centered
      size="sm"
    >
      <Text mb="lg">{t('pwa.updateAvailable')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void answerUpdate(false)}>
          {t('pwa.later')}
        </Button>
        <Button onClick={() => void answerUpdate(true)} data-autofocus>
          {t('pwa.update')}
        </Button>
      </Group>
    </Modal>
  );
}
