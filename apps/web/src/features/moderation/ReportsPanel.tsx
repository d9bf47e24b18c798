import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconFlagOff, IconTrash, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exactTime } from '../../shared/lib/relativeTime';
import { paths } from '../../shared/paths';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { AccountDialog } from './AccountDialog';
import { type ReportItem, useModerationAction } from './api';
import { useModerationT } from './texts';

type Person = ReportItem['subject'];
const nameOf = (p: Person) => p.name || p.username;

/** The open reports, newest first, each with what was reported as it stands now and what can be done. */
export function ReportsPanel({ reports }: { reports: ReportItem[] }) {
  const t = useModerationT();
  const [dialog, setDialog] = useState<{ kind: 'suspend' | 'delete'; person: Person } | null>(null);
  if (reports.length === 0)
    return (
      <EmptyPanel
        size="sm"
        icon={<IconFlagOff size={24} />}
        title={t('moderation.reports.empty')}
        description={t('moderation.reports.emptyHint')}
      />
    );
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('moderation.reports.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {reports.map((r) => (
          <ReportCard key={r.id} report={r} onAccount={(kind) => setDialog({ kind, person: r.subject })} />
        ))}
      </Stack>
      {dialog ? (
        <AccountDialog kind={dialog.kind} person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

function ReportCard({
  report: r,
  onAccount,
}: {
  report: ReportItem;
  onAccount: (kind: 'suspend' | 'delete') => void;
}) {
  const t = useModerationT();
  const { i18n } = useTranslation();
  const action = useModerationAction();
  const type = t(`moderation.reports.types.${r.targetType as 'person'}`);
  const act = (kind: 'dismiss' | 'hide' | 'show') =>
    action.mutate(
      kind === 'dismiss' ? { kind, id: r.id } : { kind, targetType: r.targetType, targetId: r.targetId },
      {
        onSuccess: () => notifySuccess(t(`moderation.done.${kind}`)),
        onError: (e) => notifyError(t('moderation.failed'), e),
      },
    );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="report"
      aria-label={`${type}: ${nameOf(r.subject)}`}
    >
      <Stack gap={6}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Group gap={6}>
            <Badge variant="light" color="info">
              {type}
            </Badge>
            <Badge variant="light" color="red">
              {t(`moderation.reports.reasons.${r.reason as 'spam'}`)}
            </Badge>
            {r.hidden ? (
              <Badge variant="outline" color="gray">
                {t('moderation.reports.hiddenBadge')}
              </Badge>
            ) : null}
            {r.subjectSuspended ? (
              <Badge variant="outline" color="orange">
                {t('moderation.reports.suspendedBadge')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            <time dateTime={r.createdAt}>{exactTime(r.createdAt, i18n.language)}</time>
          </Text>
        </Group>
        <Text fz="sm">
          {t('moderation.reports.about')}{' '}
          <Anchor component={Link} to={paths.userProfile(r.subject.username)} fw={600}>
            {nameOf(r.subject)}
          </Anchor>{' '}
          <Text span c="dimmed" fz="sm">
            @{r.subject.username}
          </Text>
        </Text>
        {r.excerpt !== null && r.excerpt !== undefined ? (
          <Blockquote
            p="xs"
            radius="sm"
            color="gray"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {r.excerpt}
          </Blockquote>
        ) : (
          <Text fz="sm" c="dimmed" fs="italic">
            {t('moderation.reports.gone')}
          </Text>
        )}
        {r.details ? (
          <Text fz="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            {r.details}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {r.reporter
            ? t('moderation.reports.by', { name: nameOf(r.reporter) })
            : t('moderation.reports.byDeleted')}
        </Text>
        <Group gap="xs" mt={4}>
          {r.targetType !== 'person' && r.excerpt !== null ? (
            <Button
              size="xs"
              variant="light"
              leftSection={r.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
              loading={action.isPending}
              onClick={() => act(r.hidden ? 'show' : 'hide')}
            >
              {r.hidden ? t('moderation.reports.show') : t('moderation.reports.hide')}
            </Button>
          ) : null}
          {r.subjectSuspended ? null : (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconUserOff size={14} />}
              onClick={() => onAccount('suspend')}
            >
              {t('moderation.reports.suspend')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onAccount('delete')}
          >
            {t('moderation.reports.delete')}
          </Button>
          <Button size="xs" variant="default" loading={action.isPending} onClick={() => act('dismiss')}>
            {t('moderation.reports.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
