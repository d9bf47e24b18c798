import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconHandStop, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CategoryBadge } from '../../shared/goals/CategoryBadge';
import { NotSavedHere } from '../../shared/offline/NotSavedHere';
import { paths } from '../../shared/paths';
import { ReportButton } from '../../shared/report/ReportButton';
import { useSession } from '../../shared/session/store';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { type Offer, offersQuery, useJoinLeave } from './offersApi';
import { useProfileOffersT } from './texts';

/** The profile's Offers section: open plans to follow with company, joined in one click. */
export function OffersSection({ username, own }: { username: string; own: boolean }) {
  const t = useProfileOffersT();
  const viewer = useSession((s) => s.user?.id ?? null);
  const offers = useQuery(offersQuery(username, viewer));
  const toggle = useJoinLeave(username, viewer);
  if (offers.isPending)
    return (
      <NotSavedHere query={offers}>
        <Skeleton h={90} radius="md" aria-busy="true" />
      </NotSavedHere>
    );
  if (offers.isError || !offers.data.userProfile)
    return (
      <Text size="sm" c="red" role="alert">
        {t('profileOffers.loadFailed')}
      </Text>
    );
  const profile = offers.data.userProfile;
  const name = profile.name || profile.username;
  if (profile.offers.length === 0)
    return own ? (
      <EmptyPanel
        size="sm"
        icon={<IconHandStop size={24} />}
        title={t('profileOffers.emptyOwnTitle')}
        description={t('profileOffers.emptyOwn')}
        action={
          <Button component={Link} to={paths.plans} size="xs" variant="light">
            {t('profileOffers.toPlans')}
          </Button>
        }
      />
    ) : (
      <EmptyPanel
        size="sm"
        icon={<IconHandStop size={24} />}
        title={t('profileOffers.emptyGuestTitle')}
        description={t('profileOffers.emptyGuest')}
      />
    );
  const act = (offer: Offer, join: boolean) =>
    toggle.mutate(
      { goalId: offer.goal.id, join, title: offer.goal.title },
      {
        onSuccess: () =>
          notifySuccess(t(join ? 'profileOffers.joined' : 'profileOffers.left', { title: offer.goal.title })),
        onError: (error) => notifyError(t('profileOffers.failed'), error),
      },
    );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {profile.offers.map((offer) => {
        const busy = toggle.isPending && toggle.variables?.goalId === offer.goal.id;
        return (
          <Paper
            key={offer.goal.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="offer"
            aria-label={offer.goal.title}
          >
            <Stack gap={4}>
              <Group gap={6}>
                <CategoryBadge category={offer.goal.category} />
                <Badge
                  size="sm"
                  variant="light"
                  color={offer.audience === 'followers' ? 'grape' : 'teal'}
                  leftSection={offer.audience === 'followers' ? <IconLock size={10} /> : null}
                >
                  {offer.audience === 'followers' ? t('profileOffers.followers') : t('profileOffers.anyone')}
                </Badge>
                <span style={{ marginInlineStart: 'auto' }}>
                  <ReportButton targetType="offer" targetId={offer.goal.id} ownerId={profile.id} own={own} />
                </span>
              </Group>
              {own ? (
                <Anchor
                  component={Link}
                  to={`${paths.plans}#goal-${offer.goal.id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {offer.goal.title}
                </Anchor>
              ) : (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {offer.goal.title}
                </Text>
              )}
              {offer.note ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {offer.note}
                </Text>
              ) : null}
              <Group justify="space-between" gap="xs" mt={2}>
                <Group gap={4}>
                  <IconUsersGroup size={14} aria-hidden="true" />
                  <Text size="xs" c="dimmed">
                    {offer.memberCap != null
                      ? t('profileOffers.membersCap', { count: offer.memberCount, cap: offer.memberCap })
                      : t('profileOffers.members', { count: offer.memberCount })}
                  </Text>
                </Group>
                <OfferAction
                  offer={offer}
                  busy={busy}
                  onJoin={() => act(offer, true)}
                  onLeave={() => act(offer, false)}
                />
              </Group>
            </Stack>
            <OfferState offer={offer} name={name} />
          </Paper>
        );
      })}
    </Stack>
  );
}

function OfferAction({
  offer,
  busy,
  onJoin,
  onLeave,
}: {
  offer: Offer;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}) {
  const t = useProfileOffersT();
  const title = offer.goal.title;
  switch (offer.joinState) {
    case 'open':
      return (
        <Button size="xs" onClick={onJoin} loading={busy} aria-label={t('profileOffers.joinPlan', { title })}>
          {t('profileOffers.join')}
        </Button>
      );
    case 'joined':
      return (
        <Button
          size="xs"
          variant="light"
          color="gray"
          onClick={onLeave}
          loading={busy}
          aria-label={t('profileOffers.leavePlan', { title })}
        >
          {t('profileOffers.leave')}
        </Button>
      );
    case 'owner':
      return (
        <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
          {t('profileOffers.own')}
        </Badge>
      );
    case 'full':
      return (
        <Button size="xs" disabled>
          {t('profileOffers.full')}
        </Button>
      );
    case 'signedOut':
      return (
        <Button size="xs" variant="light" component={Link} to={paths.login}>
          {t('profileOffers.join')}
        </Button>
      );
    default:
      return null;
  }
}

/** Why the viewer cannot join, or that they follow the plan (with a link to it). */
function OfferState({ offer, name }: { offer: Offer; name: string }) {
  const t = useProfileOffersT();
  const line = (text: string, color = 'dimmed') => (
    <Text size="xs" c={color} mt={6}>
      {text}
    </Text>
  );
  switch (offer.joinState) {
    case 'joined':
      return (
        <Group gap={6} mt={6}>
          <IconCheck size={14} color="var(--mantine-color-teal-filled)" aria-hidden="true" />
          <Text size="xs" c="teal">
            {t('profileOffers.joinedState')}
          </Text>
          <Anchor component={Link} to={`${paths.plans}#goal-${offer.goal.id}`} size="xs">
            {t('profileOffers.openPlan')}
          </Anchor>
        </Group>
      );
    case 'followersOnly':
      return line(t('profileOffers.followersOnly', { name }));
    case 'blocked':
      return line(t('profileOffers.blocked'));
    case 'removed':
      return line(t('profileOffers.removed', { name }));
    case 'signedOut':
      return line(t('profileOffers.signedOut'));
    default:
      return null;
  }
}
