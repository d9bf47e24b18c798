import { ActionIcon, Badge, Button, Collapse, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarRepeat,
  IconChevronDown,
  IconChevronRight,
  IconClockHour4,
  IconCloudUpload,
  IconDots,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFieldsFragment, MyPlansQuery } from '../../gen/graphql';
import { ForecastLine, PauseNote } from '../../shared/course/CourseLine';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { groupMilestones } from '../../shared/goals/milestones';
import { longDate, percent } from '../../shared/lib/format';
import { EndorsementBadge } from '../../shared/mentoring/EndorsementBadge';
import { isLocalTask } from '../../shared/offline/changes';
import { usePendingGoals } from '../../shared/offline/pending';
import { offlineT } from '../../shared/offline/texts';
import { ResultsPanel } from '../../shared/results/ResultsPanel';
import { ProgressRing } from '../../shared/ui/ProgressRing';
import { CompanyPanel } from './company/CompanyPanel';
import { OfferModal } from './company/OfferModal';
import { useCompanyT } from './company/texts';
import { type Handlers, MilestoneBlock } from './MilestoneBlock';
import { SuggestionsPanel } from './mentor/GoalMentorParts';
import { PauseControls } from './PauseControls';
import { overdueCount } from './plan';
import { RegeneratePlan } from './RegeneratePlan';
import { type ReflowDialog, ReplanPanel } from './ReplanPanel';
import { useReplanT } from './replanTexts';
import { ReplanSuggestionsNote } from './SuggestedReplans';
import { usePlansT } from './texts';

type Goal = MyPlansQuery['myGoals']['items'][number];

/**
 * One goal's plan: its progress, milestones (collapsible, progress each) and their steps. `company`: who
 * follows it; a member of someone else's plan ticks their own steps and changes nothing else.
 */
export function PlanCard({
  goal,
  today,
  onTick,
  onEdit,
  company,
  defaultExpanded = true,
}: {
  goal: Goal;
  company?: CompanyFieldsFragment | undefined;
  /** Beyond the first plan, only the summary shows until opened (the page stays short). */
  defaultExpanded?: boolean;
} & Handlers) {
  const t = usePlansT();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const tc = useCompanyT();
  const member = company?.myRole === 'member';
  // A goal created offline shows the plan made on this device, read-only until the server has it (queue.ts).
  const locked = member || isLocalTask(goal.id);
  // Created or changed offline and not yet sent (shared/offline/pending.ts).
  const pendingGoal = usePendingGoals().has(goal.id);
  const [offering, setOffering] = useState(false);
  const [reflow, setReflow] = useState<ReflowDialog>(null);
  const rt = useReplanT();
  const progressOf = new Map(company?.tasks.map((x) => [x.id, x.memberProgress]) ?? []);
  const { i18n } = useTranslation();
  const milestones = groupMilestones(goal.tasks);
  // Paused by the person: nothing is overdue while the plan waits.
  const paused = goal.pause?.mine === true;
  const behind = paused ? 0 : overdueCount(goal.tasks, today);
  const pausable = member || goal.status === 'active' || paused;
  const value = percent(goal.progress);
  const headingId = `plan-${goal.id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      id={`goal-${goal.id}`}
      aria-labelledby={headingId}
      data-testid="plan-card"
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <CategoryBadge category={goal.category} />
            {behind > 0 ? (
              <Badge variant="light" color="red" leftSection={<IconAlertTriangle size={12} />}>
                {t('plans.behind', { count: behind })}
              </Badge>
            ) : null}
            <EndorsementBadge endorsement={goal.endorsement} />
            {pendingGoal ? (
              <Badge
                variant="light"
                color="yellow"
                leftSection={<IconCloudUpload size={12} aria-hidden />}
                style={{ textTransform: 'none' }}
                data-testid="goal-pending"
              >
                {offlineT('pending')}
              </Badge>
            ) : null}
          </Group>
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Title>
          {member && company?.owner ? (
            <Text size="sm" c="dimmed">
              <Badge size="sm" variant="light" color="grape" mr={6}>
                {tc('company.joinedBadge')}
              </Badge>
              {tc('company.byOwner', { name: company.owner.name || company.owner.username })}
            </Text>
          ) : null}
          {goal.deadline ? (
            <Text size="sm" c="dimmed">
              {t('goals.due', { date: longDate(goal.deadline, i18n.language) })}
            </Text>
          ) : null}
          <PauseNote pause={goal.pause} />
          <ForecastLine forecast={goal.forecast} />
        </Stack>
        {!locked ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={tc('company.menu', { title: goal.title })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => setOffering(true)}>
                {company?.offer?.open ? tc('company.editOffer') : tc('company.openToCompany')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCalendarRepeat size={16} />} onClick={() => setReflow('choice')}>
                {rt('replan.menuReplan')}
              </Menu.Item>
              <Menu.Item leftSection={<IconClockHour4 size={16} />} onClick={() => setReflow('rhythm')}>
                {rt('replan.menuRhythm')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
        <ProgressRing
          value={value}
          color={value === 100 ? 'teal' : 'info'}
          label={
            <Text ta="center" size="xs" fw={700} data-testid="plan-progress">
              {value}%
            </Text>
          }
          aria-label={t('goals.progressLabel', { title: goal.title })}
        />
      </Group>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('goals.steps', { count: goal.totalCount, done: goal.doneCount })}
          </Text>
          {pausable && !isLocalTask(goal.id) ? <PauseControls goal={goal} owner={!member} /> : null}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          aria-expanded={expanded}
          aria-controls={`plan-body-${goal.id}`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('plans.hidePlan') : t('plans.showPlan')}
        </Button>
      </Group>
      {!locked ? (
        <ReplanSuggestionsNote
          suggestions={goal.suggestions}
          onReview={paused ? undefined : () => setReflow('choice')}
        />
      ) : null}
      <Collapse expanded={expanded} id={`plan-body-${goal.id}`}>
        {!locked ? <SuggestionsPanel goal={goal} tasks={goal.tasks} /> : null}
        {member ? null : <ResultsPanel goal={goal} today={today} editable={!locked} />}
        <Stack gap="xs">
          {milestones.map((m, index) => (
            <MilestoneBlock
              key={m.task.id}
              goalId={goal.id}
              milestone={m}
              today={today}
              onTick={onTick}
              onEdit={onEdit}
              defaultOpen={m.done < m.total && milestones.findIndex((x) => x.done < x.total) === index}
              previous={milestones[index - 1]?.task ?? null}
              siblings={milestones.map((x) => x.task)}
              readOnly={locked}
              company={company}
              memberProgress={progressOf.get(m.task.id) ?? []}
            />
          ))}
        </Stack>
      </Collapse>
      {company && (company.offer || company.members.length > 1) ? (
        <CompanyPanel goal={goal} company={company} onEditOffer={() => setOffering(true)} />
      ) : null}
      {!locked ? (
        <OfferModal
          goal={goal}
          offer={company?.offer ?? null}
          opened={offering}
          onClose={() => setOffering(false)}
        />
      ) : null}
      {paused ? null : <ReplanPanel goal={goal} enabled={!locked} dialog={reflow} onDialog={setReflow} />}
      <RegeneratePlan goal={goal} showHint={goal.doneCount === 0 && goal.totalCount > 0 && !locked} />
    </Paper>
  );
}
