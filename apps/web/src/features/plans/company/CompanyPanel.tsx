import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDoorExit, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyFieldsFragment } from '../../../gen/graphql';
import { quoted } from '../../../shared/i18n/quote';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/store';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCloseOffer, useLeavePlan, useRemoveMember } from './api';
import { ConfirmModal } from './ConfirmModal';
import { InviteLink } from './invite/InviteLink';
import { MemberRow, nameOf } from './MemberRow';
import { AllowNudges, TogetherLine } from './Together';
import { useCompanyT } from './texts';

type Company = CompanyFieldsFragment;

type Member = Company['members'][number];

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
  const { i18n } = useTranslation();
  const me = useSession((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const close = useCloseOffer();
  const remove = useRemoveMember();
  const leave = useLeavePlan();
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
      <TogetherLine together={company.together} />
      {others.length === 0 && owner ? (
        <Text size="sm" c="dimmed">
          {t('company.alone')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {company.members.map((m) => (
            <MemberRow key={m.user.id} goalId={goal.id} m={m} me={me} owner={owner} onRemove={setRemoving} />
          ))}
        </Stack>
      )}
      {owner && offer?.open ? <InviteLink goal={goal} token={company.inviteToken ?? null} /> : null}
      {others.length > 0 ? (
        <AllowNudges goalId={goal.id} me={company.members.find((m) => m.user.id === me)} />
      ) : null}
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
