import { ThemeIcon } from '@mantine/core';
import { type AchievementKey, isAchievementKey } from '@stepwise/domain/achievements';
import {
  IconAward,
  IconFlag,
  IconFlame,
  IconMedal,
  IconRosette,
  IconTarget,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

const LOOK: Record<
  AchievementKey,
  { icon: ComponentType<{ size?: number; stroke?: number }>; color: string }
> = {
  first_goal: { icon: IconTarget, color: 'blue' },
  first_milestone: { icon: IconFlag, color: 'teal' },
  goal_achieved: { icon: IconTrophy, color: 'yellow' },
  streak_7: { icon: IconFlame, color: 'orange' },
  streak_30: { icon: IconFlame, color: 'red' },
  streak_100: { icon: IconMedal, color: 'grape' },
  endorsed: { icon: IconRosette, color: 'indigo' },
  company_finished: { icon: IconUsersGroup, color: 'cyan' },
};

/** An achievement's badge: its icon in its colour; greyed out while not earned. */
export function AchievementIcon({
  achievement,
  size = 40,
  earned = true,
}: {
  achievement: string;
  size?: number;
  earned?: boolean;
}) {
  const look = isAchievementKey(achievement) ? LOOK[achievement] : { icon: IconAward, color: 'gray' };
  const Icon = look.icon;
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant={earned ? 'filled' : 'light'}
      color={earned ? look.color : 'gray'}
      aria-hidden="true"
    >
      <Icon size={Math.round(size * 0.58)} stroke={1.8} />
    </ThemeIcon>
  );
}
