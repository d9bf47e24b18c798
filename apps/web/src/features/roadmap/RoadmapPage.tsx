import { Alert, Button, Paper, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgenda, useMyPlans } from '../../shared/goals/api';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';
import { rowsOf } from './rows';
import { useRoadmapT } from './texts';

/** `/roadmap`: goals and milestones on a month timeline; a grid on desktop, a list on phones. */
export function RoadmapPage() {
  return (
    <PageShell>
      <Roadmap />
    </PageShell>
  );
}

function Roadmap() {
  const t = useRoadmapT();
  const plans = useMyPlans();
  const agenda = useAgenda();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const today = agenda.data?.agenda.today ?? new Date().toISOString().slice(0, 10);
  const rows = rowsOf(plans.data?.myGoals.items ?? []);

  return (
    <>
      <PageTitle
        title={t('roadmap.title')}
        subtitle={t('roadmap.subtitle')}
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
      {plans.isPending ? (
        <NotSavedHere query={plans}>
          <Skeleton h={320} radius="lg" aria-busy="true" />
        </NotSavedHere>
      ) : plans.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('goals.loadFailed')}
          role="alert"
        >
          <Button size="xs" variant="light" mt="xs" onClick={() => void plans.refetch()}>
            {t('goals.retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <EmptyPanel
            icon={<IconTimeline size={32} />}
            title={t('roadmap.empty')}
            description={t('roadmap.emptyText')}
            action={
              <Button component={Link} to={`${paths.goals}?new=1`} leftSection={<IconPlus size={18} />}>
                {t('goals.firstGoal')}
              </Button>
            }
          />
        </Paper>
      ) : wide ? (
        <MonthGrid rows={rows} today={today} />
      ) : (
        <MonthList rows={rows} today={today} />
      )}
    </>
  );
}
