import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconMessageCircle, IconReport, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MentorDigestQuery } from '../../../gen/graphql';
import { quoted } from '../../../shared/i18n/quote';
import { paths } from '../../../shared/paths';
import { PersonAvatar } from '../../../shared/people/PersonRow';
import { EmptyPanel } from '../../../shared/ui/EmptyPanel';
import { emailOnDigestQuery, mentorDigestQuery, useSetEmailOnDigest } from './api';
import { type DigestKey, useDigestTexts } from './texts';

type Digest = NonNullable<MentorDigestQuery['mentorDigest']>;
type Mentee = Digest['mentees'][number];
type Goal = Mentee['goals'][number];

const STATE_COLOR: Record<string, string> = { behind: 'red', ahead: 'teal', onPace: 'teal', done: 'teal' };

/** A day as the reader's language writes it (25 May / 25 мая). */
const day = (iso: string, lang: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' });

function ForecastBadge({ goal }: { goal: Goal }) {
  const t = useDigestTexts();
  const state = ['onPace', 'behind', 'ahead', 'done'].includes(goal.state) ? goal.state : 'unknown';
  const label =
    state === 'behind' || state === 'ahead'
      ? t(`digest.forecast.${state}` as DigestKey, { count: Math.abs(goal.daysBehind) })
      : t(`digest.forecast.${state}` as DigestKey);
  return (
    <Badge color={STATE_COLOR[state] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

function MenteeWeek({ mentee, onOpenPlan }: { mentee: Mentee; onOpenPlan: () => void }) {
  const t = useDigestTexts();
  const { i18n } = useTranslation();
  const p = mentee.person;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="digest-mentee">
      <Group gap="sm" wrap="nowrap" mb="xs">
        <PersonAvatar person={p} size={36} />
        <Text fw={700} truncate>
          {p.name || p.username}
        </Text>
      </Group>
      <Stack gap={6}>
        {mentee.goals.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('digest.noGoals')}
          </Text>
        ) : (
          mentee.goals.map((g) => (
            <Group key={g.goalId} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Anchor
                component={Link}
                to={paths.menteeGoal(g.goalId)}
                onClick={onOpenPlan}
                fz="sm"
                lineClamp={2}
                aria-label={`${t('digest.openPlan')}: ${g.title}`}
              >
                {g.title}
              </Anchor>
              <ForecastBadge goal={g} />
            </Group>
          ))
        )}
        <Text fz="sm" data-testid="digest-done">
          {mentee.done.count > 0 ? t('digest.done', { count: mentee.done.count }) : t('digest.nothingDone')}
          {mentee.done.items.length > 0
            ? `: ${mentee.done.items.map((i) => quoted(i.label, i18n.language)).join(', ')}`
            : null}
        </Text>
        <Text fz="sm" c={mentee.slipped.count > 0 ? 'red' : 'dimmed'} data-testid="digest-slipped">
          {mentee.slipped.count > 0
            ? t('digest.slipped', { count: mentee.slipped.count })
            : t('digest.nothingSlipped')}
          {mentee.slipped.items.length > 0
            ? `: ${mentee.slipped.items
                .map(
                  (i) =>
                    `${quoted(i.label, i18n.language)}${i.date ? ` (${day(i.date, i18n.language)})` : ''}`,
                )
                .join(', ')}`
            : null}
        </Text>
        {mentee.unreadComments > 0 ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMessageCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
            <Text fz="sm">
              {t('digest.comments', { count: mentee.unreadComments })}
              {mentee.latestComment ? `: ${quoted(mentee.latestComment, i18n.language)}` : null}
            </Text>
          </Group>
        ) : null}
        {mentee.openSuggestions.count > 0 ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconSparkles size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
            <Text fz="sm">
              {t('digest.suggestions', { count: mentee.openSuggestions.count })}:{' '}
              {mentee.openSuggestions.items.map((i) => quoted(i.label, i18n.language)).join(', ')}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function EmailSwitch() {
  const t = useDigestTexts();
  const on = useQuery(emailOnDigestQuery());
  const set = useSetEmailOnDigest();
  return (
    <Switch
      checked={on.data ?? true}
      disabled={on.isPending}
      onChange={(e) => set.mutate(e.currentTarget.checked)}
      label={t('digest.emailOn')}
      description={t('digest.emailText')}
    />
  );
}

/** A mentor's weekly digest (by id, else the latest), with the letter's setting. */
export function DigestModal({
  opened,
  digestId,
  onClose,
}: {
  opened: boolean;
  digestId: string | null;
  onClose: () => void;
}) {
  const t = useDigestTexts();
  const { i18n } = useTranslation();
  const digest = useQuery({ ...mentorDigestQuery(digestId), enabled: opened });
  let body: React.ReactNode;
  if (digest.isPending) {
    body = (
      <Group justify="center" p="lg">
        <Loader size="sm" />
      </Group>
    );
  } else if (digest.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('digest.loadFailed')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void digest.refetch()}>
          {t('digest.retry')}
        </Button>
      </Alert>
    );
  } else if (!digest.data) {
    body = (
      <EmptyPanel
        icon={<IconReport size={32} />}
        title={t('digest.none')}
        description={t('digest.noneText')}
      />
    );
  } else {
    const d = digest.data;
    body = (
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {t('digest.week', { from: day(d.weekStart, i18n.language), to: day(d.weekEnd, i18n.language) })}
        </Text>
        {d.mentees.length === 0 ? (
          <Text fz="sm">{t('digest.noMentees')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {d.mentees.map((m) => (
              <MenteeWeek key={m.person.id} mentee={m} onOpenPlan={onClose} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('digest.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('digest.close') }}
    >
      <Stack gap="md">
        {body}
        <EmailSwitch />
      </Stack>
    </Modal>
  );
}

/** The mentees page's button that opens the latest digest. */
export function DigestButton({ onClick }: { onClick: () => void }) {
  const t = useDigestTexts();
  return (
    <Button variant="light" leftSection={<IconReport size={16} />} onClick={onClick}>
      {t('digest.open')}
    </Button>
  );
}
