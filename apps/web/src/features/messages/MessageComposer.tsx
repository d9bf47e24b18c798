import { ActionIcon, Box, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX, messageLength } from './api';
import { composerKey, counterState } from './composer';
import { useMessagesTexts } from './texts';

/** The person on the other side of a conversation. */
export interface Person {
  id: string;
  username: string;
  name: string;
  avatarUrl?: string | null;
}

export function Composer({ person, onSend }: { person: Person; onSend: (text: string) => void }) {
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
