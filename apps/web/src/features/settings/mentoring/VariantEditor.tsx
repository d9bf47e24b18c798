import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PhaseEditor } from './PhaseEditor';
import { itemMoves, Num, replaceAt, useFieldError } from './PlaybookFields';
import { emptyPhase, type PhaseDraft, type VariantDraft } from './playbookForm';
import { usePlaybookT } from './texts';

/** One variant of the playbook: its name, when it applies, and its phases. */
export function VariantEditor({
  index,
  variant,
  count,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantDraft;
  count: number;
  onChange: (v: VariantDraft) => void;
  onRemove: () => void;
}) {
  const t = usePlaybookT();
  const errorAt = useFieldError();
  const vp = `variants.${index}`;
  const phasesError = errorAt(`${vp}.phases`);
  const setPhase = (pi: number, ph: PhaseDraft) =>
    onChange({ ...variant, phases: replaceAt(variant.phases, pi, ph) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="fieldset" style={{ minWidth: 0 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" component="legend">
            {t('playbook.variant', { n: index + 1 })}
          </Title>
          {count > 1 ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
            >
              {t('playbook.removeVariant')}
            </Button>
          ) : null}
        </Group>
        <TextInput
          label={t('playbook.matchWords')}
          description={t('playbook.matchWordsHint')}
          value={variant.matchWords}
          onChange={(e) => onChange({ ...variant, matchWords: e.currentTarget.value })}
          error={errorAt(`${vp}.matchWords`)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Num
            label={t('playbook.defaultWeeks')}
            value={variant.defaultWeeks}
            onChange={(defaultWeeks) => onChange({ ...variant, defaultWeeks })}
            path={`${vp}.defaultWeeks`}
            min={1}
            max={156}
          />
          <Num
            label={t('playbook.sessionsPerWeek')}
            value={variant.sessionsPerWeek}
            onChange={(sessionsPerWeek) => onChange({ ...variant, sessionsPerWeek })}
            path={`${vp}.sessionsPerWeek`}
            min={1}
            max={7}
          />
          <TextInput
            label={t('playbook.time')}
            placeholder="19:00"
            value={variant.time}
            onChange={(e) => onChange({ ...variant, time: e.currentTarget.value })}
            error={errorAt(`${vp}.time`)}
            inputMode="numeric"
            maxLength={5}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Text fw={600}>{t('playbook.phases')}</Text>
          {phasesError ? (
            <Text c="red" fz="sm" role="alert">
              {phasesError}
            </Text>
          ) : null}
        </Group>
        {variant.phases.map((ph, pi) => (
          <PhaseEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: phases are edited in place by position
            key={pi}
            path={`${vp}.phases.${pi}`}
            index={pi}
            phase={ph}
            onChange={(nph) => setPhase(pi, nph)}
            {...itemMoves(variant.phases, pi, 3, (phases) => onChange({ ...variant, phases }))}
          />
        ))}
        {variant.phases.length < 8 ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange({ ...variant, phases: [...variant.phases, emptyPhase()] })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('playbook.addPhase')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
