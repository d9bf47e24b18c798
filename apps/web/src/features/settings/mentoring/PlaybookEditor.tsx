import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { GraphQLResponseError } from '../../../shared/api/graphql';
import { useGoalTexts } from '../../../shared/goals/texts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { fetchDefaultPlaybook, useSavePlaybook } from './api';
import { ErrorsContext, FoldContext, ProblemsContext, replaceAt } from './PlaybookFields';
import {
  emptyPlaybook,
  type FieldProblem,
  hasErrorUnder,
  type PlaybookDraft,
  playbookErrors,
  serverPath,
  toDraft,
  toInput,
} from './playbookForm';
import { usePlaybookT } from './texts';
import { VariantEditor } from './VariantEditor';

function problemText(t: ReturnType<typeof usePlaybookT>, p: FieldProblem): string {
  switch (p.kind) {
    case 'required':
      return t('playbook.fieldRequired');
    case 'text':
      return t('playbook.textRequired');
    case 'time':
      return t('playbook.timeFormat');
    case 'length':
      return t('playbook.textTooLong', { max: p.max });
    default:
      return t('playbook.numberRange', { min: p.min, max: p.max });
  }
}

/** The playbook form: area, mode, the variants, and saving, starting from a template or removing it. */
export function PlaybookEditor({
  draft,
  onChange,
  categories,
  hasStored,
}: {
  draft: PlaybookDraft;
  onChange: (d: PlaybookDraft) => void;
  categories: string[];
  hasStored: boolean;
}) {
  const t = usePlaybookT();
  const tg = useGoalTexts();
  const save = useSavePlaybook();
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ path: string; message: string } | null>(null);
  const [confirm, setConfirm] = useState<'template' | 'remove' | null>(null);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const errors = playbookErrors(draft);
  const errorAt = (path: string) => {
    if (server && server.path === path) return server.message;
    const p = tried ? errors[path] : undefined;
    return p ? problemText(t, p) : null;
  };
  const update = (d: PlaybookDraft) => {
    setServer(null);
    onChange(d);
  };

  const submit = async () => {
    setTried(true);
    setServer(null);
    if (Object.keys(errors).length > 0) {
      notifyError(t('playbook.fixErrors'));
      return;
    }
    try {
      const saved = await save.mutateAsync(toInput(draft));
      if (saved) onChange(toDraft(saved));
      setTried(false);
      notifySuccess(t('playbook.playbookSaved'));
    } catch (e) {
      const first = e instanceof GraphQLResponseError ? e.errors[0] : undefined;
      const path = serverPath(first?.extensions?.field as string | undefined);
      if (first && path !== null) setServer({ path, message: first.message });
      notifyError(t('playbook.playbookFailed'), e);
    }
  };

  const applyTemplate = async () => {
    setConfirm(null);
    setLoadingTemplate(true);
    try {
      const base = await fetchDefaultPlaybook(draft.category);
      update({ ...toDraft(base), category: draft.category });
      setTried(false);
    } catch (e) {
      notifyError(t('mentoring.loadFailed'), e);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const remove = async () => {
    setConfirm(null);
    try {
      await save.mutateAsync(null);
      onChange(emptyPlaybook(draft.category));
      notifySuccess(t('playbook.playbookRemoved'));
    } catch (e) {
      notifyError(t('playbook.playbookFailed'), e);
    }
  };

  return (
    <ErrorsContext.Provider value={errorAt}>
      <ProblemsContext.Provider
        value={(prefix) =>
          (server !== null && (server.path === prefix || server.path.startsWith(`${prefix}.`))) ||
          (tried && hasErrorUnder(errors, prefix))
        }
      >
        <FoldContext.Provider value={draft.variants.reduce((n, v) => n + v.phases.length, 0) > 4}>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            aria-label={t('playbook.playbookTitle')}
            data-testid="playbook-form"
          >
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <Select
                      label={t('playbook.area')}
                      value={draft.category}
                      onChange={(v) => v && update({ ...draft, category: v })}
                      data={categories.map((c) => ({
                        value: c,
                        label: tg(`goals.categories.${c}` as never),
                      }))}
                      allowDeselect={false}
                      error={errorAt('category')}
                    />
                    <Select
                      label={t('playbook.mode')}
                      value={draft.mode}
                      onChange={(mode) => mode && update({ ...draft, mode })}
                      data={[
                        { value: 'replace', label: t('playbook.modeReplace') },
                        { value: 'extend', label: t('playbook.modeExtend') },
                      ]}
                      allowDeselect={false}
                    />
                  </SimpleGrid>
                  <Group justify="space-between" gap="sm">
                    <Text fz="sm" c="dimmed" maw={440}>
                      {t('playbook.startFromText')}
                    </Text>
                    <Button
                      variant="default"
                      leftSection={<IconCopy size={16} />}
                      loading={loadingTemplate}
                      onClick={() => setConfirm('template')}
                    >
                      {t('playbook.startFrom')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
              {draft.variants.map((v, vi) => (
                <VariantEditor
                  // biome-ignore lint/suspicious/noArrayIndexKey: variants have no identity of their own before saving
                  key={vi}
                  index={vi}
                  variant={v}
                  count={draft.variants.length}
                  onChange={(nv) => update({ ...draft, variants: replaceAt(draft.variants, vi, nv) })}
                  onRemove={() => update({ ...draft, variants: draft.variants.filter((_, i) => i !== vi) })}
                />
              ))}
              {server && server.path === '' ? (
                <Alert color="red" role="alert">
                  {server.message}
                </Alert>
              ) : null}
              <Group justify="space-between" gap="sm" className="playbook-actions">
                <Group gap="sm">
                  {draft.variants.length < 10 ? (
                    <Button
                      variant="subtle"
                      leftSection={<IconPlus size={16} />}
                      onClick={() =>
                        update({
                          ...draft,
                          variants: [...draft.variants, structuredClone(draft.variants.at(-1)!)],
                        })
                      }
                    >
                      {t('playbook.addVariant')}
                    </Button>
                  ) : null}
                  {hasStored ? (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => setConfirm('remove')}
                    >
                      {t('playbook.removePlaybook')}
                    </Button>
                  ) : null}
                </Group>
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                  {t('playbook.savePlaybook')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Modal
            opened={confirm !== null}
            onClose={() => setConfirm(null)}
            title={confirm === 'remove' ? t('playbook.removePlaybook') : t('playbook.startFrom')}
            closeButtonProps={{ 'aria-label': t('mentoring.close') }}
          >
            <Stack gap="md">
              <Text fz="sm">
                {confirm === 'remove' ? t('playbook.removeConfirm') : t('playbook.startFromText')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirm(null)}>
                  {t('mentoring.cancel')}
                </Button>
                <Button
                  color={confirm === 'remove' ? 'red' : undefined}
                  onClick={() => void (confirm === 'remove' ? remove() : applyTemplate())}
                >
                  {confirm === 'remove' ? t('playbook.removePlaybook') : t('playbook.startFrom')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </FoldContext.Provider>
      </ProblemsContext.Provider>
    </ErrorsContext.Provider>
  );
}
