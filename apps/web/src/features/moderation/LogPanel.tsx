import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exactTime } from '../../shared/lib/relativeTime';
import type { Moderation } from './api';
import { useModerationT } from './texts';

type Line = Moderation['log'][number];
const MODES = ['open', 'closed', 'invite', 'approval'] as const;
const KNOWN = [
  'hide',
  'unhide',
  'suspend',
  'unsuspend',
  'delete_account',
  'dismiss_report',
  'approve_account',
  'registration_mode',
  'invitation_created',
] as const;

/** What administrators did, newest first: who, what, to whom, when, and the reason they gave. */
export function LogPanel({ log }: { log: Line[] }) {
  const t = useModerationT();
  const { i18n } = useTranslation();
  if (log.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('moderation.log.empty')}
      </Text>
    );
  const describe = (l: Line) => {
    const action = (KNOWN as readonly string[]).includes(l.action)
      ? (l.action as (typeof KNOWN)[number])
      : null;
    if (!action) return l.action;
    const type = l.targetType ? t(`moderation.reports.types.${l.targetType as 'goal'}`).toLowerCase() : '';
    const note =
      action === 'registration_mode' && (MODES as readonly string[]).includes(l.note)
        ? t(`moderation.registration.modes.${l.note as 'open'}`)
        : l.note;
    return t(`moderation.log.actions.${action}`, { target: l.targetName, type, note });
  };
  return (
    <Stack
      gap={6}
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="moderation-log"
    >
      {log.map((l) => (
        <Text key={l.id} component="li" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" fz="xs">
            <time dateTime={l.createdAt}>{exactTime(l.createdAt, i18n.language)}</time>
          </Text>{' '}
          <Text span fw={600}>
            {l.actorName}
          </Text>
          {': '}
          {describe(l)}
          {l.note && l.action !== 'registration_mode' ? (
            <Text span c="dimmed">
              {' '}
              — {l.note}
            </Text>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
