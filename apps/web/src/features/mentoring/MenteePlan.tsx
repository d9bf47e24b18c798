import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACHIEVED_GOAL_STATUS, goalStatusHas } from '@stepwise/domain/goal-status';
import {
  IconAward,
  IconBulb,
  IconCalendarRepeat,
  IconCheck,
  IconCircle,
  IconClock,
  IconLock,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MenteeGoalQuery } from '../../gen/graphql';
import { ForecastLine, PauseNote } from '../../shared/course/CourseLine';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { groupMilestones } from '../../shared/goals/milestones';
import { dotted, hhmm, percent } from '../../shared/lib/format';
import { EndorsementBadge } from '../../shared/mentoring/EndorsementBadge';
import { TaskCommentsButton } from '../../shared/mentoring/TaskCommentsButton';
import { useMentoringT } from '../../shared/mentoring/texts';
import { ResultsPanel } from '../../shared/results/ResultsPanel';
import { menteeGoalQuery } from './api';
import { EndorseForm } from './EndorseForm';
import { SuggestForm } from './SuggestForm';
import { SuggestReplanForm } from './SuggestReplanForm';

type Goal = NonNullable<MenteeGoalQuery['goal']>;

type Task = Goal['tasks'][number];

/** A mentee's plan as the mentor sees it: read-only, with comment threads, suggestions and the endorsement. */
export function MenteePlanModal({
  goalId,
  menteeName,
  today,
  onClose,
}: {
  goalId: string | null;
  menteeName: string;
  today: string;
  onClose: () => void;
}) {
  const t = useMentoringT();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={goalId !== null}
      onClose={onClose}
      title={t('mentoring.planOf', { name: menteeName })}
      fullScreen={phone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('mentoring.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {goalId ? <MenteePlan goalId={goalId} menteeName={menteeName} today={today} /> : null}
    </Modal>
  );
}

function MenteePlan({ goalId, menteeName, today }: { goalId: string; menteeName: string; today: string }) {
  const t = useMentoringT();
  const goal = useQuery(menteeGoalQuery(goalId));
  const [suggesting, setSuggesting] = useState<'step' | 'replan' | null>(null);
  const [endorsing, setEndorsing] = useState(false);
  if (goal.isPending) return <Skeleton h={320} radius="md" />;
  if (goal.isError || !goal.data) {
    return (
      <Alert color="red" role="alert">
        {t('mentoring.loadFailed')}
      </Alert>
    );
  }
  const g = goal.data;
  const milestones = groupMilestones(g.tasks);
  return (
    <Stack gap="md" data-testid="mentee-plan">
      <Stack gap={6}>
        <Group gap={6}>
          <CategoryBadge category={g.category} />
          <Badge variant="outline" color={g.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'gray'}>
            {t(`mentoring.status.${g.status}`)}
          </Badge>
          {g.visibility === 'private' ? (
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
              {t('mentoring.private')}
            </Badge>
          ) : null}
          <EndorsementBadge endorsement={g.endorsement} />
        </Group>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {g.title}
        </Title>
        <PauseNote pause={g.pause} />
        <ForecastLine forecast={g.forecast} />
        <Progress
          value={percent(g.progress)}
          color={g.status === ACHIEVED_GOAL_STATUS ? 'teal' : 'info'}
          size="sm"
        />
        <Text fz="xs" c="dimmed">
          {t('mentoring.readOnly', { name: menteeName })}
        </Text>
      </Stack>
      <Group gap="xs">
        {goalStatusHas(g.status, 'suggestible') ? (
          <>
            <Button
              leftSection={<IconBulb size={16} />}
              variant="light"
              onClick={() => setSuggesting((s) => (s === 'step' ? null : 'step'))}
            >
              {t('mentoring.suggest')}
            </Button>
            <Button
              leftSection={<IconCalendarRepeat size={16} />}
              variant="light"
              onClick={() => setSuggesting((s) => (s === 'replan' ? null : 'replan'))}
            >
              {t('mentoring.suggestReplan')}
            </Button>
          </>
        ) : null}
        {g.status === ACHIEVED_GOAL_STATUS && !g.endorsement ? (
          <Button
            leftSection={<IconAward size={16} />}
            color="yellow"
            variant="light"
            onClick={() => setEndorsing((s) => !s)}
          >
            {t('mentoring.endorse')}
          </Button>
        ) : null}
      </Group>
      {suggesting === 'step' ? (
        <SuggestForm goal={g} menteeName={menteeName} onDone={() => setSuggesting(null)} />
      ) : null}
      {suggesting === 'replan' ? (
        <SuggestReplanForm goal={g} menteeName={menteeName} onDone={() => setSuggesting(null)} />
      ) : null}
      {endorsing ? <EndorseForm goal={g} onDone={() => setEndorsing(false)} /> : null}
      {g.suggestions.length > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} fz="sm" mb={4}>
            {t('mentoring.pendingSuggestions', { count: g.suggestions.length })}
          </Text>
          {g.suggestions.map((s) => (
            <Group key={s.id} gap={6} wrap="nowrap" align="flex-start">
              <IconClock
                size={14}
                color="var(--mantine-color-dimmed)"
                aria-hidden="true"
                style={{ marginTop: 4 }}
              />
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {s.label}{' '}
                <Text span fz="xs" c="dimmed">
                  · {t('mentoring.waiting')}
                </Text>
              </Text>
            </Group>
          ))}
        </Paper>
      ) : null}
      <ResultsPanel goal={g} today={today} editable={false} />
      <Stack gap="sm">
        {milestones.map((m) => (
          <Paper key={m.task.id} withBorder radius="md" p="sm">
            <TaskLine task={m.task} today={today} milestone />
            <Stack gap={2} mt={4} pl={{ base: 'xs', sm: 'md' }}>
              {m.steps.map((s) => (
                <TaskLine key={s.id} task={s} today={today} />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function TaskLine({ task, today, milestone = false }: { task: Task; today: string; milestone?: boolean }) {
  const overdue = !task.completed && task.date !== null && task.date < today;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={4} data-testid="mentee-task">
      <ThemeIcon
        size={20}
        radius="xl"
        variant={task.completed ? 'filled' : 'default'}
        color={task.completed ? 'teal' : 'gray'}
        mt={1}
        aria-hidden="true"
      >
        {task.completed ? <IconCheck size={12} /> : <IconCircle size={10} />}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          fz="sm"
          fw={milestone ? 700 : 500}
          td={task.completed ? 'line-through' : undefined}
          c={task.completed ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.label}
        </Text>
        <Group gap={8}>
          {task.date ? (
            <Text fz="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
              {dotted(task.date)}
              {task.time ? ` · ${hhmm(task.time)}` : ''}
            </Text>
          ) : null}
          {task.commentCount != null ? (
            <TaskCommentsButton taskId={task.id} label={task.label} count={task.commentCount} side="mentor" />
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
