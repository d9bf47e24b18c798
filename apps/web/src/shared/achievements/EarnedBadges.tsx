import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { AchievementKey } from '@stepwise/domain/achievements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateFormat } from '../lib/intl';
import { paths } from '../paths';
import { AchievementIcon } from './AchievementIcon';
import { useAchievementTexts } from './texts';

export interface EarnedItem {
  key: AchievementKey;
  earnedAt: string;
  goal?: { id: string; title: string } | null;
}

/** The day it was earned, in the viewer's zone. */
const localDate = (iso: string, lang: string) =>
  dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** Where a goal that earned an achievement is shown: your plans, or the person's profile. */
function goalHref(goalId: string, username: string, own: boolean) {
  return own ? `${paths.plans}#goal-${goalId}` : `${paths.userProfile(username)}#goal-${goalId}`;
}

/** Earned achievements: badge, name, date, and the goal that earned it when the viewer may see it. */
export function EarnedBadges({
  earned,
  username,
  own,
  cols = { base: 1, xs: 2 },
}: {
  earned: EarnedItem[];
  username: string;
  own: boolean;
  cols?: Record<string, number>;
}) {
  const t = useAchievementTexts();
  const { i18n } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {earned.map((a) => (
        <li
          key={a.key}
          data-testid={`earned-${a.key}`}
          style={{ display: 'flex', gap: 12, alignItems: 'center' }}
        >
          <AchievementIcon achievement={a.key} size={40} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm">
              {t(`ach.names.${a.key}`)}
            </Text>
            <Text fz="xs" c="dimmed">
              <time dateTime={a.earnedAt}>
                {t('ach.earnedOn', { date: localDate(a.earnedAt, i18n.language) })}
              </time>
            </Text>
            {a.goal ? (
              <Anchor component={Link} to={goalHref(a.goal.id, username, own)} fz="xs" lineClamp={1}>
                {a.goal.title}
              </Anchor>
            ) : null}
          </div>
        </li>
      ))}
    </SimpleGrid>
  );
}
