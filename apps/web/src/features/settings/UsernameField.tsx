import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { UsernameAvailableDocument } from '../../gen/graphql';
import { errorText, request } from '../../shared/api/graphql';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import { accountSettingsKey } from '../../shared/settings/api';
import { notifySuccess } from '../../shared/ui/notify';
import { usernameShapeOk, usernameState } from './accountLogic';
import { useAccountTexts } from './texts';
import { updateSettings } from './updateSettings';

/** The username with a live (debounced) availability check; saved with a button. */
export function UsernameField() {
  const t = useAccountTexts();
  const current = useSession((s) => s.user?.username ?? '');
  const [value, setValue] = useState(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(value.trim().toLowerCase(), 350);
  const client = useQueryClient();
  const check = useQuery({
    queryKey: ['settings', 'usernameAvailable', debounced],
    queryFn: async ({ signal }) => ({
      for: debounced,
      ...(await request(UsernameAvailableDocument, { username: debounced }, { signal })).usernameAvailable,
    }),
    enabled: debounced !== current && usernameShapeOk(debounced),
    staleTime: 10_000,
  });
  const state = usernameState(value, current, check.data);
  const save = useMutation({
    mutationFn: (username: string) => updateSettings({ username }),
    onSuccess: (result) => {
      sessionStore.getState().patchUser({ username: result.updateSettings.username });
      void client.invalidateQueries({ queryKey: accountSettingsKey });
      setValue(result.updateSettings.username);
      notifySuccess(t('account.username.saved'));
    },
    onError: (error) => setFailure(errorText(error, t('account.saveFailed'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (state === 'available') save.mutate(value.trim().toLowerCase());
  };
  const bad = state === 'invalid' || state === 'reserved' || state === 'taken';
  const hint =
    state === 'checking' ? (
      <Group gap={6} component="span">
        <Loader size={12} />
        {t('account.username.checking')}
      </Group>
    ) : state === 'available' ? (
      <Group gap={4} component="span" c="teal">
        <IconCircleCheck size={14} aria-hidden />
        {t('account.username.available')}
      </Group>
    ) : null;
  const shown = value.trim().toLowerCase() || current;
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('account.username.label')}
          description={t('account.username.description', {
            url: `${window.location.host}${paths.userProfile(shown)}`,
          })}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setFailure(null);
          }}
          leftSection={<Text c="dimmed">@</Text>}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          error={failure ?? (bad ? t(`account.username.${state}`) : undefined)}
          rightSection={bad ? <IconAlertCircle size={16} color="var(--mantine-color-error)" /> : undefined}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          style={{ flex: '1 1 260px' }}
          aria-describedby="username-state"
        />
        <Button
          type="submit"
          mt={{ base: 0, sm: 46 }}
          disabled={state !== 'available'}
          loading={save.isPending}
        >
          {t('account.username.save')}
        </Button>
      </Group>
      <Text fz="sm" mt={4} id="username-state" aria-live="polite" component="div">
        {hint}
      </Text>
    </form>
  );
}
