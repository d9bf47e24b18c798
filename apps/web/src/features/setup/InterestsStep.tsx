import { Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Visibility } from '@stepwise/domain/visibility';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { GoalPreviewPanel } from '../../shared/goals/preview/GoalPreviewPanel';
import { VisibilityChoice, type VisibilityWhy } from '../../shared/goals/visibility/VisibilityChoice';
import { useSetupPagesT } from './texts';
import { GOAL_MAX, INTEREST_CATEGORIES } from './wizard';

export interface InterestsValue {
  interests: string[];
  goal: string;
}

export function InterestsStep({
  value,
  onChange,
  errors,
  goalOptional = false,
  visibility,
  preview,
}: {
  value: InterestsValue;
  onChange: (next: InterestsValue) => void;
  errors: { interests?: string; goal?: string };
  /** A re-run by someone who has goals: the goal may stay empty. */
  goalOptional?: boolean;
  /** Who will see the goal: shown once there is a goal text. */
  visibility: { visibility: Visibility; why: VisibilityWhy; pick: (v: Visibility) => void };
  /** The New goal dialog's live "how we understood it" of the goal text. */
  preview: ComponentProps<typeof GoalPreviewPanel>;
}) {
  const { t } = useTranslation();
  const pagesT = useSetupPagesT();
  return (
    <Stack gap="lg">
      <Stack gap="xs" role="group" aria-labelledby="interests-label">
        <div>
          <Text fw={500} id="interests-label">
            {t('setup.interests')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('setup.interestsHint')}
          </Text>
        </div>
        <Chip.Group
          multiple
          value={value.interests}
          onChange={(interests) => onChange({ ...value, interests })}
        >
          <Group gap="xs">
            {INTEREST_CATEGORIES.map((c) => (
              <Chip key={c} value={c} variant="outline">
                {t(`interests.${c}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {errors.interests ? (
          <Text c="red" fz="sm" role="alert">
            {errors.interests}
          </Text>
        ) : null}
      </Stack>
      <Textarea
        label={goalOptional ? pagesT('setupPages.goalOptional') : t('setup.goal')}
        placeholder={t('setup.goalPlaceholder')}
        required={!goalOptional}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={GOAL_MAX}
        value={value.goal}
        onChange={(e) => onChange({ ...value, goal: e.currentTarget.value })}
        error={errors.goal}
        description={
          goalOptional
            ? `${pagesT('setupPages.goalOptionalHint')} ${value.goal.length} / ${GOAL_MAX}`
            : `${value.goal.length} / ${GOAL_MAX}`
        }
      />
      {goalOptional && !value.goal.trim() ? null : <GoalPreviewPanel {...preview} />}
      {value.goal.trim() ? (
        <VisibilityChoice value={visibility.visibility} why={visibility.why} onChange={visibility.pick} />
      ) : null}
    </Stack>
  );
}
