import { Alert, Box, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLResponseError } from '../api/graphql';
import { exactTime, relativeTime } from '../lib/relativeTime';
import { useNow } from '../lib/useNow';
import { PersonAvatar } from '../people/PersonRow';
import { ReportButton } from '../report/ReportButton';
import { taskCommentsQuery, useCommentTask } from './api';
import { useMentoringT } from './texts';

const MAX = 2000;

/**
 * A task's comment thread between the mentee and their mentor, oldest first, with a composer.
 * `side`: whose view it is (for the empty text).
 */
export function CommentThread({ taskId, side }: { taskId: string; side: 'mentee' | 'mentor' }) {
  const t = useMentoringT();
  const { i18n } = useTranslation();
  const now = useNow();
  const thread = useQuery(taskCommentsQuery(taskId));
  const send = useCommentTask(taskId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = body.length > MAX;

  const submit = async () => {
    const text = body.trim();
    if (!text || tooLong) return;
    setError(null);
    try {
      await send.mutateAsync(text);
      setBody('');
    } catch (e) {
      setError(e instanceof GraphQLResponseError ? e.messages.join(' ') : t('mentoring.commentFailed'));
    }
  };

  return (
    <Stack gap="sm">
      {thread.isPending ? (
        <Stack gap="xs">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : thread.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('mentoring.loadFailed')}
            <Button size="xs" variant="light" color="red" onClick={() => void thread.refetch()}>
              {t('mentoring.retry')}
            </Button>
          </Group>
        </Alert>
      ) : thread.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {side === 'mentee' ? t('mentoring.threadEmpty') : t('mentoring.threadEmptyMentor')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="comment-thread"
        >
          {thread.data.map((c) => (
            <Group key={c.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <PersonAvatar person={c.author} size={32} />
              <Box
                miw={0}
                px="sm"
                py={6}
                style={{
                  flex: 1,
                  borderRadius: 'var(--mantine-radius-md)',
                  background: c.mine
                    ? 'light-dark(var(--mantine-color-teal-0), var(--mantine-color-dark-5))'
                    : 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
                }}
              >
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text fz="sm" fw={600} truncate>
                    {c.mine ? t('mentoring.you') : c.author.name || c.author.username}
                  </Text>
                  <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Text fz="xs" c="dimmed">
                      <time dateTime={c.createdAt} title={exactTime(c.createdAt, i18n.language)}>
                        {relativeTime(c.createdAt, i18n.language, now)}
                      </time>
                    </Text>
                    <ReportButton targetType="comment" targetId={c.id} own={c.mine} />
                  </Group>
                </Group>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.body}
                </Text>
              </Box>
            </Group>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap={6}>
          <Textarea
            aria-label={t('mentoring.commentLabel')}
            placeholder={t('mentoring.writeComment')}
            autosize
            minRows={2}
            maxRows={8}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void submit();
              }
            }}
            error={tooLong ? t('mentoring.tooLong', { max: MAX }) : error}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
              disabled={!body.trim() || tooLong}
            >
              {t('mentoring.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
