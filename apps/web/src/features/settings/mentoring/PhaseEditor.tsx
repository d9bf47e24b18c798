import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FoldContext,
  itemMoves,
  Num,
  OrderButtons,
  ProblemsContext,
  replaceAt,
  TextPair,
  useFieldError,
} from './PlaybookFields';
import { emptyStep, type PhaseDraft, type StepDraft } from './playbookForm';
import { StepEditor } from './StepEditor';
import { usePlaybookT } from './texts';

/** One phase of a variant (a milestone): its title, length, cadence and steps; folded when the playbook is long. */
export function PhaseEditor({
  path,
  index,
  phase,
  onChange,
  onUp,
  onDown,
  onRemove,
}: {
  path: string;
  index: number;
  phase: PhaseDraft;
  onChange: (p: PhaseDraft) => void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onRemove: (() => void) | null;
}) {
  const t = usePlaybookT();
  const errorAt = useFieldError();
  const { i18n } = useTranslation();
  const name = t('playbook.phase', { n: index + 1 });
  const milestoneText =
    i18n.language === 'en'
      ? phase.milestone.en || phase.milestone.ru
      : phase.milestone.ru || phase.milestone.en;
  const stepsError = errorAt(`${path}.steps`);
  const fold = useContext(FoldContext);
  const problems = useContext(ProblemsContext)(path);
  const [open, setOpen] = useState(!fold || !milestoneText);
  const shown = open || problems;
  const bodyId = `phase-body-${path.replaceAll('.', '-')}`;
  const setStep = (si: number, s: StepDraft) => onChange({ ...phase, steps: replaceAt(phase.steps, si, s) });
  return (
    <Paper
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      withBorder
      data-testid="playbook-phase"
      style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton
            onClick={() => setOpen(!shown)}
            aria-expanded={shown}
            aria-controls={bodyId}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap={6} wrap="nowrap">
              {shown ? (
                <IconChevronDown size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
              ) : (
                <IconChevronRight size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
              )}
              <Text fw={700} style={{ flexShrink: 0 }}>
                {name}
              </Text>
              {milestoneText ? (
                <Text fz="sm" c="dimmed" lineClamp={1}>
                  · {milestoneText}
                </Text>
              ) : null}
              {!shown ? (
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('playbook.stepsCount', { count: phase.steps.length })}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
          <OrderButtons
            label={name}
            onUp={onUp}
            onDown={onDown}
            onRemove={onRemove}
            removeLabel={t('playbook.removePhase', { n: index + 1 })}
          />
        </Group>
        {shown ? (
          <Stack gap="sm" id={bodyId}>
            <TextPair
              label={t('playbook.milestone')}
              value={phase.milestone}
              onChange={(milestone) => onChange({ ...phase, milestone })}
              path={`${path}.milestone`}
            />
            <SimpleGrid cols={{ base: 2 }} spacing="sm" maw={420}>
              <Num
                label={t('playbook.weight')}
                value={phase.weight}
                onChange={(weight) => onChange({ ...phase, weight })}
                path={`${path}.weight`}
                min={0.1}
                max={100}
                decimal
              />
              <Num
                label={t('playbook.maxWeeks')}
                value={phase.maxWeeks}
                onChange={(maxWeeks) => onChange({ ...phase, maxWeeks })}
                path={`${path}.maxWeeks`}
                min={1}
                max={156}
              />
            </SimpleGrid>
            <Group gap="xs">
              <Text fw={600} fz="sm">
                {t('playbook.steps')}
              </Text>
              {stepsError ? (
                <Text c="red" fz="sm" role="alert">
                  {stepsError}
                </Text>
              ) : null}
            </Group>
            {phase.steps.map((s, si) => (
              <StepEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place by position
                key={si}
                path={`${path}.steps.${si}`}
                index={si}
                step={s}
                onChange={(ns) => setStep(si, ns)}
                {...itemMoves(phase.steps, si, 1, (steps) => onChange({ ...phase, steps }))}
              />
            ))}
            {phase.steps.length < 20 ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                onClick={() => onChange({ ...phase, steps: [...phase.steps, emptyStep()] })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('playbook.addStep')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
