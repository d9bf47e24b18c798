import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MentorFieldsFragment } from '../../gen/graphql';
import { CategoryBadge } from '../goals/CategoryBadge';
import { paths } from '../paths';
import { PersonAvatar } from '../people/PersonRow';
import { useMentoringT } from './texts';

/** A mentor: avatar, name, headline, areas, languages and mentee count, with an optional action. */
export function MentorCard({
  mentor,
  right,
  compact = false,
}: {
  mentor: MentorFieldsFragment;
  right?: ReactNode;
  compact?: boolean;
}) {
  const t = useMentoringT();
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="mentor-card">
      <PersonAvatar person={mentor} size={compact ? 40 : 48} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={paths.userProfile(mentor.username)} fw={700} c="inherit">
            {mentor.name || mentor.username}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {t('mentoring.mentees', { count: mentor.menteeCount })}
          </Text>
          {mentor.guide ? (
            <Badge size="xs" variant="light" color="violet" data-testid="guide-badge">
              {t('mentoring.guide')}
            </Badge>
          ) : null}
          {!mentor.accepting ? (
            <Badge size="xs" variant="light" color="gray">
              {t('mentoring.notAccepting')}
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {mentor.headline}
        </Text>
        {mentor.guide && !compact ? (
          <Text fz="xs" c="dimmed">
            {t('mentoring.guideHint')}
          </Text>
        ) : null}
        {!compact ? (
          <Group gap={4}>
            {mentor.categories.map((c) => (
              <CategoryBadge key={c} category={c} size="xs" />
            ))}
            {mentor.languages.map((l) => (
              <Badge key={l} size="xs" variant="outline" color="gray">
                {t(`mentoring.languages.${l}` as 'mentoring.languages.en')}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
      {right}
    </Group>
  );
}
