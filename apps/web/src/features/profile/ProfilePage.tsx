import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { sessionStore, useSession } from '../../shared/session/store';
import {
  avatarUrlOf,
  birthdayLongOf,
  displayFullName,
  initialsOf,
  USER_STATUS,
} from '../../shared/session/user';
import { useUserProfile } from './api';
import { BioSection } from './BioSection';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { SocialCounts } from './SocialCounts';

/** The signed-in user's own profile (S-F1); kept alive across navigation (S-G3). */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const social = useUserProfile(user?.username ?? '');

  useEffect(() => {
    // Bio and links are profile details: load them when they are not loaded yet (S-T3).
    sessionStore
      .getState()
      .loadUser({ withProfileDetails: true })
      .catch(() => undefined);
  }, []);

  if (!user) return null;
  const detailsLoaded = user.bio !== undefined;
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
          birthdayText: birthdayLongOf(user, i18n.language),
        }}
        social={
          social.data?.userProfile ? (
            <SocialCounts
              username={user.username}
              followerCount={social.data.userProfile.followerCount}
              followingCount={social.data.userProfile.followingCount}
              own
            />
          ) : null
        }
        actions={<ProfileActions signedIn own />}
      />
      <BioSection bio={user.bio} links={user.socialLinks} own loading={!detailsLoaded} />
      <ProfileSections own username={user.username} />
    </Stack>
  );
}
