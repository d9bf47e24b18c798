import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmEmailChangeDocument } from '../../gen/graphql';
import { errorText, request } from '../../shared/api/graphql';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useAccountTexts } from './texts';

/** /confirm-email?token=…: the link sent to the new address; works signed in or not, once. */
export function ConfirmEmailPage() {
  const t = useAccountTexts();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSession((s) => Boolean(s.user));
  const client = useQueryClient();
  const started = useRef(false);
  const confirm = useMutation({
    mutationFn: () => request(ConfirmEmailChangeDocument, { token }),
    onSuccess: async () => {
      if (sessionStore.getState().token) await sessionStore.getState().loadUser({ force: true });
      void client.invalidateQueries({ queryKey: ['settings'] });
    },
  });
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate();
  }, [token, confirm]);
  return (
    <Center mih="50vh">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <PageTitle title={t('account.confirmEmail.title')} />
        <Stack gap="md" mt="md">
          {!token ? (
            <Alert color="red" role="alert">
              {t('account.confirmEmail.missing')}
            </Alert>
          ) : confirm.isSuccess ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
              {t('account.confirmEmail.done')}
            </Alert>
          ) : confirm.isError ? (
            <Alert color="red" role="alert" title={t('account.confirmEmail.failed')}>
              {errorText(confirm.error, t('account.saveFailed'))}
            </Alert>
          ) : (
            <Stack align="center" gap="xs" role="status">
              <Loader />
              <Text>{t('account.confirmEmail.working')}</Text>
            </Stack>
          )}
          {token && !confirm.isPending ? (
            <Button component={Link} to={signedIn ? paths.settings : paths.login} variant="default">
              {signedIn ? t('account.confirmEmail.toSettings') : t('account.confirmEmail.toLogin')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
