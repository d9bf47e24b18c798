import { Badge, Checkbox, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { Num, OrderButtons, replaceAt, TextPair, useFieldError } from './PlaybookFields';
import { CADENCES, type StepDraft } from './playbookForm';
import { type PlaybookKey, usePlaybookT } from './texts';

/** One step of a phase: its labels, how often and how long. */
export function StepEditor({
  path,
  index,
  step,
  onChange,
  onUp,
  onDown,
  onRemove,
}: {
  path: string;
  index: number;
  step: StepDraft;
  onChange: (s: StepDraft) => void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onRemove: (() => void) | null;
}) {
  const t = usePlaybookT();
  const errorAt = useFieldError();
  const name = t('playbook.step', { n: index + 1 });
  return (
    <Paper radius="md" p="xs" withBorder data-testid="playbook-step">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" color="gray" size="sm">
            {name}
          </Badge>
          <OrderButtons
            label={name}
            onUp={onUp}
            onDown={onDown}
            onRemove={onRemove}
            removeLabel={t('playbook.removeStep', { n: index + 1 })}
          />
        </Group>
        {step.labels.map((l, li) => (
          <TextPair
            // biome-ignore lint/suspicious/noArrayIndexKey: the rotating texts are edited in place by position
            key={li}
            label={step.labels.length > 1 ? `${name}.${li + 1}` : name}
            value={l}
            onChange={(nl) => onChange({ ...step, labels: replaceAt(step.labels, li, nl) })}
            path={`${path}.labels.${li}`}
          />
        ))}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            label={t('playbook.cadence')}
            value={step.cadence}
            onChange={(cadence) => cadence && onChange({ ...step, cadence })}
            data={CADENCES.map((c) => ({
              value: c,
              label: t(`playbook.cadences.${c}` as PlaybookKey),
            }))}
            allowDeselect={false}
            error={errorAt(`${path}.cadence`)}
          />
          <Num
            label={t('playbook.times')}
            value={step.times}
            onChange={(times) => onChange({ ...step, times })}
            path={`${path}.times`}
            min={1}
            max={7}
          />
          <Num
            label={t('playbook.minutes')}
            value={step.minutes}
            onChange={(minutes) => onChange({ ...step, minutes })}
            path={`${path}.minutes`}
            min={5}
            max={600}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t('playbook.key')}
            checked={step.key}
            onChange={(e) => onChange({ ...step, key: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('playbook.workday')}
            checked={step.workday}
            onChange={(e) => onChange({ ...step, workday: e.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
