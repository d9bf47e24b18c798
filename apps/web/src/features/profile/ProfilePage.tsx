import { Alert, Anchor, Stack } from '@mantine/core';
import { IconCloudOff, IconInfoCircle } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBirthday } from '../../shared/lib/date';
import { offlineT } from '../../shared/offline/texts';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import { avatarUrlOf, displayFullName, initialsOf, USER_STATUS } from '../../shared/session/user';
import { useUserProfile } from './api';
import { BioSection } from './BioSection';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader } from './ProfileHeader';
import { ProfileMentorLine } from './ProfileMentorLine';
import { ProfileSections } from './ProfileSections';
import { SocialCounts } from './SocialCounts';

/** The signed-in user's own profile (S-F1); kept alive across navigation (S-G3). */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const social = useUserProfile(user?.username ?? '');
  const online = useSyncExternalStore(onlineManager.subscribe, () => onlineManager.isOnline());
  const offline = useSession((s) => s.offline) || !online;

  useEffect(() => {
    // Bio and links are profile details: load them when they are not loaded yet (S-T3), and again when the
    // connection comes back (or the session finds the server again) if they could not be loaded offline.
    if (offline) return;
    sessionStore
      .getState()
      .loadUser({ withProfileDetails: true })
      .catch(() => undefined);
  }, [offline]);

  if (!user) return null;
  const detailsLoaded = user.bio !== undefined;
  // Never loaded on this device and offline: no endless skeleton (and no editor over a bio not seen), a note.
  const detailsMissingOffline = !detailsLoaded && offline;
  return (
    <Stack gap="lg">
      {user.status === USER_STATUS.setupPending ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('profile.setupReminder')}{' '}
          <Anchor component={Link} to={paths.setup}>
            {t('profile.finishSetup')}
          </Anchor>
        </Alert>
      ) : null}
      <ProfileHeader
        person={{
          username: user.username,
          fullName: displayFullName(user),
          initials: initialsOf(user),
          avatarUrl: avatarUrlOf(user),
          birthdayText: formatBirthday(user.birthday, user.lang, i18n.language),
        }}
        social={
          <>
            {social.data?.userProfile ? (
              <SocialCounts
                username={user.username}
                followerCount={social.data.userProfile.followerCount}
                followingCount={social.data.userProfile.followingCount}
                own
              />
            ) : null}
            <ProfileMentorLine />
          </>
        }
        actions={<ProfileActions signedIn own />}
      />
      {detailsMissingOffline ? (
        <Alert variant="light" color="gray" icon={<IconCloudOff size={18} />} data-testid="bio-offline">
          {offlineT('bioNotSaved')}
        </Alert>
      ) : (
        <BioSection bio={user.bio} links={user.socialLinks} own loading={!detailsLoaded} />
      )}
      <ProfileSections own username={user.username} />
    </Stack>
  );
}
