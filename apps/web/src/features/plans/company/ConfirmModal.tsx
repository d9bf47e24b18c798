import { Button, Group, Modal, Text } from '@mantine/core';
import { useCompanyT } from './texts';

/** A yes/no question in a Mantine modal (never window.confirm). */
export function ConfirmModal({
  opened,
  title,
  text,
  confirm,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useCompanyT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('company.cancel') }}
    >
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {t('company.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
