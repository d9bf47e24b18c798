import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { progressPercent } from '@stepwise/domain/progress';
import {
  IconConfetti,
  IconConfettiOff,
  IconDoorExit,
  IconLock,
  IconUsersGroup,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CompanyFieldsFragment } from '../../../gen/graphql';
import { useCourseT } from '../../../shared/course/texts';
import { quoted } from '../../../shared/i18n/quote';
import { exactTime, relativeTime } from '../../../shared/lib/relativeTime';
import { useNow } from '../../../shared/lib/useNow';
import { paths } from '../../../shared/paths';
import { PersonAvatar } from '../../../shared/people/PersonRow';
import { useSession } from '../../../shared/session/store';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCloseOffer, useGiveKudos, useLeavePlan, useRemoveMember } from './api';
import { ConfirmModal } from './ConfirmModal';
import { useCompanyT } from './texts';

type Company = CompanyFieldsFragment;

type Member = Company['members'][number];

const nameOf = (p: { name: string; username: string }) => p.name || p.username;

/**
 * "With company": the offer's state and everyone following the plan side by side, with their last
 * activity, progress and a one-tap kudos; the owner closes the offer or removes a member, a member leaves.
 */
export function CompanyPanel({
  goal,
  company,
  onEditOffer,
}: {
  goal: { id: string; title: string };
  company: Company;
  onEditOffer: () => void;
}) {
  const t = useCompanyT();
  const tc = useCourseT();
  const { i18n } = useTranslation();
  const now = useNow();
  const me = useSession((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const close = useCloseOffer();
  const remove = useRemoveMember();
  const leave = useLeavePlan();
  const kudos = useGiveKudos();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const owner = company.myRole === 'owner';
  const offer = company.offer;
  const others = company.members.filter((m) => m.role === 'member');
  const ownerName = company.owner ? nameOf(company.owner) : '';

  return (
    <Paper withBorder radius="md" p="sm" mt="md" component="section" aria-label={t('company.title')}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap={6}>
          <IconUsersGroup size={18} aria-hidden="true" />
          <Text fw={700} size="sm">
            {t('company.title')}
          </Text>
          {offer ? (
            <Badge
              size="sm"
              variant="light"
              color={offer.open ? 'teal' : 'gray'}
              leftSection={offer.open ? null : <IconLock size={10} />}
            >
              {offer.open ? t('company.offerOpen') : t('company.offerClosed')}
            </Badge>
          ) : null}
        </Group>
        {offer ? (
          <Text size="xs" c="dimmed">
            {offer.memberCap != null
              ? t('company.membersCap', { count: offer.memberCount, cap: offer.memberCap })
              : t('company.members', { count: offer.memberCount })}
            {' · '}
            {offer.audience === 'followers' ? t('company.audienceFollowers') : t('company.audienceAnyone')}
          </Text>
        ) : null}
      </Group>
      {offer?.note ? (
        <Text size="sm" fs="italic" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {quoted(offer.note, i18n.language)}
        </Text>
      ) : null}
      {others.length === 0 && owner ? (
        <Text size="sm" c="dimmed">
          {t('company.alone')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {company.members.map((m) => {
            const self = m.user.id === me;
            const value = progressPercent({ done: m.doneCount, total: m.totalCount });
            return (
              <Group key={m.user.id} component="li" gap="sm" wrap="nowrap" data-testid="plan-member">
                <Link to={paths.userProfile(m.user.username)} tabIndex={-1} aria-hidden="true">
                  <PersonAvatar person={m.user} size={32} />
                </Link>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={paths.userProfile(m.user.username)}
                      size="sm"
                      fw={600}
                      c="inherit"
                      truncate
                    >
                      {nameOf(m.user)}
                    </Anchor>
                    {self ? (
                      <Text size="xs" c="dimmed">
                        ({t('company.you')})
                      </Text>
                    ) : null}
                    {m.role === 'owner' ? (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('company.owner')}
                      </Badge>
                    ) : null}
                    {m.paused ? (
                      <Badge size="xs" variant="light" color="yellow" data-testid="member-paused">
                        {tc('course.memberPaused')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <Progress
                      value={value}
                      size="sm"
                      radius="xl"
                      color={value === 100 ? 'teal' : 'info'}
                      style={{ flex: 1, maxWidth: 180 }}
                      aria-hidden="true"
                    />
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('company.progress', { done: m.doneCount, total: m.totalCount })}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    <time dateTime={m.lastActiveAt} title={exactTime(m.lastActiveAt, i18n.language)}>
                      {t('company.lastActive', { when: relativeTime(m.lastActiveAt, i18n.language, now) })}
                    </time>
                  </Text>
                </div>
                {!self ? (
                  <Tooltip
                    label={
                      m.kudosToday ? t('company.kudosGiven') : t('company.kudosTo', { name: nameOf(m.user) })
                    }
                  >
                    <ActionIcon
                      variant={m.kudosToday ? 'light' : 'filled'}
                      color={m.kudosToday ? 'gray' : 'orange'}
                      size="lg"
                      radius="xl"
                      aria-label={
                        m.kudosToday
                          ? t('company.kudosGiven')
                          : t('company.kudosTo', { name: nameOf(m.user) })
                      }
                      disabled={m.kudosToday}
                      onClick={() =>
                        kudos.mutate(
                          { goalId: goal.id, userId: m.user.id },
                          {
                            onSuccess: () => notifySuccess(t('company.kudosSent', { name: nameOf(m.user) })),
                            onError: (error) => notifyError(t('company.failed'), error),
                          },
                        )
                      }
                    >
                      {m.kudosToday ? <IconConfettiOff size={18} /> : <IconConfetti size={18} />}
                    </ActionIcon>
                  </Tooltip>
                ) : null}
                {owner && m.role === 'member' ? (
                  <Tooltip label={t('company.removeFrom', { name: nameOf(m.user) })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('company.removeFrom', { name: nameOf(m.user) })}
                      onClick={() => setRemoving(m)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      )}
      <Group justify="flex-end" gap="xs" mt="sm">
        {owner && offer?.open ? (
          <>
            <Button size="xs" variant="subtle" onClick={onEditOffer}>
              {t('company.editOffer')}
            </Button>
            <Tooltip label={t('company.closeOfferHint')}>
              <Button
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconLock size={14} />}
                loading={close.isPending}
                onClick={() =>
                  close.mutate(goal.id, {
                    onSuccess: () => notifySuccess(t('company.closed')),
                    onError: (error) => notifyError(t('company.failed'), error),
                  })
                }
              >
                {t('company.closeOffer')}
              </Button>
            </Tooltip>
          </>
        ) : null}
        {owner && offer && !offer.open ? (
          <Button size="xs" variant="light" onClick={onEditOffer}>
            {t('company.reopen')}
          </Button>
        ) : null}
        {company.myRole === 'member' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconDoorExit size={14} />}
            onClick={() => setLeaving(true)}
          >
            {t('company.leave')}
          </Button>
        ) : null}
      </Group>
      <ConfirmModal
        opened={removing !== null}
        title={removing ? t('company.removeTitle', { name: nameOf(removing.user) }) : ''}
        text={removing ? t('company.removeText', { name: nameOf(removing.user) }) : ''}
        confirm={t('company.remove')}
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = nameOf(removing.user);
          remove.mutate(
            { goalId: goal.id, userId: removing.user.id },
            {
              onSuccess: () => {
                notifySuccess(t('company.removed', { name }));
                setRemoving(null);
              },
              onError: (error) => notifyError(t('company.failed'), error),
            },
          );
        }}
      />
      <ConfirmModal
        opened={leaving}
        title={t('company.leaveTitle', { title: goal.title })}
        text={t('company.leaveText', { name: ownerName })}
        confirm={t('company.leave')}
        loading={leave.isPending}
        onClose={() => setLeaving(false)}
        onConfirm={() =>
          leave.mutate(goal.id, {
            onSuccess: () => {
              notifySuccess(t('company.left'));
              setLeaving(false);
              void navigate(paths.plans);
            },
            onError: (error) => notifyError(t('company.failed'), error),
          })
        }
      />
    </Paper>
  );
}
