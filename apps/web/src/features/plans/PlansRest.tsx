import { Chip, Group, Title } from '@mantine/core';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AgendaQuery, TaskFieldsFragment } from '../../gen/graphql';
import { ReminderPrompt as Prompt } from '../../shared/reminders/ReminderPrompt';
import { PageShell } from '../../shared/ui/PageShell';
import { CalendarCard } from './CalendarCard';
import { usePlansCompany } from './company/api';
import { useCompanyT } from './company/texts';
import { useCompanyLive } from './company/useCompanyLive';
import { FirstPlanHint, FirstStepBadge, FirstStepContext, firstOpenStep } from './FirstStep';
import { MyMentorBanner } from './mentor/MyMentorBanner';
import type { useMyMentor } from './mentor/myMentor';
import { PlanCard } from './PlanCard';
import { TaskEditModal } from './TaskEditor';
import { TaskMoves } from './TaskMoves';
import { type RowParts, RowPartsContext } from './taskRowActions';
import { usePlansT } from './texts';
import { useGoalFilter, type useShownPlans } from './useShownPlans';

import { useAgendaReminders } from './useTaskActions';

/**
 * The plans page below today's steps (PlansPage.tsx draws the title and the agenda from a small chunk of its
 * own): every plan with its milestones, the calendar, the step editor, the mentor's card, the reminders' prompt,
 * the company's live updates and the notifications host. Loaded once the agenda is on screen.
 */
type Task = TaskFieldsFragment;
type Shown = ReturnType<typeof useShownPlans>;
type Mentor = Pick<ReturnType<typeof useMyMentor>, 'data'>;

/** A plan's card drawn again only when its own props change (its goal, its company, today). */
const Card = memo(PlanCard);

const ROW_PARTS: RowParts = { Moves: TaskMoves, FirstStepBadge };

/** A long goal name on one line, ending in an ellipsis (its chip's title holds the whole name). */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/** What runs whatever the page shows: the company's live updates, the agenda's reminders, notifications. */
export const PlansEffects = memo(function PlansEffects({
  agenda,
}: {
  agenda: AgendaQuery['agenda'] | undefined;
}) {
  useCompanyLive();
  useAgendaReminders(agenda);
  return <PageShell>{null}</PageShell>;
});

/** The plans below the agenda: the mentor's card on a phone, the goal filter, every plan and the joined ones. */
export const PlansLists = memo(function PlansLists({
  active,
  joined,
  today,
  wide,
  mentor,
  onTick,
  onEdit,
}: {
  active: Shown['active'];
  joined: Shown['joined'];
  today: string;
  wide: boolean;
  mentor: Mentor;
  onTick: (task: Task, completed: boolean) => void | Promise<void>;
  onEdit: (task: Task) => void;
}) {
  const t = usePlansT();
  const tc = useCompanyT();
  const company = usePlansCompany();
  // The company's answer redraws the cards in a deferred render, in slices (each card only if its own changed).
  const companyData = useDeferredValue(company.data);
  const location = useLocation();
  const all = useMemo(() => [...active, ...joined], [active, joined]);
  const [goalFilter, setGoalFilter] = useGoalFilter(all);
  const shownActive = goalFilter ? active.filter((g) => g.id === goalFilter) : active;
  const shownJoined = goalFilter ? joined.filter((g) => g.id === goalFilter) : joined;
  // Beyond the first plan only the summary shows, unless one plan is chosen or linked to (#goal-<id>).
  const expandedAtFirst = (id: string, index: number) =>
    index === 0 || goalFilter !== null || location.hash === `#goal-${id}`;
  // The plan setup just made: its first step highlighted, with a hint on how a plan is used.
  const firstPlan = (location.state as { firstPlan?: string } | null)?.firstPlan ?? null;

  // The linked plan (or the first plan's hint) is scrolled to once the plans are drawn, and again as they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when the plans change
  useEffect(() => {
    if (!location.hash) return;
    const target =
      (firstPlan ? document.getElementById('first-plan-hint') : null) ??
      document.getElementById(location.hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
    // A measurable goal's results come before its steps: the highlighted first step is brought on screen too.
    const step = firstPlan ? document.querySelector('[data-first-step]') : null;
    if (step && step.getBoundingClientRect().bottom > window.innerHeight)
      step.scrollIntoView({ block: 'center' });
  }, [active, location.hash, firstPlan]);

  return (
    <PageShell>
      <RowPartsContext.Provider value={ROW_PARTS}>
        {wide ? null : <MyMentorBanner mentor={mentor} />}
        <Title order={2} fz="xl" mt="sm">
          {t('plans.myPlans')}
        </Title>
        {all.length > 1 ? (
          <Chip.Group value={goalFilter ?? 'all'} onChange={(v) => setGoalFilter(String(v))}>
            <Group gap="xs" role="radiogroup" aria-label={t('plans.filterLabel')}>
              <Chip value="all" variant="light">
                {t('plans.filterAll')}
              </Chip>
              {all.map((g) => (
                <Chip
                  key={g.id}
                  value={g.id}
                  variant="light"
                  title={g.title}
                  styles={{ label: { maxWidth: 260 } }}
                >
                  <span style={ELLIPSIS}>{g.title}</span>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}
        {shownActive.map((goal, index) => {
          const card = (
            <Card
              key={`${goal.id}-${goalFilter ? 'one' : 'all'}`}
              goal={goal}
              today={today}
              onTick={onTick}
              onEdit={onEdit}
              company={companyData?.get(goal.id)}
              defaultExpanded={expandedAtFirst(goal.id, index)}
            />
          );
          return goal.id === firstPlan ? (
            <FirstStepContext.Provider key={goal.id} value={firstOpenStep(goal.tasks)}>
              <div>
                <FirstPlanHint />
                {card}
              </div>
            </FirstStepContext.Provider>
          ) : (
            card
          );
        })}
        {shownJoined.length > 0 ? (
          <Title order={2} fz="xl" mt="sm">
            {tc('company.joinedPlans')}
          </Title>
        ) : null}
        {shownJoined.map((goal, index) => (
          <Card
            key={`${goal.id}-${goalFilter ? 'one' : 'all'}`}
            goal={goal}
            today={today}
            onTick={onTick}
            onEdit={onEdit}
            company={goal}
            defaultExpanded={expandedAtFirst(goal.id, shownActive.length + index)}
          />
        ))}
      </RowPartsContext.Provider>
    </PageShell>
  );
});

/** The calendar of every plan's steps (beside the plans, or below them on a phone). */
export const PlansCalendar = memo(function PlansCalendar(props: Parameters<typeof CalendarCard>[0]) {
  return (
    <PageShell>
      <CalendarCard {...props} />
    </PageShell>
  );
});

/** The step editor, with the date pickers' language. */
export const StepEditor = memo(function StepEditor(props: Parameters<typeof TaskEditModal>[0]) {
  return (
    <PageShell>
      <TaskEditModal {...props} />
    </PageShell>
  );
});

export { Prompt as ReminderPrompt };
