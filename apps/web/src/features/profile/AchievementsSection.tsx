import { Alert, Anchor, Button, Divider, Skeleton, Stack } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { achievementsQuery } from '../../shared/achievements/api';
import { EarnedBadges } from '../../shared/achievements/EarnedBadges';
import { StreakCard } from '../../shared/achievements/StreakCard';
import { useAchievementTexts } from '../../shared/achievements/texts';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';

/** The profile's Achievements: the person's streak and earned badges (a visitor sees theirs too). */
export function AchievementsSection({
  username,
  own,
  name,
}: {
  username: string;
  own: boolean;
  name?: string;
}) {
  const t = useAchievementTexts();
  const query = useQuery(achievementsQuery(username));
  if (query.isPending)
    return (
      <NotSavedHere query={query}>
        <Skeleton h={120} radius="md" />
      </NotSavedHere>
    );
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('ach.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('ach.retry')}
        </Button>
      </Alert>
    );
  }
  const { earned, streak } = query.data.achievements;
  const hasStreak = streak.current > 0 || streak.best > 0;
  if (earned.length === 0 && !hasStreak) {
    return (
      <EmptyPanel
        size="sm"
        icon={<IconAward size={24} />}
        title={own ? t('ach.noneYet') : t('ach.noneYetOther', { name: name || username })}
        description={t('ach.noneYetText')}
      />
    );
  }
  return (
    <Stack gap="md" data-testid="profile-achievements">
      {hasStreak ? <StreakCard streak={streak} own={own} compact /> : null}
      {hasStreak && earned.length > 0 ? <Divider /> : null}
      {earned.length > 0 ? <EarnedBadges earned={earned} username={username} own={own} /> : null}
      {own ? (
        <Anchor component={Link} to={paths.achievements} fz="sm">
          {t('ach.seeAll')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
