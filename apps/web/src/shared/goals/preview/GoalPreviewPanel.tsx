import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFlag,
  IconHeartHandshake,
  IconInfoCircle,
  IconSparkles,
  IconUserStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PreviewGoalQuery } from '../../../gen/graphql';
import { longDate } from '../../lib/format';
import type { LocalMilestone } from '../../planner/load';
import { CategoryBadge } from '../CategoryBadge';
import { en, useGoalPreviewT } from './texts';
import { UnderstoodChips } from './UnderstoodChips';

type Preview = PreviewGoalQuery['previewGoal'];
export type PreviewQuestion = Preview['questions'][number];
export type PlanTarget = { value: number; unit: string };

const CURRENCY = /^[A-Z]{3}$/;

/** A target as people write it: “30 kg”, “1,5 кг”, “150 000 ₽”. */
export function targetText(target: PlanTarget, lang: string, unitName: (unit: string) => string): string {
  if (CURRENCY.test(target.unit)) {
    try {
      return new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: target.unit,
        maximumFractionDigits: 0,
      }).format(target.value);
    } catch {
      // An unknown code: the number and the code.
    }
  }
  const value = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(target.value);
  return `${value} ${unitName(target.unit)}`;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * What the planner understood of the goal text (kind, subject, deadline, target, schedule), its warnings with
 * a one-tap alternative, and at most two one-tap questions. Accepting or answering re-runs the preview.
 */
export function GoalPreviewPanel({
  preview,
  fetching,
  acceptedTarget,
  onAcceptDeadline,
  onAcceptTarget,
  onUndoTarget,
  onAnswer,
  answers,
  answered,
  milestones,
  mentor,
}: {
  preview: Preview | undefined;
  fetching: boolean;
  acceptedTarget: PlanTarget | null;
  onAcceptDeadline: (deadline: string) => void;
  onAcceptTarget: (target: PlanTarget) => void;
  onUndoTarget: () => void;
  onAnswer: (question: PreviewQuestion, value: string) => void;
  /** The answers given so far, by question id. */
  answers: ReadonlyArray<{ id: string; value: string }>;
  /** Questions already answered (the preview no longer asks them): shown with the choice, to change it. */
  answered: PreviewQuestion[];
  /** The plan's first milestones (the planner in the browser gives them; the server's preview does not). */
  milestones?: LocalMilestone[] | undefined;
  /** The person has a mentor: the mentor's playbook (on the server) shapes the plan made on create. */
  mentor?: boolean | undefined;
}) {
  const t = useGoalPreviewT();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const unitName = (unit: string) =>
    unit in en.goalPreview.units ? t(`goalPreview.units.${unit}` as never) : unit;
  const warnings = preview?.warnings.filter((w) => w.code !== 'generic-plan') ?? [];
  const generic = preview?.warnings.find((w) => w.code === 'generic-plan');
  // Words of self-harm: the planner makes no plan, only a kind message with where to find help. Nothing of a goal
  // (its kind, deadline, questions) is shown beside it.
  const support = preview?.warnings.find((w) => w.code === 'support');
  if (support)
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconHeartHandshake size={18} aria-hidden="true" />}
        title={t('goalPreview.supportTitle')}
        data-testid="goal-support"
        aria-live="polite"
      >
        <Text size="sm">{support.message}</Text>
      </Alert>
    );

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" aria-live="polite">
      <Group gap={6} mb={6}>
        <IconSparkles size={16} aria-hidden="true" />
        <Text fw={600} size="sm">
          {t('goalPreview.understood')}
        </Text>
        {fetching ? <Loader size={14} aria-label={t('goalPreview.understanding')} /> : null}
      </Group>
      {preview ? (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" data-testid="goal-preview">
            <Field label={t('goalPreview.inferredTitle')}>
              <Text size="sm" fw={500}>
                {preview.title}
              </Text>
            </Field>
            <Field label={t('goalPreview.inferredCategory')}>
              <CategoryBadge category={preview.category} />
            </Field>
          </SimpleGrid>
          <UnderstoodChips
            preview={preview}
            answers={answers}
            answered={answered}
            onAnswer={onAnswer}
            onAcceptTarget={onAcceptTarget}
            targetText={(target) => targetText(target, lang, unitName)}
            unitName={unitName}
          />
          {acceptedTarget ? (
            <Group gap={6}>
              <Badge size="xs" variant="light" color="teal">
                {t('goalPreview.accepted')}
              </Badge>
              <Button variant="subtle" size="compact-xs" px={0} onClick={onUndoTarget}>
                {t('goalPreview.undoTarget')}
              </Button>
            </Group>
          ) : null}
          {warnings.map((w) => (
            <Alert
              key={w.code}
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t('goalPreview.warningTitle')}
              data-testid="goal-warning"
              p="xs"
            >
              <Text size="sm">{w.message}</Text>
              {w.alternative?.deadline || w.alternative?.target ? (
                <Group gap="xs" mt="xs">
                  {w.alternative.deadline ? (
                    <Button
                      size="compact-sm"
                      variant="filled"
                      onClick={() => onAcceptDeadline(w.alternative!.deadline!)}
                    >
                      {t('goalPreview.acceptDeadline', { date: longDate(w.alternative.deadline, lang) })}
                    </Button>
                  ) : null}
                  {w.alternative.target ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onAcceptTarget(w.alternative!.target!)}
                    >
                      {t('goalPreview.acceptTarget', {
                        target: targetText(w.alternative.target, lang, unitName),
                        date: longDate(preview.deadline, lang),
                      })}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
            </Alert>
          ))}
          {[...answered.filter((a) => !preview.questions.some((q) => q.id === a.id)), ...preview.questions]
            .slice(0, 2)
            .map((q) => (
              <div key={q.id} data-testid="goal-question">
                <Text size="sm" fw={500} mb={4} id={`q-${q.id}`}>
                  {q.text}
                </Text>
                <Group gap={6} role="group" aria-labelledby={`q-${q.id}`}>
                  {q.options.map((o) => {
                    const chosen = answers.some((a) => a.id === q.id && a.value === o.value);
                    return (
                      <Button
                        key={o.value}
                        size="compact-sm"
                        variant={chosen ? 'filled' : 'default'}
                        aria-pressed={chosen}
                        onClick={() => onAnswer(q, o.value)}
                      >
                        {o.label}
                      </Button>
                    );
                  })}
                </Group>
              </div>
            ))}
          {milestones && milestones.length > 0 ? (
            <div data-testid="goal-milestones">
              <Text size="xs" c="dimmed" mb={4}>
                {t('goalPreview.firstMilestones')}
              </Text>
              <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
                {milestones.map((m) => (
                  <Group key={m.id} gap={8} wrap="nowrap" align="flex-start" component="li">
                    <IconFlag size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text size="sm" style={{ minWidth: 0 }}>
                      {m.date ? (
                        <Text span size="sm" c="dimmed">
                          {longDate(m.date, lang)}
                          {' · '}
                        </Text>
                      ) : null}
                      {m.label}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </div>
          ) : null}
          {mentor ? (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="goal-mentor-note">
              <IconUserStar size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed">
                {t('goalPreview.mentorShapes')}
              </Text>
            </Group>
          ) : null}
          {generic ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="xs" c="dimmed">
                {generic.message}
              </Text>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('goalPreview.textHint')}
        </Text>
      )}
    </Paper>
  );
}
