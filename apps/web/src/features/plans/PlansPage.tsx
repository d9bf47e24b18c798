import { Alert, Box, Button, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconRoute } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { useAgenda, useMyPlans } from '../../shared/goals/api';
import { holdFirstScreen } from '../../shared/lib/firstScreen';
import { useLoadingUntilDrawn } from '../../shared/lib/useLoadingUntilDrawn';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { canAsk } from '../../shared/reminders/askNow';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageTitle } from '../../shared/ui/PageTitle';
import { AgendaPanel } from './AgendaPanel';
import { useJoinedPlans } from './company/api';
import { MyMentorBanner } from './mentor/MyMentorBanner';
import { useMyMentor } from './mentor/myMentor';
import { showsComments } from './mentor/showsComments';
import { loadTaskComments, useTaskComments } from './mentor/taskComments';
import { usePlansT } from './texts';
import { usePlansRest } from './usePlansRest';
import { useShownPlans } from './useShownPlans';

type Task = TaskFieldsFragment;

const noSubscription = () => () => {};
/** False on the server and while React takes over the server's page (hydration); true in the browser's own renders. */
const useBrowserRender = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Plans: kept alive across navigation (S-G3). Today's steps first: this chunk draws the title and the agenda;
 * every plan, the calendar and the editor (PlansRest.tsx) load once the agenda is on screen, in their own chunk.
 */
export function PlansPage() {
  const t = usePlansT();
  const agenda = useAgenda();
  const plans = useMyPlans();
  const joinedPlans = useJoinedPlans();
  const mentor = useMyMentor();
  // Its answer alone, the same object while it does not change (the plans below are drawn again only then).
  const mentorShown = useMemo(() => ({ data: mentor.data }), [mentor.data]);
  const client = useQueryClient();
  const [editing, setEditing] = useState<Task | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // Decided once, as the page is drawn: a reminders' card above the steps never arrives after them. A page the
  // server drew has none (no worker served it, so none asked), and hydrates as drawn.
  const browserRender = useBrowserRender();
  const [ask] = useState(() => browserRender && canAsk());

  const shown = useShownPlans(plans.data, joinedPlans.data, agenda.data);
  const { active, joined, shownAgenda, byDate } = shown;
  const today = agenda.data?.agenda.today ?? '';
  const joinedIds = useMemo(() => new Set(joined.map((g) => g.id)), [joined]);
  // The tick's code (the offline queue, the caches' patches) comes with the plans below; a tick made before that
  // waits for it, still in the same tap once it is in.
  const tickFailed = t('plans.tickFailed');
  const tick = useCallback(
    (task: Task, completed: boolean) =>
      import('./useTaskActions').then((m) => m.tickTask(client, task, completed, tickFailed)),
    [client, tickFailed],
  );

  // A card drawn above the agenda waits with it, so it never pushes the steps down: the mentor's on a wide
  // screen (drawn here; on a phone it comes after the day's steps, with the plans), and the reminders' prompt.
  // The server does not know the screen's width: what it draws (and the page hydrates) has the mentor's card
  // above for a wide screen only (CSS); the browser's own renders draw it there only on a wide screen.
  const rest = usePlansRest();
  const mentorAbove = mentor.data != null && (wide || !browserRender);
  const loading = agenda.isPending || plans.isPending || joinedPlans.isPending || mentor.isLoading;
  // A row of the agenda that shows the thread with a person mentor waits for its code, so it never arrives after.
  const comments = useTaskComments();
  const mentorIsPerson = !!mentor.data && !mentor.data.guide;
  const list = shownAgenda ? [...shownAgenda.overdue, ...shownAgenda.dueToday, ...shownAgenda.upcoming] : [];
  const needsComments = list.some((task) => showsComments(task, mentorIsPerson));
  useEffect(() => {
    if (needsComments) void loadTaskComments().catch(() => undefined);
  }, [needsComments]);
  // Drawing the agenda is the page's first piece of work: in slices, the skeleton on screen meanwhile.
  const pending = useLoadingUntilDrawn(loading || (ask && !rest.module) || (needsComments && !comments));
  // The plans below load once the agenda is on screen (or at once when the prompt above it needs them).
  useEffect(() => {
    if (!pending || ask) rest.load();
  }, [pending, ask, rest]);
  // The first screen is the agenda: what waits for it (shared/lib/firstScreen.ts) waits until it is drawn.
  useLayoutEffect(() => (pending ? holdFirstScreen() : undefined), [pending]);

  const failed = agenda.isError || plans.isError;
  // Offline with either list never saved on this device: its request waits for the network, so say so.
  const waiting = {
    fetchStatus: [agenda, plans].some((q) => q.isPending && q.fetchStatus === 'paused')
      ? ('paused' as const)
      : ('fetching' as const),
  };
  const Rest = rest.module;

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
      {Rest ? <Rest.PlansEffects agenda={agenda.data?.agenda} /> : null}
      {pending || !mentorAbove ? null : (
        <Box visibleFrom="sm">
          <MyMentorBanner mentor={mentorShown} />
        </Box>
      )}
      {ask && Rest ? <Rest.ReminderPrompt hasGoal={!pending && !failed && active.length > 0} /> : null}
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
              {Rest ? (
                <Rest.PlansLists
                  active={active}
                  joined={joined}
                  today={today}
                  wide={wide}
                  mentor={mentorShown}
                  onTick={tick}
                  onEdit={setEditing}
                />
              ) : (
                // Holds the plans' place below the agenda while their code loads.
                <Skeleton h={260} radius="lg" aria-busy="true" />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            {Rest ? (
              <Rest.PlansCalendar today={today} byDate={byDate} onTick={tick} />
            ) : (
              // On a wide screen only (the server draws it too, not knowing the screen's width).
              <Skeleton h={360} radius="lg" aria-busy="true" visibleFrom="sm" />
            )}
          </Grid.Col>
        </Grid>
      )}
      {Rest ? <Rest.StepEditor task={editing} onClose={closeEditor} /> : null}
    </>
  );
}
