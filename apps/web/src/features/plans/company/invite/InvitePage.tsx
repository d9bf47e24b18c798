import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFlag, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { PlanInviteQuery } from '../../../../gen/graphql';
import { GraphQLResponseError } from '../../../../shared/api/graphql';
import { CategoryBadge } from '../../../../shared/goals/CategoryBadge';
import { quoted } from '../../../../shared/i18n/quote';
import { longDate } from '../../../../shared/lib/format';
import { paths } from '../../../../shared/paths';
import { PersonAvatar } from '../../../../shared/people/PersonRow';
import { setupPrompted } from '../../../../shared/session/setupPrompt';
import { useSession } from '../../../../shared/session/store';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useDocumentTitle } from '../../../../shared/ui/useDocumentTitle';
import { planInviteQuery, useJoinByInvite } from './api';
import { usePlanInviteT } from './texts';

type Person = { id: string; username: string; name: string; avatarUrl?: string | null };
const nameOf = (p: Person) => p.name || p.username;

/** `/join/{token}` (public): the plan behind an owner's invite link, before joining, and joining it. */
export function InvitePage() {
  const t = usePlanInviteT();
  const { token = '' } = useParams();
  const viewer = useSession((s) => s.user?.id ?? null);
  const invite = useQuery(planInviteQuery(token, viewer));
  useDocumentTitle(t('planInvite.pageTitle'));

  if (invite.isPending)
    return (
      <Paper withBorder radius="lg" p="lg" maw={720} mx="auto" aria-busy="true">
        <Skeleton h={20} w="60%" mb="md" />
        <Skeleton h={14} w="90%" mb="xs" />
        <Skeleton h={14} w="70%" />
      </Paper>
    );
  if (invite.isError) {
    const error = invite.error;
    const refused = error instanceof GraphQLResponseError;
    const forbidden = refused && error.codes.includes('FORBIDDEN');
    // A link that leads nowhere is said by the title and the page's own reason; the server's message would
    // repeat the title. A refusal is said by the server's reason under the page's title.
    const missing = refused && error.codes.includes('NOT_FOUND');
    return (
      <Alert
        maw={720}
        mx="auto"
        color={forbidden ? 'orange' : refused ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={
          refused
            ? t(forbidden ? 'planInvite.refusedTitle' : 'planInvite.notFoundTitle')
            : t('planInvite.loadFailed')
        }
        role="alert"
      >
        {missing ? (
          <Text size="sm">{t('planInvite.notFoundText')}</Text>
        ) : refused ? (
          <Text size="sm">{error.messages.join(' ')}</Text>
        ) : (
          <Button size="xs" variant="light" mt="xs" onClick={() => void invite.refetch()}>
            {t('planInvite.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  return <Preview token={token} invite={invite.data} />;
}

type Invite = PlanInviteQuery['planInvite'];

function Preview({ token, invite }: { token: string; invite: Invite }) {
  const t = usePlanInviteT();
  const { i18n } = useTranslation();
  const owner = nameOf(invite.owner);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={720} mx="auto" component="article">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar person={invite.owner} size={44} />
          <Text size="sm" c="dimmed">
            {t('planInvite.invites', { name: owner })}
          </Text>
        </Group>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {invite.title}
          </Title>
          <Group gap={8}>
            <CategoryBadge category={invite.category} />
            {invite.deadline ? (
              <Text size="sm" c="dimmed">
                {t('planInvite.deadline', { date: longDate(invite.deadline, i18n.language) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        {invite.note ? (
          <Paper radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed" mb={2}>
              {t('planInvite.note', { name: owner })}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {quoted(invite.note, i18n.language)}
            </Text>
          </Paper>
        ) : null}
        <section aria-labelledby="invite-milestones">
          <Text id="invite-milestones" fw={700} size="sm" mb={6}>
            {t('planInvite.milestones')}
          </Text>
          <Stack gap={6} component="ol" style={{ paddingInlineStart: 0, margin: 0, listStyle: 'none' }}>
            {invite.milestones.map((m, i) => (
              <Group key={m.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <Badge size="lg" circle variant="light" style={{ flexShrink: 0 }}>
                  {i + 1}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      m.date ? longDate(m.date, i18n.language) : null,
                      t('planInvite.steps', { count: m.stepCount }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="invite-members">
          <Group gap={6} mb={6}>
            <IconUsersGroup size={16} aria-hidden="true" />
            <Text id="invite-members" fw={700} size="sm">
              {t('planInvite.members')}
            </Text>
            <Text size="xs" c="dimmed">
              {invite.memberCap != null
                ? t('planInvite.membersCap', { count: invite.memberCount, cap: invite.memberCap })
                : t('planInvite.membersCount', { count: invite.memberCount })}
            </Text>
          </Group>
          <Avatar.Group spacing="sm">
            {invite.members.slice(0, 8).map((m) => (
              <Tooltip
                key={m.id}
                label={m.id === invite.owner.id ? `${nameOf(m)} · ${t('planInvite.ownerTag')}` : nameOf(m)}
              >
                <span aria-label={nameOf(m)} role="img">
                  <PersonAvatar person={m} size={36} />
                </span>
              </Tooltip>
            ))}
            {invite.members.length > 8 ? <Avatar size={36}>+{invite.members.length - 8}</Avatar> : null}
          </Avatar.Group>
        </section>
        <JoinArea token={token} invite={invite} />
      </Stack>
    </Paper>
  );
}

function JoinArea({ token, invite }: { token: string; invite: Invite }) {
  const t = usePlanInviteT();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const join = useJoinByInvite(token);
  const here = paths.planInvite(token);
  // A new account that joined from here opens its plan; setup can follow from the profile.
  const openPlan = () => {
    setupPrompted.set();
    void navigate(paths.plan(invite.goalId));
  };
  const line = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  switch (invite.state) {
    case 'signedOut':
      return (
        <Stack gap="xs">
          {line(t('planInvite.signedOut'))}
          <Group gap="sm">
            <Button component={Link} to={paths.loginReturningTo(here)}>
              {t('planInvite.signIn')}
            </Button>
            <Button component={Link} to={paths.registrationReturningTo(here)} variant="light">
              {t('planInvite.register')}
            </Button>
          </Group>
        </Stack>
      );
    case 'open':
      return (
        <Stack gap="xs">
          {line(t('planInvite.howItWorks'))}
          <Group>
            <Button
              leftSection={<IconFlag size={16} />}
              loading={join.isPending}
              onClick={() =>
                join.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('planInvite.joined', { title: invite.title })),
                  onError: (error) => notifyError(t('planInvite.joinFailed'), error),
                })
              }
            >
              {t('planInvite.join')}
            </Button>
          </Group>
        </Stack>
      );
    case 'joined':
      return (
        <Group gap="sm" justify="space-between">
          <Group gap={6}>
            <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden="true" />
            <Text size="sm" c="teal.8" fw={600}>
              {t('planInvite.joinedState')}
            </Text>
          </Group>
          <Button onClick={openPlan}>{t('planInvite.openInPlans')}</Button>
        </Group>
      );
    case 'owner':
      return (
        <Group gap="sm" justify="space-between">
          {line(t('planInvite.own'))}
          <Anchor component={Link} to={paths.plan(invite.goalId)} size="sm">
            {t('planInvite.openInPlans')}
          </Anchor>
        </Group>
      );
    default:
      return (
        <Alert color="gray" variant="light" role="status">
          {t(`planInvite.${invite.state}`)}
          {user ? (
            <Anchor component={Link} to={paths.plans} size="sm" ml="xs">
              {t('planInvite.toPlans')}
            </Anchor>
          ) : null}
        </Alert>
      );
  }
}
