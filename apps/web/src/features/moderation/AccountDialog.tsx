import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../shared/api/graphql';
import { notifySuccess } from '../../shared/ui/notify';
import { useModerationAction } from './api';
import { useModerationT } from './texts';

/** Suspending or deleting an account: a reason first (the person sees a suspension's), then the action. */
export function AccountDialog({
  kind,
  person,
  onClose,
}: {
  kind: 'suspend' | 'delete';
  person: { id: string; name: string; username: string };
  onClose: () => void;
}) {
  const t = useModerationT();
  const phone = useMediaQuery('(max-width: 36em)');
  const action = useModerationAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = person.name || person.username;
  const dialog = kind === 'suspend' ? 'suspendDialog' : 'deleteDialog';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('moderation.reasonRequired'));
      return;
    }
    setError(null);
    action.mutate(
      { kind, userId: person.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(`moderation.done.${kind}`));
          onClose();
        },
        onError: (e) => setError(errorText(e, t('moderation.failed'))),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`moderation.${dialog}.title`, { name })}
      fullScreen={phone}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color={kind === 'delete' ? 'red' : 'orange'} icon={<IconAlertTriangle size={18} />}>
            {t(`moderation.${dialog}.text`)}
          </Alert>
          <Textarea
            label={t(`moderation.${dialog}.reason`)}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('moderation.cancel')}
            </Button>
            <Button type="submit" color="red" loading={action.isPending}>
              {t(`moderation.${dialog}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
