import { ActionIcon, Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dayLabel, differentDay } from '../../shared/lib/relativeTime';
import { useLive } from '../../shared/live/useLive';
import { discardMessage, queueMessage, resendMessage } from '../../shared/offline/messages';
import { paths } from '../../shared/paths';
import { PersonAvatar } from '../../shared/people/PersonRow';
import { useSession } from '../../shared/session/store';
import { NotFound } from '../../shared/ui/NotFound';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import {
  appendMessage,
  conversationQuery,
  flattenHistory,
  type History,
  historyQuery,
  MessageAddedDocument,
  messageKeys,
  useMarkRead,
} from './api';
import { Bubble, QueuedBubble } from './Bubble';
import { Composer, type Person } from './MessageComposer';
import { RequestBar } from './MessageRequests';
import { useMessagesTexts } from './texts';
import { useConversationScroll } from './useConversationScroll';
import { useQueuedMessages } from './useQueuedMessages';

function Conversation({
  person,
  canMessage,
  isRequest,
}: {
  person: Person;
  canMessage: boolean;
  /** A message request to me: Accept / Decline above the composer. */
  isRequest: boolean;
}) {
  const t = useMessagesTexts();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const username = person.username;
  const name = person.name || person.username;
  const history = useInfiniteQuery(historyQuery(username));
  const messages = flattenHistory(history.data as History | undefined);
  const markRead = useMarkRead(username);
  const queued = useQueuedMessages(username);
  useDocumentTitle(`${name} · ${t('messages.title')}`);

  useLive(
    MessageAddedDocument,
    ({ messageAdded }) => {
      if (messageAdded.with.username.toLowerCase() !== username.toLowerCase()) return;
      client.setQueryData<History>(messageKeys.history(username), (data) =>
        appendMessage(data, messageAdded.message),
      );
    },
    { onReconnect: () => void client.invalidateQueries({ queryKey: messageKeys.history(username) }) },
  );

  // Read what arrives while the page is visible; a hidden tab reads it when it is shown again.
  const newest = messages[messages.length - 1];
  const unreadFromThem = newest !== undefined && !newest.mine;
  const { mutate: mark } = markRead;
  const readIfVisible = useCallback(() => {
    if (unreadFromThem && document.visibilityState === 'visible') mark();
  }, [unreadFromThem, mark]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new newest message is read again
  useEffect(() => {
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [readIfVisible, newest?.id]);

  const count = messages.length + queued.length;
  const { scroller, onScroll, keepReadingPosition, stickToBottom, newBelow, toBottom } =
    useConversationScroll(count, newest?.mine === true || queued.length > 0);
  const loadEarlier = () => {
    keepReadingPosition();
    void history.fetchNextPage();
  };

  const onSend = (text: string) => {
    stickToBottom();
    queueMessage({ username, name }, text);
  };

  return (
    <Paper withBorder radius="lg" className="conversation">
      <Group className="conversation-head" gap="sm" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={paths.messages}
          variant="subtle"
          size={40}
          aria-label={t('messages.back')}
          title={t('messages.back')}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Anchor
          component={Link}
          to={paths.userProfile(username)}
          c="inherit"
          underline="never"
          title={t('messages.openProfile', { name })}
          miw={0}
        >
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar person={person} size={40} />
            <Box miw={0}>
              <Text component="h1" fw={700} fz="md" m={0} truncate>
                {name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                @{username}
              </Text>
            </Box>
          </Group>
        </Anchor>
      </Group>
      <Box
        ref={scroller}
        className="conversation-scroll"
        onScroll={onScroll}
        role="log"
        aria-label={t('messages.historyLabel', { name })}
        aria-busy={history.isPending}
      >
        {history.isPending ? (
          <Stack gap="sm" p="md">
            <Skeleton h={36} w="50%" radius="lg" />
            <Skeleton h={36} w="40%" radius="lg" ml="auto" />
            <Skeleton h={36} w="60%" radius="lg" />
          </Stack>
        ) : history.isError ? (
          <Alert
            m="md"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('messages.loadFailed')}
          >
            <Button size="xs" variant="light" mt="xs" onClick={() => void history.refetch()}>
              {t('messages.retry')}
            </Button>
          </Alert>
        ) : (
          <Stack gap={6} p={{ base: 'xs', sm: 'md' }}>
            {history.hasNextPage ? (
              <Group justify="center">
                <Button
                  variant="subtle"
                  size="sm"
                  onClick={loadEarlier}
                  loading={history.isFetchingNextPage}
                  mih={40}
                >
                  {t('messages.loadEarlier')}
                </Button>
              </Group>
            ) : (
              <Text ta="center" fz="sm" c="dimmed" py="md">
                {t(messages.length > 0 ? 'messages.start' : 'messages.startEmpty', { name })}
              </Text>
            )}
            {messages.map((m, i) => {
              const previous = messages[i - 1];
              const newDay = !previous || differentDay(previous.createdAt, m.createdAt);
              return (
                <Fragment key={m.id}>
                  {newDay ? (
                    <Text className="day-separator" fz="xs" c="dimmed" ta="center" fw={600}>
                      {dayLabel(m.createdAt, i18n.language)}
                    </Text>
                  ) : null}
                  <Bubble message={m} last={i === messages.length - 1} />
                </Fragment>
              );
            })}
            {queued.map((q) => (
              <QueuedBubble
                key={q.changeId}
                message={q}
                onResend={() => resendMessage(q.changeId)}
                onDelete={() => discardMessage(q.changeId)}
              />
            ))}
          </Stack>
        )}
      </Box>
      {newBelow ? (
        <Button
          className="new-below"
          size="xs"
          radius="xl"
          leftSection={<IconArrowDown size={14} />}
          onClick={toBottom}
        >
          {t('messages.newBelow')}
        </Button>
      ) : null}
      {isRequest ? <RequestBar username={username} name={name} /> : null}
      {canMessage ? (
        <Composer person={person} onSend={onSend} />
      ) : (
        <Alert className="composer" color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('messages.cannotMessage')}
        </Alert>
      )}
    </Paper>
  );
}

/** `/messages/{username}` (signed in): the history with the newest at the bottom, live, and a composer. */
export function ConversationPage() {
  const t = useMessagesTexts();
  const { username = '' } = useParams();
  const me = useSession((s) => s.user?.username ?? '');
  const info = useQuery({
    ...conversationQuery(username),
    enabled: username.toLowerCase() !== me.toLowerCase(),
  });

  if (username.toLowerCase() === me.toLowerCase()) {
    return (
      <Alert variant="light" maw={760} mx="auto">
        {t('messages.self')}{' '}
        <Anchor component={Link} to={paths.messages}>
          {t('messages.back')}
        </Anchor>
      </Alert>
    );
  }
  if (info.isPending) {
    return (
      <Paper withBorder radius="lg" className="conversation" aria-busy="true">
        <Group className="conversation-head">
          <Skeleton circle h={40} w={40} />
          <Skeleton h={14} w={160} />
        </Group>
      </Paper>
    );
  }
  if (info.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('messages.loadFailed')}
      >
        <Button size="xs" variant="light" mt="xs" onClick={() => void info.refetch()}>
          {t('messages.retry')}
        </Button>
      </Alert>
    );
  }
  if (!info.data) {
    return <NotFound title={t('messages.notFound')} text={t('messages.notFoundText', { username })} />;
  }
  return (
    <Conversation
      key={info.data.with.id}
      person={info.data.with}
      canMessage={info.data.canMessage}
      isRequest={info.data.conversation?.isRequest ?? false}
    />
  );
}
