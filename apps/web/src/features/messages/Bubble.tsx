import { Anchor, Box, Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exactTime, messageTime } from '../../shared/lib/relativeTime';
import { ReportButton } from '../../shared/report/ReportButton';
import type { MessageItem } from './api';
import { useMessagesTexts } from './texts';

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

/** A message of mine on its way: where it stands ("sending", or why it failed, with resend and discard). */
export interface Pending {
  key: number;
  text: string;
  failed: string | null;
}

export function PendingBubble({
  pending,
  onResend,
  onDiscard,
}: {
  pending: Pending;
  onResend: () => void;
  onDiscard: () => void;
}) {
  const t = useMessagesTexts();
  return (
    <Box className="bubble-row" data-mine>
      <Box className="bubble" data-mine data-pending>
        <Text className="bubble-text">{pending.text}</Text>
        {pending.failed ? (
          <Group gap={6} justify="flex-end" className="bubble-meta" role="alert">
            <span>{pending.failed}</span>
            <Anchor component="button" type="button" fz="xs" c="inherit" td="underline" onClick={onResend}>
              {t('messages.resend')}
            </Anchor>
            <Anchor component="button" type="button" fz="xs" c="inherit" td="underline" onClick={onDiscard}>
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
  );
}
