import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBulb, IconCheck, IconX } from '@tabler/icons-react';
import type { GoalFieldsFragment, TaskFieldsFragment } from '../../../gen/graphql';
import { GraphQLResponseError } from '../../../shared/api/graphql';
import { dotted, hhmm } from '../../../shared/lib/format';
import { useDecideSuggestion } from '../../../shared/mentoring/api';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

/**
 * The mentor's pending suggested steps for this goal's plan: accept (the step joins the plan) or decline.
 * Suggested re-plans are answered among the re-plan choices (ReplanSuggestionsNote).
 */
export function SuggestionsPanel({
  goal,
  tasks,
}: {
  goal: Pick<GoalFieldsFragment, 'suggestions'>;
  tasks: TaskFieldsFragment[];
}) {
  const t = useMentoringT();
  const decide = useDecideSuggestion();
  const steps = goal.suggestions.filter((s) => !s.replan);
  if (steps.length === 0) return null;
  const milestoneLabel = (id: string | null | undefined) => tasks.find((x) => x.id === id)?.label;
  const answer = async (id: string, label: string, accept: boolean) => {
    try {
      await decide.mutateAsync({ id, accept });
      notifySuccess(accept ? t('mentoring.accepted', { label }) : t('mentoring.declined'));
    } catch (e) {
      notifyError(t('mentoring.decideFailed'), e instanceof GraphQLResponseError ? e : undefined);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="sm"
      data-testid="suggestions"
      style={{ borderColor: 'var(--mantine-color-violet-4)' }}
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconBulb size={16} color="var(--mantine-color-violet-6)" aria-hidden="true" />
          <Text fw={600} fz="sm">
            {t('mentoring.suggestions')}
          </Text>
        </Group>
        {steps.map((s) => {
          const under = milestoneLabel(s.parentId);
          const pending = decide.isPending && decide.variables?.id === s.id;
          return (
            <Group
              key={s.id}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="suggestion"
              className="mentor-suggestion"
            >
              <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {s.label}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {under
                    ? t('mentoring.suggestionUnder', { milestone: under })
                    : t('mentoring.suggestionNewMilestone')}
                  {s.date ? ` · ${dotted(s.date)}` : ''}
                  {s.time ? ` · ${hhmm(s.time)}` : ''}
                  {s.notes ? ` · ${s.notes}` : ''}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} />}
                  loading={pending && decide.variables?.accept === true}
                  disabled={pending}
                  onClick={() => void answer(s.id, s.label, true)}
                >
                  {t('mentoring.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} />}
                  loading={pending && decide.variables?.accept === false}
                  disabled={pending}
                  onClick={() => void answer(s.id, s.label, false)}
                >
                  {t('mentoring.decline')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
