import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../shared/api/graphql';
import { useLive } from '../../shared/live/useLive';
import { paths } from '../../shared/paths';
import { PersonAvatar } from '../../shared/people/PersonRow';
import { MessageAddedDocument } from './api';
import { messageRequestsQuery, requestKeys, useAnswerRequest } from './requests';
import { useMessagesTexts } from './texts';

/** Accept and Decline for the request from one person. */
function Answer({
  username,
  name,
  after,
}: {
  username: string;
  name: string;
  after?: (accepted: boolean) => void;
}) {
  const t = useMessagesTexts();
  const answer = useAnswerRequest();
  const busy = answer.isPending ? answer.variables?.accept : undefined;
  const reply = (accept: boolean) =>
    answer.mutate({ username, accept }, { onSuccess: () => after?.(accept) });
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          onClick={() => reply(true)}
          loading={busy === true}
          disabled={answer.isPending}
          aria-label={t('messages.acceptLabel', { name })}
        >
          {t('messages.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => reply(false)}
          loading={busy === false}
          disabled={answer.isPending}
          aria-label={t('messages.declineLabel', { name })}
        >
          {t('messages.decline')}
        </Button>
      </Group>
      {answer.isError ? (
        <Text fz="xs" c="red" role="alert">
          {errorText(answer.error, t('messages.answerFailed'))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** On `/messages`, above the conversations: the requests waiting for an answer, if any. Live. */
export function MessageRequests() {
  const t = useMessagesTexts();
  const client = useQueryClient();
  const list = useQuery(messageRequestsQuery());
  const refresh = () => void client.invalidateQueries({ queryKey: requestKeys.list });
  useLive(MessageAddedDocument, refresh, { onReconnect: refresh });
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'xs', sm: 'sm' }}
      mb="md"
      component="section"
      aria-labelledby="requests-title"
    >
      <Group gap="xs" mb={4}>
        <IconMailQuestion size={20} aria-hidden="true" />
        <Title order={2} fz="md" id="requests-title">
          {t('messages.requestsTitle', { count: items.length })}
        </Title>
      </Group>
      <Text fz="sm" c="dimmed" mb="xs">
        {t('messages.requestsHint')}
      </Text>
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((c) => {
          const name = c.with.name || c.with.username;
          return (
            <li key={c.id} className="request-row">
              <Group wrap="nowrap" gap="sm" py="xs">
                <PersonAvatar person={c.with} size={40} />
                <Box miw={0} style={{ flex: 1 }}>
                  <Text fw={600} truncate>
                    <Anchor component={Link} to={paths.conversation(c.with.username)} c="inherit">
                      {name}
                    </Anchor>
                  </Text>
                  <Text fz="sm" c="dimmed" truncate>
                    {c.lastMessage?.text.replace(/\s+/g, ' ') ?? ''}
                  </Text>
                </Box>
                <Answer username={c.with.username} name={name} />
              </Group>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}

/** In a conversation that is a request to me: who wants to write, and Accept / Decline. */
export function RequestBar({ username, name }: { username: string; name: string }) {
  const t = useMessagesTexts();
  const navigate = useNavigate();
  return (
    <Alert color="blue" variant="light" icon={<IconMailQuestion size={18} />} className="request-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="sm" style={{ flex: '1 1 16rem' }}>
          {t('messages.requestBanner', { name })}
        </Text>
        <Answer
          username={username}
          name={name}
          after={(accepted) => {
            if (!accepted) void navigate(paths.messages);
          }}
        />
      </Group>
    </Alert>
  );
}
