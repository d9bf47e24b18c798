import { Button, CopyButton, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../shared/lib/format';
import { paths } from '../../shared/paths';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useCreateInvitation, useModerationAction } from './api';
import { useModerationT } from './texts';

const MODES = ['open', 'closed', 'invite', 'approval'] as const;
type Mode = (typeof MODES)[number];

/** How new accounts are made on this server, and invitation codes to give out. */
export function RegistrationPanel({ mode }: { mode: string }) {
  const t = useModerationT();
  const { i18n } = useTranslation();
  const action = useModerationAction();
  const invite = useCreateInvitation();
  const [chosen, setChosen] = useState<Mode>(
    (MODES as readonly string[]).includes(mode) ? (mode as Mode) : 'open',
  );
  const save = () =>
    action.mutate(
      { kind: 'mode', mode: chosen },
      {
        onSuccess: () => notifySuccess(t('moderation.done.mode')),
        onError: (e) => notifyError(t('moderation.failed'), e),
      },
    );
  const created = invite.data?.createInvitation;
  const link = created
    ? `${window.location.origin}${paths.registration}?invite=${encodeURIComponent(created.code)}`
    : '';
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Radio.Group
          label={t('moderation.registration.label')}
          value={chosen}
          onChange={(v) => setChosen(v as Mode)}
        >
          <Stack gap={8} mt={8}>
            {MODES.map((m) => (
              <Radio key={m} value={m} label={t(`moderation.registration.modes.${m}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button onClick={save} loading={action.isPending} disabled={chosen === mode}>
            {t('moderation.registration.save')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('moderation.registration.invitations')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('moderation.registration.invitationsHint')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconTicket size={16} />}
            loading={invite.isPending}
            onClick={() =>
              invite.mutate(undefined, { onError: (e) => notifyError(t('moderation.failed'), e) })
            }
          >
            {t('moderation.registration.create')}
          </Button>
        </Group>
        {created ? (
          <Paper withBorder radius="md" p="sm" data-testid="invitation">
            <Stack gap="xs">
              <TextInput label={t('moderation.registration.code')} value={created.code} readOnly />
              <TextInput label={t('moderation.registration.link')} value={link} readOnly />
              <Group justify="space-between">
                <Text fz="xs" c="dimmed">
                  {t('moderation.registration.expires', { date: longDate(created.expiresAt, i18n.language) })}
                </Text>
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copy}>
                      {copied ? t('moderation.registration.copied') : t('moderation.registration.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Stack>
  );
}
