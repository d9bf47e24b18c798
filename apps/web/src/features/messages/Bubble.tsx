import { Anchor, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exactTime, messageTime } from '../../shared/lib/relativeTime';
import { ReportButton } from '../../shared/report/ReportButton';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import type { MessageItem } from './api';
import { useMessagesTexts } from './texts';
import type { QueuedMessage } from './useQueuedMessages';

/** One message: plain text (React escapes it; never HTML), its line breaks kept. */
export function Bubble({ message, last }: { message: MessageItem; last: boolean }) {
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
          <ReportButton targetType="message" targetId={message.id} own={message.mine} />
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

/** A message of mine not in the history yet: sending, not sent yet (offline), or refused (why, copy, resend, delete). */
export function QueuedBubble({
  message,
  onResend,
  onDelete,
}: {
  message: QueuedMessage;
  onResend: () => void;
  onDelete: () => void;
}) {
  const t = useMessagesTexts();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(message.text)
      .then(() => notifySuccess(t('messages.copied')))
      .catch(() => notifyError(t('messages.copyFailed')));
  const action = (label: string, onClick: () => void) => (
    <Anchor component="button" type="button" fz="xs" c="inherit" td="underline" onClick={onClick}>
      {label}
    </Anchor>
  );
  return (
    <Box className="bubble-row" data-mine data-testid="queued-message" data-state={message.state}>
      <Box className="bubble" data-mine data-queued={message.state}>
        <Text className="bubble-text">{message.text}</Text>
        {message.state === 'failed' ? (
          <Stack gap={2} className="bubble-meta" role="alert">
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={14} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden="true" />
              <span>
                {t('messages.notSent')} {message.reason}
              </span>
            </Group>
            <Group gap={10} justify="flex-end">
              {action(t('messages.copy'), copy)}
              {action(t('messages.resend'), onResend)}
              {action(t('messages.discard'), onDelete)}
            </Group>
          </Stack>
        ) : message.state === 'waiting' ? (
          <Group gap={4} justify="flex-end" className="bubble-meta" wrap="nowrap">
            <IconClock size={12} aria-hidden="true" />
            <span>{t('messages.notSentYet')}</span>
          </Group>
        ) : (
          <Group gap={4} justify="flex-end" className="bubble-meta">
            <Loader size={10} color="currentColor" />
            <span>{t('messages.sending')}</span>
          </Group>
        )}
      </Box>
    </Box>
  );
}
