import '@mantine/charts/styles.css';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AchievementIcon } from '../../shared/achievements/AchievementIcon';
import { achievementsQuery } from '../../shared/achievements/api';
import { EarnedBadges } from '../../shared/achievements/EarnedBadges';
import { StreakCard } from '../../shared/achievements/StreakCard';
import { useAchievementTexts } from '../../shared/achievements/texts';
import { useSession } from '../../shared/session/store';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ActivityHeatmap } from './ActivityHeatmap';
import { activityQuery } from './api';
import { useAchPageTexts } from './texts';
import { WeeklyChart } from './WeeklyChart';

const TOTAL = 8;

function Card({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
      h="100%"
    >
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/** /achievements: the streak, earned and next achievements, the year's heatmap and the weekly chart. */
export function AchievementsPage() {
  return (
    <PageShell>
      <Achievements />
    </PageShell>
  );
}

function Achievements() {
  const t = useAchPageTexts();
  const ta = useAchievementTexts();
  const username = useSession((s) => s.user?.username ?? '');
  const achievements = useQuery(achievementsQuery(username));
  const activity = useQuery(activityQuery());

  if (achievements.isError || activity.isError) {
    return (
      <>
        <PageTitle title={t('achPage.title')} subtitle={t('achPage.subtitle')} />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('achPage.loadFailed')}
        >
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              void achievements.refetch();
              void activity.refetch();
            }}
          >
            {t('achPage.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  const data = achievements.data?.achievements;
  const act = activity.data?.activity;
  const earned = data?.earned ?? [];
  const next = data?.next ?? [];
  return (
    <>
      <PageTitle title={t('achPage.title')} subtitle={t('achPage.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card id="ach-streak" title={t('achPage.streakTitle')}>
            {data ? <StreakCard streak={data.streak} own /> : <Skeleton h={120} radius="md" />}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card
            id="ach-earned"
            title={t('achPage.earnedTitle')}
            aside={
              data ? (
                <Text fz="sm" c="dimmed">
                  {t('achPage.earnedCount', { count: earned.length, total: TOTAL })}
                </Text>
              ) : null
            }
          >
            {!data ? (
              <Skeleton h={120} radius="md" />
            ) : earned.length > 0 ? (
              <EarnedBadges earned={earned} username={username} own />
            ) : (
              <Text c="dimmed" fz="sm">
                {t('achPage.noneEarned')}
              </Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card id="ach-next" title={t('achPage.nextTitle')}>
            {!data ? (
              <Skeleton h={80} radius="md" />
            ) : next.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('achPage.allEarned')}
              </Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {next.map((n) => (
                  <li key={n.key} data-testid={`next-${n.key}`}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <AchievementIcon achievement={n.key} earned={false} size={36} />
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} fz="sm">
                          {ta(`ach.names.${n.key}`)}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {ta(`ach.hints.${n.key}`)}
                        </Text>
                        <Progress
                          value={(100 * n.progress) / Math.max(1, n.target)}
                          size="sm"
                          color="orange"
                          aria-label={t('achPage.progress', { progress: n.progress, target: n.target })}
                        />
                        <Text fz="xs" c="dimmed">
                          {t('achPage.progress', { progress: n.progress, target: n.target })}
                        </Text>
                      </Stack>
                    </Group>
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card id="ach-heatmap" title={t('achPage.heatmapTitle')}>
            {act ? (
              <ActivityHeatmap from={act.from} to={act.to} days={act.days} total={act.total} />
            ) : (
              <Skeleton h={130} radius="md" />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card id="ach-weekly" title={t('achPage.weeklyTitle')}>
            {!act ? (
              <Skeleton h={200} radius="md" />
            ) : act.total === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('achPage.weeklyEmpty')}
              </Text>
            ) : (
              <WeeklyChart weekly={act.weekly} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
