import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { myMentorProfileQuery } from '../../shared/mentoring/api';
import { useMentoringT } from '../../shared/mentoring/texts';
import { paths } from '../../shared/paths';

/**
 * "Mentees", for those who mentor only: an icon in the desktop header (the menu has no room for an eighth
 * word in Russian), a line in the phone menu.
 */
export function MenteesNavItem({ variant }: { variant: 'icon' | 'link' }) {
  const t = useMentoringT();
  const profile = useQuery(myMentorProfileQuery());
  if (!profile.data?.active) return null;
  if (variant === 'link') {
    return (
      <NavLink to={paths.mentees} className="mobile-nav-link">
        {t('mentoring.nav')}
      </NavLink>
    );
  }
  return (
    <Tooltip label={t('mentoring.nav')} openDelay={300}>
      <ActionIcon
        component={Link}
        to={paths.mentees}
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={t('mentoring.nav')}
        data-testid="nav-mentees"
        visibleFrom="sm"
      >
        <IconSchool size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
