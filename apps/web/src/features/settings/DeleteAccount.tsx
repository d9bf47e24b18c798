import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteAccountDocument } from '../../gen/graphql';
import { errorText, request } from '../../shared/api/graphql';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import { accountSettingsQuery } from '../../shared/settings/api';
import { useAccountTexts } from './texts';

/** Account deletion behind a warning modal: the password again (or the username for Google-only accounts). */
export function DeleteAccount() {
  const t = useAccountTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const username = useSession((s) => s.user?.username ?? '');
  const hasPassword = useQuery(accountSettingsQuery()).data?.hasPassword ?? true;
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () =>
      request(DeleteAccountDocument, {
        password: hasPassword ? secret : null,
        username: hasPassword ? null : secret.trim(),
      }),
    onSuccess: async () => {
      setOpen(false);
      await sessionStore.getState().logout();
      client.clear();
      navigate(paths.welcome, { replace: true, state: { notice: 'accountDeleted' } });
    },
    onError: (e) => setError(errorText(e, t('account.saveFailed'))),
  });
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setSecret('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    remove.mutate();
  };
  return (
    <>
      <div>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpen(true)}
        >
          {t('account.delete.open')}
        </Button>
      </div>
      <Modal opened={open} onClose={close} title={t('account.delete.modalTitle')} fullScreen={phone} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {t('account.delete.warning', { username })}
            </Alert>
            {hasPassword ? (
              <PasswordInput
                label={t('account.delete.password')}
                autoComplete="current-password"
                value={secret}
                onChange={(e) => setSecret(e.currentTarget.value)}
                error={error}
                data-autofocus
              />
            ) : (
              <TextInput
                label={t('account.delete.username', { username })}
                value={secret}
                onChange={(e) => setSecret(e.currentTarget.value)}
                error={error}
                autoCapitalize="none"
                data-autofocus
              />
            )}
            <Text fz="sm" c="dimmed">
              {t('account.delete.description')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                {t('account.delete.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending} disabled={!secret.trim()}>
                {t('account.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
