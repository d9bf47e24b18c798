import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconMessages, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageTime } from '../../shared/lib/relativeTime';
import { useNow } from '../../shared/lib/useNow';
import { useLive } from '../../shared/live/useLive';
import { paths } from '../../shared/paths';
import { PersonAvatar } from '../../shared/people/PersonRow';
import { openSearch } from '../../shared/search/searchOpen';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageTitle } from '../../shared/ui/PageTitle';
import { conversationsQuery, MessageAddedDocument, messageKeys } from './api';
import { DeletedConversationRow } from './KeptMessages';
import { MessageRequests } from './MessageRequests';
import { useMessagesTexts } from './texts';

/** `/messages`: conversations, the latest first, with the last message and the unread count. Live. */
export function MessagesPage() {
  const t = useMessagesTexts();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const list = useInfiniteQuery(conversationsQuery());
  useNow();
  const refresh = () => void client.invalidateQueries({ queryKey: messageKeys.conversations });
  useLive(MessageAddedDocument, refresh, { onReconnect: refresh });

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Group key={i} wrap="nowrap">
            <Skeleton circle h={48} w={48} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="40%" />
              <Skeleton h={10} w="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('messages.loadFailed')}
      >
        <Button size="xs" variant="light" mt="xs" onClick={() => void list.refetch()}>
          {t('messages.retry')}
        </Button>
      </Alert>
    );
  } else {
    const items = list.data.pages.flatMap((p) => p.items);
    body =
      items.length === 0 ? (
        <EmptyPanel
          icon={<IconMessages size={32} />}
          title={t('messages.empty')}
          description={t('messages.emptyText')}
          action={
            <Button leftSection={<IconSearch size={16} />} onClick={openSearch}>
              {t('messages.findPeople')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((c) => {
            const name = c.with.name || c.with.username;
            const last = c.lastMessage;
            const unread = c.unreadCount;
            const row = (
              <>
                <PersonAvatar person={c.with} size={48} />
                <Box miw={0} style={{ flex: 1 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={unread > 0 ? 700 : 600} truncate>
                      {name}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      <time dateTime={c.lastMessageAt}>{messageTime(c.lastMessageAt, i18n.language)}</time>
                    </Text>
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fz="sm" c={unread > 0 ? undefined : 'dimmed'} truncate>
                      {last ? (
                        <>
                          {last.mine ? t('messages.you') : null}
                          {last.text.replace(/\s+/g, ' ')}
                        </>
                      ) : (
                        t('messages.noMessagesYet')
                      )}
                    </Text>
                    {unread > 0 ? (
                      <Badge
                        circle={unread < 10}
                        size="lg"
                        style={{ flexShrink: 0 }}
                        aria-label={t('messages.unread', { count: unread })}
                      >
                        {unread > 99 ? '99+' : unread}
                      </Badge>
                    ) : null}
                  </Group>
                </Box>
              </>
            );
            return (
              <li key={c.id}>
                {c.with.username ? (
                  <UnstyledButton
                    component={Link}
                    to={paths.conversation(c.with.username)}
                    className="conversation-row"
                    data-unread={unread > 0 || undefined}
                  >
                    {row}
                  </UnstyledButton>
                ) : (
                  // A deleted account has no username: its conversation opens in place, read-only.
                  <DeletedConversationRow conversationId={c.id} row={row} />
                )}
              </li>
            );
          })}
        </Box>
      );
  }

  return (
    <Stack gap={0} maw={760} mx="auto">
      <PageTitle title={t('messages.title')} subtitle={t('messages.subtitle')} />
      <MessageRequests />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {body}
        {list.hasNextPage ? (
          <Group justify="center" my="sm">
            <Button
              variant="default"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('messages.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}
