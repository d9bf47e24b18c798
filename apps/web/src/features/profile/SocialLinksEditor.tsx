import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/graphql';
import { sessionStore } from '../../shared/session/store';
import type { SocialLink } from '../../shared/session/user';
import { useUpdateSocialLinks } from './api';
import { safeHttpUrl } from './SocialLinks';

const MAX_LINKS = 10;

export function SocialLinksEditor({ links, onDone }: { links: SocialLink[]; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSocialLinks();
  const [rows, setRows] = useState<SocialLink[]>(links.length ? links : [{ network: '', url: '' }]);
  const [errors, setErrors] = useState<Record<number, { network?: string; url?: string }>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setRow = (i: number, patch: Partial<SocialLink>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((r) => r.network.trim() || r.url.trim());
    const nextErrors: typeof errors = {};
    rows.forEach((r, i) => {
      if (!r.network.trim() && !r.url.trim()) return;
      const e: { network?: string; url?: string } = {};
      if (!r.network.trim()) e.network = t('links.networkRequired');
      if (!safeHttpUrl(r.url.trim())) e.url = t('links.invalidUrl');
      if (e.network || e.url) nextErrors[i] = e;
    });
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length) return;
    setFailure(null);
    try {
      await update.mutateAsync(
        filled.map((r) => ({ network: r.network.trim().toLowerCase(), url: r.url.trim() })),
      );
      await sessionStore.getState().loadUser({ force: true, withProfileDetails: true });
      onDone();
    } catch (error) {
      setFailure(errorText(error, t('auth.genericError')));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('links.title')}>
      <Stack gap="sm">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('links.network')}
              placeholder="telegram"
              value={row.network}
              onChange={(e) => setRow(i, { network: e.currentTarget.value })}
              error={errors[i]?.network}
              w={130}
              size="sm"
            />
            <TextInput
              label={t('links.url')}
              placeholder="https://"
              value={row.url}
              onChange={(e) => setRow(i, { url: e.currentTarget.value })}
              error={errors[i]?.url}
              style={{ flex: 1 }}
              size="sm"
              type="url"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('links.remove')}
              mt={26}
              onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {failure ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {failure}
          </div>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= MAX_LINKS}
            onClick={() => setRows((r) => [...r, { network: '', url: '' }])}
          >
            {t('links.add')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('links.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
