import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import {
  IconDots,
  IconFlag,
  IconLock,
  IconLockOpen,
  IconMessage,
  IconSearch,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { useSocialAction } from '../../shared/people/api';
import { FollowButton } from '../../shared/people/FollowButton';
import { usePeopleTexts } from '../../shared/people/texts';
import { ReportDialog } from '../../shared/report/ReportButton';
import { useReportT } from '../../shared/report/texts';
import { openSearch } from '../../shared/search/searchOpen';
import { notifyError, notifySuccess } from '../../shared/ui/notify';

export interface ProfileRelation {
  id: string;
  username: string;
  name: string;
  followedByMe: boolean;
  followsMe: boolean;
  blockedByMe: boolean;
}

/** The "⋯" menu of someone else's profile: remove them from your followers, block or unblock, report them. */
function MoreMenu({ person }: { person: ProfileRelation }) {
  const t = usePeopleTexts();
  const social = useSocialAction();
  const tr = useReportT();
  const [confirm, setConfirm] = useState(false);
  const [reporting, setReporting] = useState(false);
  const run = (action: 'removeFollower' | 'block' | 'unblock', done: string) =>
    social.mutate(
      { action, userId: person.id },
      {
        onSuccess: () => {
          setConfirm(false);
          notifySuccess(done);
        },
        onError: (error) => notifyError(t('people.actionFailed'), error),
      },
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t('people.more')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {person.followsMe ? (
            <Menu.Item
              leftSection={<IconUserMinus size={16} />}
              onClick={() => run('removeFollower', t('people.removedFollower', { name: person.name }))}
            >
              {t('people.removeFollower')}
            </Menu.Item>
          ) : null}
          {person.blockedByMe ? (
            <Menu.Item
              leftSection={<IconLockOpen size={16} />}
              onClick={() => run('unblock', t('people.unblockedToast', { name: person.name }))}
            >
              {t('people.unblock')}
            </Menu.Item>
          ) : (
            <Menu.Item color="red" leftSection={<IconLock size={16} />} onClick={() => setConfirm(true)}>
              {t('people.block')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
            {tr('report.actionOn.person', { name: person.name })}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        targetType="person"
        targetId={person.id}
      />
      <Modal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('people.blockTitle', { name: person.name })}
        closeButtonProps={{ 'aria-label': t('people.close') }}
      >
        <Text fz="sm">{t('people.blockText', { name: person.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('people.cancel')}
          </Button>
          <Button
            color="red"
            loading={social.isPending}
            onClick={() => run('block', t('people.blockedToast', { name: person.name }))}
          >
            {t('people.blockConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * Subscribe, Message, Search (S-F1). On your own profile there is nobody to subscribe to: Message
 * opens your conversations. A guest's Subscribe and Message lead to sign-in and back.
 */
export function ProfileActions({
  signedIn,
  own = false,
  person,
}: {
  signedIn: boolean;
  own?: boolean;
  person?: ProfileRelation | undefined;
}) {
  const { t } = useTranslation();
  const tp = usePeopleTexts();
  const location = useLocation();
  const social = useSocialAction();
  const searchButton = (
    <Button size="sm" variant="default" leftSection={<IconSearch size={16} />} onClick={openSearch}>
      {t('profile.search')}
    </Button>
  );

  if (own) {
    return (
      <Group gap="xs" role="group" aria-label={t('profile.actions')} className="tap-40">
        <Button
          size="sm"
          variant="default"
          component={Link}
          to={paths.messages}
          leftSection={<IconMessage size={16} />}
        >
          {t('nav.messages')}
        </Button>
        {searchButton}
      </Group>
    );
  }

  if (!signedIn || !person) {
    // Links to the sign-in page (and back here after it): they work before the app's code runs too, on the
    // page the server drew.
    return (
      <Group gap="xs" role="group" aria-label={t('profile.actions')} className="tap-40">
        <Button
          size="sm"
          component={Link}
          to={paths.loginReturningTo(location.pathname)}
          leftSection={<IconUserPlus size={16} />}
        >
          {t('profile.subscribe')}
        </Button>
        <Button
          size="sm"
          variant="default"
          component={Link}
          to={paths.loginReturningTo(person ? paths.conversation(person.username) : location.pathname)}
          leftSection={<IconMessage size={16} />}
        >
          {t('profile.message')}
        </Button>
        {searchButton}
      </Group>
    );
  }

  return (
    <Group gap="xs" role="group" aria-label={t('profile.actions')} className="tap-40">
      {person.blockedByMe ? (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconLockOpen size={16} />}
          loading={social.isPending}
          onClick={() =>
            social.mutate(
              { action: 'unblock', userId: person.id },
              {
                onSuccess: () => notifySuccess(tp('people.unblockedToast', { name: person.name })),
                onError: (error) => notifyError(tp('people.actionFailed'), error),
              },
            )
          }
        >
          {tp('people.unblock')}
        </Button>
      ) : (
        <FollowButton person={person} followed={person.followedByMe} />
      )}
      {person.blockedByMe ? null : (
        <Button
          size="sm"
          variant="default"
          component={Link}
          to={paths.conversation(person.username)}
          leftSection={<IconMessage size={16} />}
        >
          {t('profile.message')}
        </Button>
      )}
      {searchButton}
      <MoreMenu person={person} />
    </Group>
  );
}
