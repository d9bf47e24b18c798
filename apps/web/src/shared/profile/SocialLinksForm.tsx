import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/graphql';
import { checkLinkRows, type LinkRow, type LinkRowErrors } from '../lib/socialLinks';

const MAX_LINKS = 10;

/**
 * The social links editor (profile and settings): rows of network + address, checked here, saved by `onSave`
 * (the caller's mutation). `onCancel` adds a Cancel button.
 */
export function SocialLinksForm({
  links,
  onSave,
  onCancel,
  saving,
}: {
  links: LinkRow[];
  onSave: (links: LinkRow[]) => Promise<void>;
  onCancel?: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LinkRow[]>(links.length ? links : [{ network: '', url: '' }]);
  const [errors, setErrors] = useState<LinkRowErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setRow = (i: number, patch: Partial<LinkRow>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinkRows(rows);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    setFailure(null);
    try {
      await onSave(checked.links);
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
              error={errors[i]?.network ? t(`links.${errors[i].network}`) : undefined}
              w={130}
              size="sm"
            />
            <TextInput
              label={t('links.url')}
              placeholder="t.me/name"
              value={row.url}
              onChange={(e) => setRow(i, { url: e.currentTarget.value })}
              error={errors[i]?.url ? t(`links.${errors[i].url}`) : undefined}
              style={{ flex: 1 }}
              size="sm"
              inputMode="url"
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
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('editor.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving}>
              {t('links.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
