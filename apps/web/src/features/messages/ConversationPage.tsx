import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowLeft,
  IconCheck,
  IconChecks,
  IconLock,
  IconSend,
} from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../shared/api/graphql';
import { dayLabel, differentDay, exactTime, messageTime } from '../../shared/lib/relativeTime';
import { useLive } from '../../shared/live/useLive';
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
  MESSAGE_COUNTER_FROM,
  MESSAGE_MAX,
  MessageAddedDocument,
  type MessageItem,
  messageKeys,
  messageLength,
  useMarkRead,
  useSendMessage,
} from './api';
import { composerKey, counterState } from './composer';
import { useMessagesTexts } from './texts';

interface Person {
  id: string;
  username: string;
  name: string;
  avatarUrl?: string | null;
}

interface Pending {
  key: number;
  text: string;
  failed: string | null;
}

/** One message: plain text (React escapes it; never HTML), its line breaks kept. */
function Bubble({ message, last }: { message: MessageItem; last: boolean }) {
  const t = useMessagesTexts();
  const { i18n } = useTranslation();
  return (
    <Box className="bubble-row" data-mine={message.mine || undefined}>
      <Box className="bubble" data-mine={message.mine || undefined}>
        <Text className="bubble-text">{message.text}</Text>
        <Group gap={4} justify="flex-end" className="bubble-meta">
          <time dateTime={message.createdAt} title={exactTime(message.createdAt, i18n.language)}>
            {messageTime(message.createdAt, i18n.language)}
          </time>
          {message.mine && last ? (
            message.read ? (
              <IconChecks size={14} aria-label={t('messages.read')} />
            ) : (
              <IconCheck size={14} aria-label={t('messages.sent')} />
            )
          ) : null}
        </Group>
      </Box>
    </Box>
  );
}

function Composer({ person, onSend }: { person: Person; onSend: (text: string) => void }) {
  const t = useMessagesTexts();
  const [text, setText] = useState('');
  const length = messageLength(text);
  const counter = counterState(length, MESSAGE_MAX, MESSAGE_COUNTER_FROM);
  const name = person.name || person.username;
  const send = () => {
    if (length === 0 || counter.over) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Box
      component="form"
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('messages.composerLabel', { name })}
          placeholder={t('messages.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (composerKey({ ...e, isComposing: e.nativeEvent.isComposing }) === 'send') {
              e.preventDefault();
              send();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          radius="lg"
          style={{ flex: 1 }}
          error={counter.over ? t('messages.tooLong', { max: MESSAGE_MAX }) : undefined}
          aria-describedby="composer-hint"
          data-autofocus
        />
        <ActionIcon
          type="submit"
          size={42}
          radius="xl"
          aria-label={t('messages.send')}
          disabled={length === 0 || counter.over}
          mb={counter.over ? 22 : 0}
        >
          <IconSend size={20} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" mt={4} px={4}>
        <Text id="composer-hint" fz="xs" c="dimmed" visibleFrom="sm">
          {t('messages.hint')}
        </Text>
        {counter.show ? (
          <Text fz="xs" c={counter.over ? 'red' : 'dimmed'} ml="auto" aria-live="polite">
            {t('messages.counter', { count: length, max: MESSAGE_MAX })}
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}

function Conversation({ person, canMessage }: { person: Person; canMessage: boolean }) {
  const t = useMessagesTexts();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const username = person.username;
  const name = person.name || person.username;
  const history = useInfiniteQuery(historyQuery(username));
  const messages = flattenHistory(history.data as History | undefined);
  const send = useSendMessage(username);
  const markRead = useMarkRead(username);
  const [pending, setPending] = useState<Pending[]>([]);
  const [newBelow, setNewBelow] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFrom = useRef<number | null>(null);
  const pendingKey = useRef(0);
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

  // Scrolling: start at the bottom; keep the bottom when already there (or after my own message);
  // keep the reading position when earlier messages come in above.
  const count = messages.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list grows
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
      return;
    }
    if (atBottom.current || newest?.mine || pending.length > 0) {
      el.scrollTop = el.scrollHeight;
      setNewBelow(false);
    } else if (count > 0) {
      setNewBelow(true);
    }
  }, [count]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (atBottom.current) setNewBelow(false);
  };

  const loadEarlier = () => {
    const el = scroller.current;
    if (el) keepFrom.current = el.scrollHeight - el.scrollTop;
    void history.fetchNextPage();
  };

  const deliver = (item: Pending) => {
    send.mutate(item.text, {
      onSuccess: () => setPending((p) => p.filter((x) => x.key !== item.key)),
      onError: (error) =>
        setPending((p) =>
          p.map((x) => (x.key === item.key ? { ...x, failed: errorText(error, t('messages.notSent')) } : x)),
        ),
    });
  };
  const onSend = (text: string) => {
    pendingKey.current += 1;
    const item = { key: pendingKey.current, text, failed: null };
    atBottom.current = true;
    setPending((p) => [...p, item]);
    deliver(item);
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
            {pending.map((p) => (
              <Box key={p.key} className="bubble-row" data-mine>
                <Box className="bubble" data-mine data-pending>
                  <Text className="bubble-text">{p.text}</Text>
                  {p.failed ? (
                    <Group gap={6} justify="flex-end" className="bubble-meta" role="alert">
                      <span>{p.failed}</span>
                      <Anchor
                        component="button"
                        type="button"
                        fz="xs"
                        c="inherit"
                        td="underline"
                        onClick={() => {
                          setPending((all) => all.map((x) => (x.key === p.key ? { ...x, failed: null } : x)));
                          deliver(p);
                        }}
                      >
                        {t('messages.resend')}
                      </Anchor>
                      <Anchor
                        component="button"
                        type="button"
                        fz="xs"
                        c="inherit"
                        td="underline"
                        onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                      >
                        {t('messages.discard')}
                      </Anchor>
                    </Group>
                  ) : (
                    <Group gap={4} justify="flex-end" className="bubble-meta">
                      <Loader size={10} color="currentColor" />
                      <span>{t('messages.sending')}</span>
                    </Group>
                  )}
                </Box>
              </Box>
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
          onClick={() => {
            const el = scroller.current;
            if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
            setNewBelow(false);
          }}
        >
          {t('messages.newBelow')}
        </Button>
      ) : null}
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
  return <Conversation key={info.data.with.id} person={info.data.with} canMessage={info.data.canMessage} />;
}
