import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { longDate } from '../../shared/lib/format';
import { paths } from '../../shared/paths';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { AccountDialog } from './AccountDialog';
import { type Moderation, useModerationAction } from './api';
import { useModerationT } from './texts';

type Person = Moderation['pendingAccounts'][number]['person'];

function PersonLink({ person }: { person: Person }) {
  return (
    <Anchor component={Link} to={paths.userProfile(person.username)} fw={600}>
      {person.name || person.username}
    </Anchor>
  );
}

/** Accounts waiting for approval (approve or delete) and suspended ones (lift the suspension). */
export function AccountsPanel({ moderation }: { moderation: Moderation }) {
  const t = useModerationT();
  const { i18n } = useTranslation();
  const action = useModerationAction();
  const [deleting, setDeleting] = useState<Person | null>(null);
  const act = (kind: 'approve' | 'unsuspend', userId: string) =>
    action.mutate(
      { kind, userId },
      {
        onSuccess: () => notifySuccess(t(`moderation.done.${kind}`)),
        onError: (e) => notifyError(t('moderation.failed'), e),
      },
    );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('moderation.accounts.pending')}
        </Title>
        {moderation.pendingAccounts.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('moderation.accounts.pendingEmpty')}
          </Text>
        ) : (
          moderation.pendingAccounts.map((p) => (
            <Paper key={p.person.id} withBorder radius="md" p="sm" data-testid="pending-account">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <PersonLink person={p.person} />
                  <Text fz="xs" c="dimmed">
                    {p.email} · {t('moderation.accounts.since', { date: longDate(p.since, i18n.language) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    leftSection={<IconUserCheck size={14} />}
                    loading={action.isPending}
                    onClick={() => act('approve', p.person.id)}
                  >
                    {t('moderation.accounts.approve')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setDeleting(p.person)}>
                    {t('moderation.reports.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('moderation.accounts.suspended')}
        </Title>
        {moderation.suspendedAccounts.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('moderation.accounts.suspendedEmpty')}
          </Text>
        ) : (
          moderation.suspendedAccounts.map((s) => (
            <Paper key={s.person.id} withBorder radius="md" p="sm" data-testid="suspended-account">
              <Group justify="space-between" gap="xs">
                <Stack gap={0} miw={0}>
                  <PersonLink person={s.person} />
                  <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('moderation.accounts.reason', { reason: s.reason })} ·{' '}
                    {t('moderation.accounts.since', { date: longDate(s.since, i18n.language) })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUserShield size={14} />}
                  loading={action.isPending}
                  onClick={() => act('unsuspend', s.person.id)}
                >
                  {t('moderation.accounts.restore')}
                </Button>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      {deleting ? <AccountDialog kind="delete" person={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
