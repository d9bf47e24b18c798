import { Alert, Button, Chip, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconRoute } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { useAgenda, useMyPlans } from '../../shared/goals/api';
import { useLoadingUntilDrawn } from '../../shared/lib/useLoadingUntilDrawn';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { ReminderPrompt } from '../../shared/reminders/ReminderPrompt';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { AgendaPanel } from './AgendaPanel';
import { CalendarCard } from './CalendarCard';
import { useJoinedPlans, usePlansCompany } from './company/api';
import { useCompanyT } from './company/texts';
import { useCompanyLive } from './company/useCompanyLive';
import { FirstPlanHint, FirstStepContext, firstOpenStep } from './FirstStep';
import { MyMentorBanner, useMyMentor } from './mentor/MyMentorBanner';
import { PlanCard } from './PlanCard';
import { TaskEditModal } from './TaskEditor';
import { usePlansT } from './texts';
import { useGoalFilter, useShownPlans } from './useShownPlans';
import { useAgendaReminders, useTick } from './useTaskActions';

type Task = TaskFieldsFragment;

/** A long goal name on one line, ending in an ellipsis (its chip's title holds the whole name). */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/** Plans: kept alive across navigation (S-G3). Agenda, calendar and every active plan. */
export function PlansPage() {
  return (
    <PageShell>
      <Plans />
    </PageShell>
  );
}

function Plans() {
  const t = usePlansT();
  const agenda = useAgenda();
  const plans = useMyPlans();
  const tc = useCompanyT();
  const company = usePlansCompany();
  const joinedPlans = useJoinedPlans();
  const mentor = useMyMentor();
  useCompanyLive();
  const tick = useTick(t('plans.tickFailed'));
  const [editing, setEditing] = useState<Task | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const location = useLocation();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  useAgendaReminders(agenda.data?.agenda);

  const today = agenda.data?.agenda.today ?? '';
  const { active, joined, shownAgenda, byDate } = useShownPlans(plans.data, joinedPlans.data, agenda.data);
  const [goalFilter, setGoalFilter] = useGoalFilter([...active, ...joined]);
  const shownActive = goalFilter ? active.filter((g) => g.id === goalFilter) : active;
  const shownJoined = goalFilter ? joined.filter((g) => g.id === goalFilter) : joined;
  // Beyond the first plan only the summary shows, unless one plan is chosen or linked to (#goal-<id>).
  const expandedAtFirst = (id: string, index: number) =>
    index === 0 || goalFilter !== null || location.hash === `#goal-${id}`;
  const joinedIds = useMemo(() => new Set(joined.map((g) => g.id)), [joined]);

  // The plan setup just made: its first step highlighted, with a hint on how a plan is used.
  const firstPlan = (location.state as { firstPlan?: string } | null)?.firstPlan ?? null;

  // The mentor's card sits above the agenda: both wait for it, so it never pushes the agenda down.
  // Drawing the agenda, every plan and the calendar is the page's longest piece of work: in slices.
  const pending = useLoadingUntilDrawn(agenda.isPending || plans.isPending || mentor.isLoading);

  // The linked plan (or the first plan's hint) is scrolled to once the plans are drawn, not while the
  // skeleton stands in for them.
  useEffect(() => {
    if (pending || !plans.data || !location.hash) return;
    const target =
      (firstPlan ? document.getElementById('first-plan-hint') : null) ??
      document.getElementById(location.hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
    // A measurable goal's results come before its steps: the highlighted first step is brought on screen too.
    const step = firstPlan ? document.querySelector('[data-first-step]') : null;
    if (step && step.getBoundingClientRect().bottom > window.innerHeight)
      step.scrollIntoView({ block: 'center' });
  }, [pending, plans.data, location.hash, firstPlan]);
  const failed = agenda.isError || plans.isError;
  // Offline with either list never saved on this device: its request waits for the network, so say so.
  const waiting = {
    fetchStatus: [agenda, plans].some((q) => q.isPending && q.fetchStatus === 'paused')
      ? ('paused' as const)
      : ('fetching' as const),
  };

  return (
    <>
      <PageTitle
        title={t('plans.title')}
        subtitle={t('plans.subtitle')}
        actions={
          <Button
            component={Link}
            to={`${paths.goals}?new=1`}
            variant="light"
            leftSection={<IconPlus size={18} />}
          >
            {t('goals.newGoal')}
          </Button>
        }
      />
      {/* On a phone the mentor's card comes after the day's steps: "Today" stays on the first screen. */}
      {pending || !wide ? null : <MyMentorBanner mentor={mentor} />}
      <ReminderPrompt hasGoal={!pending && !failed && active.length > 0} />
      {pending ? (
        <NotSavedHere query={waiting}>
          <Stack gap="md" aria-busy="true">
            <Skeleton h={160} radius="lg" />
            <Skeleton h={260} radius="lg" />
          </Stack>
        </NotSavedHere>
      ) : failed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('plans.loadFailed')}
          role="alert"
        >
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => {
              void agenda.refetch();
              void plans.refetch();
            }}
          >
            {t('goals.retry')}
          </Button>
        </Alert>
      ) : active.length === 0 && joined.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <EmptyPanel
            icon={<IconRoute size={32} />}
            title={t('plans.empty')}
            description={t('plans.emptyText')}
            action={
              <Button component={Link} to={`${paths.goals}?new=1`} leftSection={<IconPlus size={18} />}>
                {t('goals.firstGoal')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <AgendaPanel
                agenda={shownAgenda!}
                onTick={tick}
                onEdit={setEditing}
                readOnlyGoals={joinedIds}
              />
              {wide ? null : <MyMentorBanner mentor={mentor} />}
              <Title order={2} fz="xl" mt="sm">
                {t('plans.myPlans')}
              </Title>
              {active.length + joined.length > 1 ? (
                <Chip.Group value={goalFilter ?? 'all'} onChange={(v) => setGoalFilter(String(v))}>
                  <Group gap="xs" role="radiogroup" aria-label={t('plans.filterLabel')}>
                    <Chip value="all" variant="light">
                      {t('plans.filterAll')}
                    </Chip>
                    {[...active, ...joined].map((g) => (
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
                  <PlanCard
                    key={`${goal.id}-${goalFilter ? 'one' : 'all'}`}
                    goal={goal}
                    today={today}
                    onTick={tick}
                    onEdit={setEditing}
                    company={company.data?.get(goal.id)}
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
                <PlanCard
                  key={`${goal.id}-${goalFilter ? 'one' : 'all'}`}
                  goal={goal}
                  today={today}
                  onTick={tick}
                  onEdit={setEditing}
                  company={goal}
                  defaultExpanded={expandedAtFirst(goal.id, shownActive.length + index)}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <CalendarCard today={today} byDate={byDate} onTick={tick} />
          </Grid.Col>
        </Grid>
      )}
      <TaskEditModal task={editing} onClose={closeEditor} />
    </>
  );
}
