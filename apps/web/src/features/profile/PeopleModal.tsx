import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserMinus } from '@tabler/icons-react';
import { useSocialAction } from '../../shared/people/api';
import { FollowButton } from '../../shared/people/FollowButton';
import { PersonRow } from '../../shared/people/PersonRow';
import { usePeopleTexts } from '../../shared/people/texts';
import { useSession } from '../../shared/session/store';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { usePeopleList } from './api';

/** Followers or following of a profile in a modal, by pages; on your own followers, "remove" per row. */
export function PeopleModal({
  username,
  which,
  own,
  onClose,
}: {
  username: string;
  which: 'followers' | 'following' | null;
  own: boolean;
  onClose: () => void;
}) {
  const t = usePeopleTexts();
  const me = useSession((s) => s.user?.id ?? null);
  const list = usePeopleList(username, which ?? 'followers', which !== null);
  const social = useSocialAction();
  const people = list.data?.pages.flatMap((p) => p.items) ?? [];

  const remove = (person: { id: string; name: string }) =>
    social.mutate(
      { action: 'removeFollower', userId: person.id },
      {
        onSuccess: () => notifySuccess(t('people.removedFollower', { name: person.name })),
        onError: (error) => notifyError(t('people.actionFailed'), error),
      },
    );

  return (
    <Modal
      opened={which !== null}
      onClose={onClose}
      title={which === 'following' ? t('people.followingTitle') : t('people.followersTitle')}
      closeButtonProps={{ 'aria-label': t('people.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
      fullScreen={false}
      size="md"
    >
      {list.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : list.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('people.loadFailed')}
        >
          <Button size="xs" variant="light" mt="xs" onClick={() => void list.refetch()}>
            {t('people.retry')}
          </Button>
        </Alert>
      ) : people.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {which === 'following' ? t('people.noFollowing') : t('people.noFollowers')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} className="tap-40">
          {people.map((person) => (
            <li key={person.id}>
              <PersonRow
                person={person}
                right={
                  person.id === me ? null : (
                    <Group gap={6} wrap="nowrap">
                      {own && which === 'followers' ? (
                        <Button
                          variant="subtle"
                          color="red"
                          size="sm"
                          px={10}
                          onClick={() => remove(person)}
                          aria-label={`${t('people.removeFollower')}: ${person.name}`}
                          title={t('people.removeFollower')}
                        >
                          <IconUserMinus size={18} />
                        </Button>
                      ) : null}
                      {me ? (
                        <FollowButton person={person} followed={person.followedByMe === true} compact />
                      ) : null}
                    </Group>
                  )
                }
              />
            </li>
          ))}
        </Stack>
      )}
      {list.hasNextPage ? (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('people.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Modal>
  );
}
