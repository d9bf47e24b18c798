import './achievements.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconFlame, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OfflineSetTaskCompletedMutation } from '../../gen/graphql';
import { textsT } from '../i18n/namespace';
import { paths } from '../paths';
import { closeButtonProps } from '../ui/notify';
import { AchievementIcon } from './AchievementIcon';
import { ACHIEVEMENTS_NS, type AchievementsKey } from './texts';

/** What a tick answers besides the task (the `tick` field of setTaskCompleted). */
export type TickFeedback = NonNullable<OfflineSetTaskCompletedMutation['setTaskCompleted']['tick']>;

const tr = textsT<AchievementsKey>([ACHIEVEMENTS_NS]);

let lastSmall: string | null = null;

/**
 * What a tick says at once, from the mutation's own answer: a small toast with the streak, or, when a
 * milestone or the goal is done or an achievement earned, a bigger one with the achievement's badge.
 * The pop-in animation stays still under prefers-reduced-motion (achievements.css).
 */
export function showTickFeedback(tick: TickFeedback) {
  const streakLine =
    tick.streak.current > 0 ? tr('ach.tickStreak', { count: tick.streak.current }) : tr('ach.tickDone');
  if (lastSmall) notifications.hide(lastSmall);
  lastSmall = null;
  const big = tick.earned.length > 0 || tick.milestoneDone || tick.goalDone;
  if (!big) {
    lastSmall = `tick-${Date.now()}`;
    notifications.show({
      id: lastSmall,
      color: 'orange',
      icon: <IconFlame size={18} />,
      message: streakLine,
      autoClose: 2500,
      closeButtonProps: closeButtonProps(),
    });
    return;
  }
  const names = tick.earned.map((k) => tr(`ach.names.${k}`));
  const title = tick.goalDone
    ? tr('ach.goalDone')
    : tick.milestoneDone
      ? tr('ach.milestoneDone')
      : tr('ach.earnedTitle');
  const first = tick.earned[0];
  const icon = first ? (
    <AchievementIcon achievement={first} size={44} />
  ) : tick.goalDone ? (
    <IconTrophy size={26} />
  ) : (
    <IconFlag size={26} />
  );
  notifications.show({
    color: tick.goalDone ? 'yellow' : 'teal',
    className: 'celebrate',
    icon,
    title: (
      <Text fw={700} fz="md" component="span">
        {title}
      </Text>
    ),
    message: (
      <Stack gap={2}>
        {names.length > 0 ? (
          <Text fz="sm" fw={500}>
            {names.length === 1
              ? tr('ach.earnedOne', { name: names[0] })
              : tr('ach.earnedMany', { names: names.join(', ') })}
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed">
          {streakLine}
        </Text>
        {names.length > 0 ? (
          <Anchor component={Link} to={paths.achievements} fz="sm" onClick={() => notifications.clean()}>
            {tr('ach.seeAll')}
          </Anchor>
        ) : null}
      </Stack>
    ),
    autoClose: 7000,
    withBorder: true,
    closeButtonProps: closeButtonProps(),
  });
}
