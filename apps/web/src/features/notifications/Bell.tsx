import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconChecks, IconReport, IconTrophy } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAchievementTexts } from '../../shared/achievements/texts';
import { quoted } from '../../shared/i18n/quote';
import { exactTime, relativeTime } from '../../shared/lib/relativeTime';
import { useNow } from '../../shared/lib/useNow';
import { useLive } from '../../shared/live/useLive';
import { PersonAvatar } from '../../shared/people/PersonRow';
import {
  NotificationsChangedDocument,
  notificationKeys,
  notificationsQuery,
  unreadNotificationsQuery,
  useMarkNotificationsRead,
} from './api';
import { DueStepsRow, useDueSteps } from './DueSteps';
import { KINDS, notificationKindKey, notificationLink, TOGETHER } from './notificationItems';
import { useBellTexts } from './texts';

function NotificationList({ onPick }: { onPick: () => void }) {
  const t = useBellTexts();
  const ta = useAchievementTexts();
  const { i18n } = useTranslation();
  const list = useInfiniteQuery(notificationsQuery());
  const mark = useMarkNotificationsRead();
  const now = useNow();
  if (list.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" m="xs" title={t('bell.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('bell.retry')}
        </Button>
      </Alert>
    );
  }
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Box p="lg" ta="center">
        <Text fw={600}>{t('bell.empty')}</Text>
        <Text fz="sm" c="dimmed">
          {t('bell.emptyText')}
        </Text>
      </Box>
    );
  }
  return (
    <>
      <ul className="bell-list">
        {items.map((n) => {
          const kind = KINDS.has(n.kind) ? n.kind : 'other';
          const name = n.actor ? n.actor.name || n.actor.username : null;
          // An achievement is named in the reader's language (shared/achievements/texts.ts).
          const detail = n.achievementKey
            ? ta(`ach.names.${n.achievementKey}`)
            : n.kind === 'suggestion_decided' || n.kind === 'mentor_suggestion'
              ? (n.text ?? n.title) // the suggested step, not its goal
              : n.kind === 'mentor_comment' && n.label
                ? n.label // the step the comment is under
                : n.kind === 'guide_tip'
                  ? n.text
                  : (n.title ?? n.text);
          return (
            <li key={n.id}>
              <UnstyledButton
                component={Link}
                to={notificationLink(n)}
                className="bell-item"
                data-unread={!n.read || undefined}
                onClick={() => {
                  if (!n.read) mark.mutate({ ids: [n.id] });
                  onPick();
                }}
              >
                {n.actor ? (
                  <PersonAvatar person={n.actor} size={36} />
                ) : (
                  <span className="bell-icon" aria-hidden="true">
                    {n.kind === 'mentor_digest' ? <IconReport size={18} /> : <IconTrophy size={18} />}
                  </span>
                )}
                <Box miw={0} style={{ flex: 1 }}>
                  <Text fz="sm" lineClamp={3}>
                    {name && kind !== 'achievement' ? (
                      <>
                        <b>{name}</b>
                        {n.others > 0 ? ` ${t('bell.andOthers', { count: n.others })}` : null}{' '}
                      </>
                    ) : null}
                    {t(
                      (n.others > 0 && TOGETHER.has(n.kind)
                        ? `bell.together.${n.kind}`
                        : notificationKindKey(n)) as 'bell.kinds.other',
                      { count: n.days ?? 0 },
                    )}
                    {detail ? <>: {quoted(detail, i18n.language)}</> : null}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <time dateTime={n.createdAt} title={exactTime(n.createdAt, i18n.language)}>
                      {relativeTime(n.createdAt, i18n.language, now)}
                    </time>
                    {!n.read ? <span className="sr-only"> · {t('bell.unread')}</span> : null}
                  </Text>
                </Box>
                {!n.read ? <span className="unread-dot" aria-hidden="true" /> : null}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <Group justify="center" py="xs">
          <Button
            variant="subtle"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('bell.loadMore')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** The bell: the unread count (live), a dropdown of notifications with links, mark as read. */
export function Bell() {
  const t = useBellTexts();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadNotificationsQuery());
  const markAll = useMarkNotificationsRead();
  const count = unread.data ?? 0;
  const steps = useDueSteps();
  const stepsWaiting = steps.today + steps.overdue > 0;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the dropdown
  useEffect(() => setOpen(false), [pathname]);

  useLive(
    NotificationsChangedDocument,
    ({ notificationsChanged }) => {
      client.setQueryData(notificationKeys.unread, notificationsChanged.unreadCount);
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
    {
      onReconnect: () => void client.invalidateQueries({ queryKey: ['notifications'] }),
    },
  );

  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      trapFocus
      withinPortal
      withRoles={false}
    >
      <Popover.Target>
        {/* Unread notifications as a number; otherwise a dot while steps are waiting. */}
        <Indicator
          label={count > 0 ? (count > 99 ? '99+' : count) : undefined}
          size={count > 0 ? 18 : 10}
          offset={count > 0 ? 6 : 9}
          disabled={count === 0 && !stepsWaiting}
          color={count > 0 ? 'red' : 'orange'}
          zIndex={2}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            aria-label={
              count > 0
                ? t('bell.labelUnread', { count })
                : stepsWaiting
                  ? t('bell.labelSteps')
                  : t('bell.label')
            }
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} className="bell-dropdown" role="dialog" aria-label={t('bell.title')}>
        <Group justify="space-between" px="sm" py={8} className="bell-head">
          <Text fw={700}>{t('bell.title')}</Text>
          {count > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconChecks size={14} />}
              onClick={() => markAll.mutate({ all: true })}
              loading={markAll.isPending}
            >
              {t('bell.markAll')}
            </Button>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah="min(70vh, 480px)" type="auto">
          {open ? <DueStepsRow steps={steps} onPick={() => setOpen(false)} /> : null}
          {open ? <NotificationList onPick={() => setOpen(false)} /> : null}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
