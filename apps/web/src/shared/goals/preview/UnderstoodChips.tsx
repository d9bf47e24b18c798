import { Button, Group, Menu, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewGoalQuery } from '../../../gen/graphql';
import { longDate } from '../../lib/format';
import { useGoalChipsT } from './chipTexts';

type Preview = PreviewGoalQuery['previewGoal'];
type Question = Preview['questions'][number];
type Target = { value: number; unit: string };

/** Below this confidence a part is shown as unsure (the planner asks about it, or guessed it). */
const SURE = 0.5;
const LEVEL_IDS = ['level-now', 'running-now', 'score-now'];

function ChipButton({
  label,
  value,
  unsure,
  testId,
  ...rest
}: {
  label: string;
  value: string;
  unsure: boolean;
  testId?: string;
} & React.ComponentPropsWithoutRef<'button'>) {
  const t = useGoalChipsT();
  return (
    <Button
      {...rest}
      size="compact-sm"
      radius="xl"
      variant={unsure ? 'light' : 'default'}
      color={unsure ? 'orange' : undefined}
      leftSection={unsure ? <IconQuestionMark size={14} aria-hidden="true" /> : undefined}
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      aria-description={unsure ? t('goalChips.unsure') : undefined}
      data-testid="goal-chip"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' }, root: { height: 'auto', minHeight: 26 } }}
    >
      <Text span size="xs" c="dimmed" mr={4}>
        {label}
      </Text>
      <Text span size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Button>
  );
}

/** A chip whose value is corrected with the one-tap choices of a question (an answer, as to a question). */
function ChoiceChip({
  label,
  value,
  unsure,
  question,
  chosen,
  onAnswer,
  testId,
}: {
  label: string;
  value: string;
  unsure: boolean;
  question: Question;
  chosen: string | undefined;
  onAnswer: (question: Question, value: string) => void;
  testId?: string;
}) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ChipButton label={label} value={value} unsure={unsure} testId={testId} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{question.text}</Menu.Label>
        {question.options.map((o) => (
          <Menu.Item
            key={o.value}
            onClick={() => onAnswer(question, o.value)}
            rightSection={chosen === o.value ? <IconCheck size={14} aria-hidden="true" /> : null}
          >
            {o.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The target chip: a new number in the same unit. */
function TargetChip({
  label,
  value,
  target,
  unitName,
  onAcceptTarget,
}: {
  label: string;
  value: string;
  target: Target;
  unitName: string;
  onAcceptTarget: (target: Target) => void;
}) {
  const t = useGoalChipsT();
  const [open, setOpen] = useState(false);
  const [next, setNext] = useState<number | string>(target.value);
  const save = () => {
    const n = Number(next);
    if (Number.isFinite(n) && n > 0) onAcceptTarget({ value: n, unit: target.unit });
    setOpen(false);
  };
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-start" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ChipButton
          label={label}
          value={value}
          unsure={false}
          testId="goal-target"
          onClick={() => {
            setNext(target.value);
            setOpen((o) => !o);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Group gap="xs" align="flex-end">
            <NumberInput
              label={t('goalChips.newTarget', { unit: unitName })}
              value={next}
              onChange={setNext}
              min={0}
              w={160}
              size="xs"
              data-autofocus
            />
            <Button type="submit" size="xs">
              {t('goalChips.save')}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * What the planner understood, as chips the person can correct: the kind, the deadline, the target, the level
 * now and the time a week. An unsure part is marked; tapping a chip offers its one-tap choices (the same answers
 * the questions take) or, for the target, a new number.
 */
export function UnderstoodChips({
  preview,
  answers,
  answered,
  onAnswer,
  onAcceptTarget,
  targetText,
  unitName,
}: {
  preview: Preview;
  answers: ReadonlyArray<{ id: string; value: string }>;
  answered: Question[];
  onAnswer: (question: Question, value: string) => void;
  onAcceptTarget: (target: Target) => void;
  targetText: (target: Target) => string;
  unitName: (unit: string) => string;
}) {
  const t = useGoalChipsT();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const u = preview.understood;
  const choice = (id: string) =>
    preview.corrections.find((q) => q.id === id) ?? answered.find((q) => q.id === id);
  const chosen = (id: string) => answers.find((a) => a.id === id)?.value;
  const chip = (id: string, label: string, value: string, unsure: boolean, testId?: string) => {
    const question = choice(id);
    return question ? (
      <ChoiceChip
        key={id}
        label={label}
        value={value}
        unsure={unsure}
        question={question}
        chosen={chosen(id)}
        onAnswer={onAnswer}
        {...(testId ? { testId } : {})}
      />
    ) : (
      <Text key={id} size="sm" data-testid="goal-chip">
        <Text span size="xs" c="dimmed" mr={4}>
          {label}
        </Text>
        <Text span size="sm" fw={500} data-testid={testId}>
          {value}
        </Text>
      </Text>
    );
  };

  const kind = preview.kind
    ? `${t(`goalPreview.kinds.${preview.kind}` as never)}${preview.subject ? ` · ${preview.subject}` : ''}`
    : t('goalChips.notStated');
  const limit = u?.target.limitMinutes ? t('goalChips.under', { minutes: u.target.limitMinutes }) : null;
  const target = [preview.target ? targetText(preview.target) : null, limit].filter(Boolean).join(', ');
  const levelQuestion = LEVEL_IDS.map(choice).find(Boolean);
  const levelAnswer = levelQuestion?.options.find((o) => o.value === chosen(levelQuestion.id))?.label;
  const stated = u?.level.value;
  const level =
    levelAnswer ??
    (stated ? (t(`goalChips.levels.${stated}` as never) as string) || stated : null) ??
    (u?.level.current ? targetText(u.level.current) : null) ??
    t('goalChips.notStated');
  const hours = u?.timePerWeek.hours ?? preview.schedule?.hoursPerWeek;
  const sessions = u?.timePerWeek.sessionsPerWeek ?? preview.schedule?.sessionsPerWeek;
  const time =
    [
      hours ? t('goalChips.hours', { count: hours }) : null,
      sessions ? t('goalChips.sessions', { count: sessions }) : null,
    ]
      .filter(Boolean)
      .join(', ') || t('goalChips.notStated');

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id="goal-chips-label">
        {t('goalChips.label')}
      </Text>
      <Group gap={6} role="group" aria-labelledby="goal-chips-label" data-testid="goal-chips">
        {chip('kind', t('goalChips.kind'), kind, (u?.kind.confidence ?? 1) < SURE, 'goal-kind')}
        {chip(
          'deadline',
          t('goalChips.deadline'),
          longDate(preview.deadline, lang),
          (u?.deadline.confidence ?? 1) < SURE || preview.deadlineSource === 'unreadable',
          'goal-deadline',
        )}
        {preview.target ? (
          <TargetChip
            label={t('goalChips.target')}
            value={target}
            target={preview.target}
            unitName={unitName(preview.target.unit)}
            onAcceptTarget={onAcceptTarget}
          />
        ) : (
          chip(
            'target',
            t('goalChips.target'),
            target || t('goalPreview.noTarget' as never),
            false,
            'goal-target',
          )
        )}
        {levelQuestion || stated || u?.level.current
          ? chip(levelQuestion?.id ?? 'level', t('goalChips.level'), level, !!levelQuestion && !levelAnswer)
          : null}
        {chip('time-per-week', t('goalChips.time'), time, (u?.timePerWeek.confidence ?? 1) < SURE)}
      </Group>
    </Stack>
  );
}
