import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gen/gql';
import { request } from '../../shared/api/graphql';
import { exactTime, messageTime } from '../../shared/lib/relativeTime';
import { useMessagesTexts } from './texts';

// A conversation with a deleted account: it has no page of its own (conversations open by username, and the
// account has none), so its row opens in place, read-only, with the person's own messages that stay.

const KeptMessagesDocument = graphql(`
  query KeptMessages($conversationId: ID!) {
    messages(conversationId: $conversationId, first: 100) {
      items {
        ...MessageFields
      }
    }
  }
`);

function KeptList({ conversationId }: { conversationId: string }) {
  const t = useMessagesTexts();
  const { i18n } = useTranslation();
  const kept = useQuery({
    queryKey: ['messages', 'kept', conversationId],
    queryFn: ({ signal }) => request(KeptMessagesDocument, { conversationId }, { signal }),
  });
  const items = kept.data?.messages.items ?? [];
  return (
    <Stack gap={4} p="sm" data-testid="kept-messages">
      <Text size="sm" c="dimmed">
        {t('messages.deletedNote')}
      </Text>
      {items.map((message) => (
        // The conversation's own bubbles, without what needs the other person (read marks, reporting).
        <Box key={message.id} className="bubble-row" data-mine={message.mine || undefined}>
          <Box className="bubble" data-mine={message.mine || undefined}>
            <Text className="bubble-text">{message.text}</Text>
            <Group gap={4} justify="flex-end" className="bubble-meta">
              <time dateTime={message.createdAt} title={exactTime(message.createdAt, i18n.language)}>
                {messageTime(message.createdAt, i18n.language)}
              </time>
            </Group>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The row of a conversation with a deleted account: a toggle that shows the messages kept in it. */
export function DeletedConversationRow({ conversationId, row }: { conversationId: string; row: ReactNode }) {
  const t = useMessagesTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton
        className="conversation-row"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        w="100%"
      >
        {row}
        <Text size="xs" c="dimmed" mt={4}>
          {t('messages.deletedOpen')}
        </Text>
      </UnstyledButton>
      {open ? <KeptList conversationId={conversationId} /> : null}
    </>
  );
}
