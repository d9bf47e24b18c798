import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconDeviceFloppy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GraphQLResponseError } from '../../../shared/api/graphql';
import { useGoalTexts } from '../../../shared/goals/texts';
import { myMentorProfileQuery } from '../../../shared/mentoring/api';
import { type MentoringKey, useMentoringT } from '../../../shared/mentoring/texts';
import { paths } from '../../../shared/paths';
import { EmptyPanel } from '../../../shared/ui/EmptyPanel';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { fetchDefaultPlaybook, myPlaybookQuery, useSavePlaybook } from './api';
import {
  CADENCES,
  emptyPhase,
  emptyPlaybook,
  emptyStep,
  type FieldProblem,
  hasErrorUnder,
  type PhaseDraft,
  type PlaybookDraft,
  playbookErrors,
  type StepDraft,
  serverPath,
  type TextDraft,
  toDraft,
  toInput,
  type VariantDraft,
} from './playbookForm';

/** The field's error text (after a save was tried), by its path. */
const ErrorsContext = createContext<(path: string) => string | null>(() => null);
const useFieldError = () => useContext(ErrorsContext);
/** Whether anything under a path has a problem (after a save was tried): a folded phase opens to show it. */
const ProblemsContext = createContext<(prefix: string) => boolean>(() => false);
/** Phases start folded when the playbook is long (a built-in one has dozens of steps). */
const FoldContext = createContext(false);

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Up, down and remove for item `i` of `list`: null where it cannot move, or the list is at its minimum. */
function itemMoves<T>(list: T[], i: number, min: number, set: (next: T[]) => void) {
  return {
    onUp: i > 0 ? () => set(move(list, i, i - 1)) : null,
    onDown: i < list.length - 1 ? () => set(move(list, i, i + 1)) : null,
    onRemove: list.length > min ? () => set(list.filter((_, j) => j !== i)) : null,
  };
}

const replaceAt = <T,>(list: T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));

/** /settings/playbook: the mentor's playbook as a form (phases, milestones, steps, cadence), validated. */
export function PlaybookPage() {
  const t = useMentoringT();
  const profile = useQuery(myMentorProfileQuery());
  const active = profile.data?.active === true;
  const stored = useQuery({ ...myPlaybookQuery(), enabled: active });
  const [draft, setDraft] = useState<PlaybookDraft | null>(null);

  useEffect(() => {
    if (draft || !active || stored.isPending) return;
    setDraft(stored.data ? toDraft(stored.data) : emptyPlaybook(profile.data?.categories[0] ?? 'health'));
  }, [draft, active, stored.isPending, stored.data, profile.data]);

  return (
    <Stack gap={0} maw={860}>
      <Anchor component={Link} to={paths.settings} fz="sm" mb="xs">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('mentoring.back')}
        </Group>
      </Anchor>
      <PageTitle title={t('mentoring.playbookTitle')} subtitle={t('mentoring.playbookSubtitle')} />
      {profile.isPending || (active && !draft && !stored.isError) ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : profile.isError || stored.isError ? (
        <Alert color="red" role="alert">
          {t('mentoring.loadFailed')}
        </Alert>
      ) : !active || !draft ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyPanel
            icon={<IconDeviceFloppy size={32} />}
            title={t('mentoring.notMentorTitle')}
            description={t('mentoring.notMentorPlaybook')}
            action={
              <Button component={Link} to={paths.settings}>
                {t('mentoring.openSettings')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <PlaybookForm
          draft={draft}
          onChange={setDraft}
          categories={profile.data?.categories ?? []}
          hasStored={!!stored.data}
        />
      )}
    </Stack>
  );
}

function problemText(t: ReturnType<typeof useMentoringT>, p: FieldProblem): string {
  switch (p.kind) {
    case 'required':
      return t('mentoring.fieldRequired');
    case 'text':
      return t('mentoring.textRequired');
    case 'time':
      return t('mentoring.timeFormat');
    default:
      return t('mentoring.numberRange', { min: p.min, max: p.max });
  }
}

function PlaybookForm({
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
  const t = useMentoringT();
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
      notifyError(t('mentoring.fixErrors'));
      return;
    }
    try {
      const saved = await save.mutateAsync(toInput(draft));
      if (saved) onChange(toDraft(saved));
      setTried(false);
      notifySuccess(t('mentoring.playbookSaved'));
    } catch (e) {
      const first = e instanceof GraphQLResponseError ? e.errors[0] : undefined;
      const path = serverPath(first?.extensions?.field as string | undefined);
      if (first && path !== null) setServer({ path, message: first.message });
      notifyError(t('mentoring.playbookFailed'), e);
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
      notifySuccess(t('mentoring.playbookRemoved'));
    } catch (e) {
      notifyError(t('mentoring.playbookFailed'), e);
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
            aria-label={t('mentoring.playbookTitle')}
            data-testid="playbook-form"
          >
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <Select
                      label={t('mentoring.area')}
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
                      label={t('mentoring.mode')}
                      value={draft.mode}
                      onChange={(mode) => mode && update({ ...draft, mode })}
                      data={[
                        { value: 'replace', label: t('mentoring.modeReplace') },
                        { value: 'extend', label: t('mentoring.modeExtend') },
                      ]}
                      allowDeselect={false}
                    />
                  </SimpleGrid>
                  <Group justify="space-between" gap="sm">
                    <Text fz="sm" c="dimmed" maw={440}>
                      {t('mentoring.startFromText')}
                    </Text>
                    <Button
                      variant="default"
                      leftSection={<IconCopy size={16} />}
                      loading={loadingTemplate}
                      onClick={() => setConfirm('template')}
                    >
                      {t('mentoring.startFrom')}
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
                      {t('mentoring.addVariant')}
                    </Button>
                  ) : null}
                  {hasStored ? (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => setConfirm('remove')}
                    >
                      {t('mentoring.removePlaybook')}
                    </Button>
                  ) : null}
                </Group>
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                  {t('mentoring.savePlaybook')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Modal
            opened={confirm !== null}
            onClose={() => setConfirm(null)}
            title={confirm === 'remove' ? t('mentoring.removePlaybook') : t('mentoring.startFrom')}
            closeButtonProps={{ 'aria-label': t('mentoring.close') }}
          >
            <Stack gap="md">
              <Text fz="sm">
                {confirm === 'remove' ? t('mentoring.removeConfirm') : t('mentoring.startFromText')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirm(null)}>
                  {t('mentoring.cancel')}
                </Button>
                <Button
                  color={confirm === 'remove' ? 'red' : undefined}
                  onClick={() => void (confirm === 'remove' ? remove() : applyTemplate())}
                >
                  {confirm === 'remove' ? t('mentoring.removePlaybook') : t('mentoring.startFrom')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </FoldContext.Provider>
      </ProblemsContext.Provider>
    </ErrorsContext.Provider>
  );
}

function TextPair({
  label,
  value,
  onChange,
  path,
}: {
  label: string;
  value: TextDraft;
  onChange: (v: TextDraft) => void;
  path: string;
}) {
  const t = useMentoringT();
  const error = useFieldError()(path);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <TextInput
        label={`${label} · ${t('mentoring.textRu')}`}
        lang="ru"
        maxLength={200}
        value={value.ru}
        onChange={(e) => onChange({ ...value, ru: e.currentTarget.value })}
        error={error}
      />
      <TextInput
        label={`${label} · ${t('mentoring.textEn')}`}
        lang="en"
        maxLength={200}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.currentTarget.value })}
        error={error ? ' ' : null}
      />
    </SimpleGrid>
  );
}

function Num({
  label,
  value,
  onChange,
  path,
  min,
  max,
  decimal = false,
}: {
  label: string;
  value: number | string;
  onChange: (v: number | string) => void;
  path: string;
  min: number;
  max: number;
  decimal?: boolean;
}) {
  const error = useFieldError()(path);
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      allowDecimal={decimal}
      clampBehavior="none"
      error={error}
    />
  );
}

function OrderButtons({
  label,
  onUp,
  onDown,
  onRemove,
  removeLabel,
}: {
  label: string;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onRemove: (() => void) | null;
  removeLabel: string;
}) {
  const t = useMentoringT();
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={`${t('mentoring.up')}: ${label}`} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('mentoring.up')}: ${label}`}
          disabled={!onUp}
          onClick={onUp ?? undefined}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`${t('mentoring.down')}: ${label}`} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('mentoring.down')}: ${label}`}
          disabled={!onDown}
          onClick={onDown ?? undefined}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={removeLabel}
          disabled={!onRemove}
          onClick={onRemove ?? undefined}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function VariantEditor({
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
  const t = useMentoringT();
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
            {t('mentoring.variant', { n: index + 1 })}
          </Title>
          {count > 1 ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
            >
              {t('mentoring.removeVariant')}
            </Button>
          ) : null}
        </Group>
        <TextInput
          label={t('mentoring.matchWords')}
          description={t('mentoring.matchWordsHint')}
          value={variant.matchWords}
          onChange={(e) => onChange({ ...variant, matchWords: e.currentTarget.value })}
          error={errorAt(`${vp}.matchWords`)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Num
            label={t('mentoring.defaultWeeks')}
            value={variant.defaultWeeks}
            onChange={(defaultWeeks) => onChange({ ...variant, defaultWeeks })}
            path={`${vp}.defaultWeeks`}
            min={1}
            max={156}
          />
          <Num
            label={t('mentoring.sessionsPerWeek')}
            value={variant.sessionsPerWeek}
            onChange={(sessionsPerWeek) => onChange({ ...variant, sessionsPerWeek })}
            path={`${vp}.sessionsPerWeek`}
            min={1}
            max={7}
          />
          <TextInput
            label={t('mentoring.time')}
            placeholder="19:00"
            value={variant.time}
            onChange={(e) => onChange({ ...variant, time: e.currentTarget.value })}
            error={errorAt(`${vp}.time`)}
            inputMode="numeric"
            maxLength={5}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Text fw={600}>{t('mentoring.phases')}</Text>
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
            {t('mentoring.addPhase')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PhaseEditor({
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
  const t = useMentoringT();
  const errorAt = useFieldError();
  const { i18n } = useTranslation();
  const name = t('mentoring.phase', { n: index + 1 });
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
                  {t('mentoring.stepsCount', { count: phase.steps.length })}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
          <OrderButtons
            label={name}
            onUp={onUp}
            onDown={onDown}
            onRemove={onRemove}
            removeLabel={t('mentoring.removePhase', { n: index + 1 })}
          />
        </Group>
        {shown ? (
          <Stack gap="sm" id={bodyId}>
            <TextPair
              label={t('mentoring.milestone')}
              value={phase.milestone}
              onChange={(milestone) => onChange({ ...phase, milestone })}
              path={`${path}.milestone`}
            />
            <SimpleGrid cols={{ base: 2 }} spacing="sm" maw={420}>
              <Num
                label={t('mentoring.weight')}
                value={phase.weight}
                onChange={(weight) => onChange({ ...phase, weight })}
                path={`${path}.weight`}
                min={0.1}
                max={100}
                decimal
              />
              <Num
                label={t('mentoring.maxWeeks')}
                value={phase.maxWeeks}
                onChange={(maxWeeks) => onChange({ ...phase, maxWeeks })}
                path={`${path}.maxWeeks`}
                min={1}
                max={156}
              />
            </SimpleGrid>
            <Group gap="xs">
              <Text fw={600} fz="sm">
                {t('mentoring.steps')}
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
                {t('mentoring.addStep')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function StepEditor({
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
  const t = useMentoringT();
  const errorAt = useFieldError();
  const name = t('mentoring.step', { n: index + 1 });
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
            removeLabel={t('mentoring.removeStep', { n: index + 1 })}
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
            label={t('mentoring.cadence')}
            value={step.cadence}
            onChange={(cadence) => cadence && onChange({ ...step, cadence })}
            data={CADENCES.map((c) => ({
              value: c,
              label: t(`mentoring.cadences.${c}` as MentoringKey),
            }))}
            allowDeselect={false}
            error={errorAt(`${path}.cadence`)}
          />
          <Num
            label={t('mentoring.times')}
            value={step.times}
            onChange={(times) => onChange({ ...step, times })}
            path={`${path}.times`}
            min={1}
            max={7}
          />
          <Num
            label={t('mentoring.minutes')}
            value={step.minutes}
            onChange={(minutes) => onChange({ ...step, minutes })}
            path={`${path}.minutes`}
            min={5}
            max={600}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t('mentoring.key')}
            checked={step.key}
            onChange={(e) => onChange({ ...step, key: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('mentoring.workday')}
            checked={step.workday}
            onChange={(e) => onChange({ ...step, workday: e.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
