import { Anchor, Group, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myMentorQuery } from '../../shared/mentoring/api';
import { useMentoringT } from '../../shared/mentoring/texts';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/store';

/** Your own profile's "Mentor: …" line: who guides you, linking to their profile. */
export function ProfileMentorLine() {
  const t = useMentoringT();
  const mentorId = useSession((s) => s.user?.mentorId ?? null);
  const mentor = useQuery({ ...myMentorQuery(), enabled: !!mentorId });
  if (!mentorId || !mentor.data) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="profile-mentor">
      <IconSchool size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text fz="sm" c="dimmed">
        {t('mentoring.yourMentor')}:{' '}
        <Anchor component={Link} to={paths.userProfile(mentor.data.username)} fz="sm" fw={600}>
          {mentor.data.name || mentor.data.username}
        </Anchor>
      </Text>
    </Group>
  );
}
