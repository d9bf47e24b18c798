import { Alert, Anchor, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowUp } from '@tabler/icons-react';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAchievementTexts } from '../achievements/texts';
import { quoted } from '../i18n/quote';
import { exactTime, relativeTime } from '../lib/relativeTime';
import { useNow } from '../lib/useNow';
import { useLive } from '../live/useLive';
import { NotSavedHere } from '../offline/NotSavedHere';
import { paths } from '../paths';
import { PersonAvatar } from '../people/PersonRow';
import { usePeopleTexts } from '../people/texts';
import { useSession } from '../session/store';
import {
  NewsAddedDocument,
  type NewsData,
  type NewsItem,
  type NewsPage,
  newsFeedQuery,
  prependNews,
  queueNews,
  userNewsQuery,
} from './api';

const KINDS = new Set([
  'goal_set',
  'milestone_reached',
  'goal_achieved',
  'plan_opened',
  'plan_joined',
  'achievement_earned',
  'mentee_joined',
  'goal_endorsed',
]);

/** Where a goal of `username` is shown: your own plans, or their profile's Plans section. */
function goalLink(username: string, goalId: string, me: string | null) {
  return me === username ? `${paths.plans}#goal-${goalId}` : `${paths.userProfile(username)}#goal-${goalId}`;
}

function NewsLine({ item, now }: { item: NewsItem; now: number }) {
  const t = usePeopleTexts();
  const ta = useAchievementTexts();
  const { i18n } = useTranslation();
  const me = useSession((s) => s.user?.username ?? null);
  const kind = KINDS.has(item.kind) ? item.kind : 'other';
  const name = item.actor.name || item.actor.username;
  let object: ReactNode = null;
  // An achievement: its name in the reader's language, then the goal that earned it when shown.
  const achievement = item.achievementKey ? ta(`ach.names.${item.achievementKey}`) : null;
  if (item.goalId && item.goalTitle) {
    // A joined plan is its owner's (the subject); the member who joined finds it on their plans page.
    const joined = item.kind === 'plan_joined' && item.subject !== null;
    const link =
      joined && me === item.actor.username
        ? `${paths.plans}#goal-${item.goalId}`
        : goalLink(joined ? item.subject!.username : item.actor.username, item.goalId, me);
    object = (
      <>
        {achievement ? <>{quoted(achievement, i18n.language)} · </> : null}
        {item.milestoneLabel ? <>{quoted(item.milestoneLabel, i18n.language)} · </> : null}
        <Anchor component={Link} to={link} fw={500}>
          {item.goalTitle}
        </Anchor>
      </>
    );
  } else if (item.subject) {
    object = (
      <Anchor component={Link} to={paths.userProfile(item.subject.username)} fw={500}>
        {item.subject.name || item.subject.username}
      </Anchor>
    );
  } else if (item.milestoneLabel) {
    object = quoted(item.milestoneLabel, i18n.language);
  } else if (achievement) {
    object = quoted(achievement, i18n.language);
  }
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py="sm" className="news-line">
      <Link
        to={paths.userProfile(item.actor.username)}
        tabIndex={-1}
        aria-hidden="true"
        style={{ textDecoration: 'none' }}
      >
        <PersonAvatar person={item.actor} size={40} />
      </Link>
      <Box miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
        <Text fz="sm">
          <Anchor component={Link} to={paths.userProfile(item.actor.username)} fw={700} c="inherit">
            {name}
          </Anchor>{' '}
          {t(`news.${kind}` as 'news.goal_set')}
          {object ? <>: {object}</> : null}
        </Text>
        <Text fz="xs" c="dimmed" mt={2}>
          <time dateTime={item.createdAt} title={exactTime(item.createdAt, i18n.language)}>
            {relativeTime(item.createdAt, i18n.language, now)}
          </time>
        </Text>
      </Box>
    </Group>
  );
}

/**
 * A news list with keyset "load more". `live`: new items from the subscription wait behind an
 * "N new" pill (the list does not jump) until the pill is clicked. `username`: that profile's news.
 */
export function NewsFeed({
  username,
  live = false,
  empty,
}: {
  username?: string;
  live?: boolean;
  empty: ReactNode;
}) {
  const t = usePeopleTexts();
  const viewer = useSession((s) => s.user?.id ?? null);
  const client = useQueryClient();
  const options = username ? userNewsQuery(username, viewer) : newsFeedQuery(viewer);
  const query = useInfiniteQuery(options);
  const [waiting, setWaiting] = useState<NewsItem[]>([]);
  const now = useNow();
  const top = useRef<HTMLDivElement>(null);

  const known = (id: string) =>
    (client.getQueryData<InfiniteData<NewsPage>>(options.queryKey)?.pages ?? []).some((p) =>
      p.items.some((i) => i.id === id),
    );

  useLive(
    NewsAddedDocument,
    (data) => {
      const item = data.newsAdded;
      if (username && item.actor.username.toLowerCase() !== username.toLowerCase()) return;
      setWaiting((w) => queueNews(w, item, known));
    },
    {
      enabled: live,
      // A guest's feed is live too: the server sends guests the public events.
      guests: true,
      onReconnect: () => void client.invalidateQueries({ queryKey: options.queryKey }),
    },
  );

  const reveal = () => {
    client.setQueryData<NewsData>(options.queryKey, (data) => prependNews(data, waiting));
    setWaiting([]);
    top.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  if (query.isPending) {
    return (
      <NotSavedHere query={query}>
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('news.loading')}>
          {[0, 1, 2].map((i) => (
            <Group key={i} wrap="nowrap" gap="sm">
              <Skeleton circle h={40} w={40} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={12} w="70%" />
                <Skeleton h={10} w="30%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      </NotSavedHere>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('news.loadFailed')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void query.refetch()}>
          {t('news.retry')}
        </Button>
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  return (
    <Box ref={top} style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
      {waiting.length > 0 ? (
        <Group justify="center" className="news-pill-row">
          <Button
            radius="xl"
            size="sm"
            leftSection={<IconArrowUp size={16} />}
            onClick={reveal}
            aria-label={t('news.showNew', { count: waiting.length })}
            className="news-pill"
          >
            {t('news.newItems', { count: waiting.length })}
          </Button>
        </Group>
      ) : null}
      {items.length === 0 ? (
        empty
      ) : (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} className="news-list">
          {items.map((item) => (
            <NewsLine key={item.id} item={item} now={now} />
          ))}
        </Box>
      )}
      {query.hasNextPage ? (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            mih={40}
          >
            {t('news.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Box>
  );
}
