import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLive } from '../../shared/live/useLive';
import { paths } from '../../shared/paths';
import { MessageAddedDocument, messageKeys, unreadMessagesQuery } from './api';
import { useMessagesTexts } from './texts';

/** The header's link to `/messages` with the unread badge, live. */
export function MessagesIndicator() {
  const t = useMessagesTexts();
  const client = useQueryClient();
  const unread = useQuery(unreadMessagesQuery());
  const count = unread.data ?? 0;
  const refresh = () => void client.invalidateQueries({ queryKey: messageKeys.unread });
  useLive(
    MessageAddedDocument,
    ({ messageAdded }) => {
      if (!messageAdded.message.mine) refresh();
    },
    { onReconnect: refresh },
  );
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={6}
      disabled={count === 0}
      color="red"
      zIndex={2}
    >
      <ActionIcon
        component={Link}
        to={paths.messages}
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={count > 0 ? t('messages.badgeLabelUnread', { count }) : t('messages.badgeLabel')}
      >
        <IconMessageCircle size={20} />
      </ActionIcon>
    </Indicator>
  );
}
