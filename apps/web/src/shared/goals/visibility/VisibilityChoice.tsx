import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type GoalReading,
  isVisibility,
  newGoalVisibility,
  type Visibility,
} from '@stepwise/domain/visibility';
import { useState } from 'react';
import { usePersonDefaultVisibility } from '../../settings/api';
import { useVisibilityT } from './texts';

/** Most private first: the order people read the choice in. */
const ORDER: readonly Visibility[] = ['private', 'followers', 'public'];

/** Why the selection is what it is before the person picks: their default, or what the goal reads as. */
export type VisibilityWhy = 'own' | 'personal' | 'other' | null;

/**
 * A new goal's visibility: what the person picked here, else their default from settings, else by the planner's
 * reading of the goal (@stepwise/domain/visibility, the rule the server applies too). `why` is null once picked.
 */
export function useNewGoalVisibility(reading: GoalReading) {
  const personDefault = usePersonDefaultVisibility();
  const [picked, pick] = useState<Visibility | null>(null);
  const visibility = picked ?? newGoalVisibility(reading, personDefault);
  const why: VisibilityWhy = picked
    ? null
    : personDefault
      ? 'own'
      : visibility === 'private'
        ? 'personal'
        : 'other';
  return { visibility, why, pick };
}

/** "Only me / Subscribers / Everyone" as three cards, each with a line saying who sees the goal. */
export function VisibilityChoice({
  value,
  why,
  onChange,
}: {
  value: Visibility;
  why: VisibilityWhy;
  onChange: (next: Visibility) => void;
}) {
  const t = useVisibilityT();
  return (
    <Radio.Group
      value={value}
      onChange={(v) => isVisibility(v) && onChange(v)}
      label={t('visibility.label')}
      description={why ? t(`visibility.why.${why}`) : undefined}
      data-testid="goal-visibility"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
        {ORDER.map((v) => (
          <Radio.Card
            key={v}
            value={v}
            radius="md"
            p="sm"
            className="choice-card"
            miw={0}
            // A card is a button, which centres its content: the three start level at the top instead.
            style={{ display: 'flex', alignItems: 'flex-start' }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm" mih={28}>
              <Radio.Indicator mt={2} size="sm" />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {t(`visibility.options.${v}.label`)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(`visibility.options.${v}.meaning`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
