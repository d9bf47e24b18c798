import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { inviteUrl, useRevokeInvite, useShareInvite } from './api';
import { usePlanInviteT } from './texts';

/** The owner's invite link to an open offer: made on demand, copied, revoked. */
export function InviteLink({ goal, token }: { goal: { id: string; title: string }; token: string | null }) {
  const t = usePlanInviteT();
  const share = useShareInvite();
  const revoke = useRevokeInvite();
  const failed = (error: unknown) => notifyError(t('planInvite.failed'), error);
  if (!token)
    return (
      <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
        <Text size="xs" c="dimmed" style={{ flex: '1 1 220px' }}>
          {t('planInvite.linkHint')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLink size={14} />}
          loading={share.isPending}
          onClick={() => share.mutate(goal.id, { onError: failed })}
        >
          {t('planInvite.create')}
        </Button>
      </Group>
    );
  const url = inviteUrl(token);
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        {t('planInvite.linkTitle')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={url}
          readOnly
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('planInvite.linkLabel', { title: goal.title })}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invite-link"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('planInvite.copied') : t('planInvite.copy')}>
              <ActionIcon
                variant="light"
                size={30}
                aria-label={t('planInvite.copy')}
                onClick={() => {
                  copy();
                  notifySuccess(t('planInvite.copied'));
                }}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label={t('planInvite.revokeHint')}>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={14} />}
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(goal.id, {
                onSuccess: () => notifySuccess(t('planInvite.revoked')),
                onError: failed,
              })
            }
          >
            {t('planInvite.revoke')}
          </Button>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        {t('planInvite.linkHint')}
      </Text>
    </Stack>
  );
}
