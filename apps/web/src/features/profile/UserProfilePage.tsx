import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { achievementsQuery } from '../../shared/achievements/api';
import { useLoadingUntilDrawn } from '../../shared/lib/useLoadingUntilDrawn';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { usePeopleTexts } from '../../shared/people/texts';
import { bootProfileOf, releaseBootProfile } from '../../shared/profile/bootProfile';
import { useSession } from '../../shared/session/store';
import { NotFound } from '../../shared/ui/NotFound';
import { useUserGoals, useUserProfile } from './api';
import { BioSection } from './BioSection';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { SocialCounts } from './SocialCounts';

/** `/{username}`: anyone's public profile (S-R3); unknown names get a real not-found page. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const signedIn = useSession((s) => s.user !== null);
  const me = useSession((s) => s.user?.username ?? null);
  const tp = usePeopleTexts();
  const profile = useUserProfile(username);
  // The Plans and Achievements sections (side by side, or one above the other at the fold on a phone) are
  // asked for with the profile, not after it, and the page waits for them while they load: their content
  // then never changes their height under the reader's eyes, pushing the sections below (CLS 0). Offline
  // (a paused query), each section says so itself.
  const goals = useUserGoals(username);
  const achievements = useQuery(achievementsQuery(username));

  const pending = useLoadingUntilDrawn(profile.isPending || goals.isLoading || achievements.isLoading);
  // The server's copy of the header and bio (the first paint of a page load) stays until the page is drawn.
  const serverCopy = pending ? bootProfileOf(username) : null;
  useEffect(() => {
    if (!pending) releaseBootProfile();
  }, [pending]);
  // profile.isPending is implied by `pending`; named again so TypeScript knows profile.data below.
  if (pending || profile.isPending) {
    return (
      <NotSavedHere query={profile}>
        {serverCopy ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-made shell, read back
          <div aria-busy="true" dangerouslySetInnerHTML={{ __html: serverCopy }} />
        ) : (
          <Stack gap="lg" aria-busy="true">
            <Skeleton h={150} radius="lg" />
            <Skeleton h={180} radius="lg" />
          </Stack>
        )}
      </NotSavedHere>
    );
  }
  if (profile.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('profile.loadFailed')}
        role="alert"
      >
        <Button size="xs" variant="light" mt="xs" onClick={() => void profile.refetch()}>
          {t('setup.retry')}
        </Button>
      </Alert>
    );
  }
  const person = profile.data.userProfile;
  if (!person)
    return <NotFound title={t('profile.notFound')} text={t('profile.notFoundText', { username })} />;

  const own = me !== null && me.toLowerCase() === person.username.toLowerCase();
  const fullName =
    [person.firstName, person.lastName].filter(Boolean).join(' ') || person.name || person.username;
  const parts = fullName.split(/\s+/);
  return (
    <Stack gap="lg">
      <ProfileHeader
        person={{
          username: person.username,
          fullName,
          initials: ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase(),
          avatarUrl: person.avatarUrl ?? null,
          isMentor: person.isMentor,
        }}
        social={
          <SocialCounts
            username={person.username}
            followerCount={person.followerCount}
            followingCount={person.followingCount}
            followsMe={person.followsMe}
            own={own}
          />
        }
        actions={
          <ProfileActions
            signedIn={signedIn}
            own={own}
            person={{
              id: person.id,
              username: person.username,
              name: fullName,
              followedByMe: person.followedByMe,
              followsMe: person.followsMe,
              blockedByMe: person.blockedByMe,
            }}
          />
        }
      />
      {person.blockedByMe ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {tp('people.blockedNotice')}
        </Alert>
      ) : null}
      <BioSection bio={person.bio} links={person.socialLinks} own={false} />
      <ProfileSections own={own} username={person.username} />
    </Stack>
  );
}
