import { ActionIcon, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconBellRinging, IconFlame } from '@tabler/icons-react';
import type { CompanyFieldsFragment } from '../../../gen/graphql';
import { queueNudge } from '../../../shared/offline/nudges';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useSetNudgesMuted } from './nudges';
import { useCompanyT } from './texts';

type Company = CompanyFieldsFragment;
type Member = Company['members'][number];

/** "2 of 3 did today's step · together 4 days in a row": the plan's company as a group. */
export function TogetherLine({ together }: { together: Company['together'] }) {
  const t = useCompanyT();
  if (!together || (together.dueToday === 0 && together.jointStreak === 0)) return null;
  return (
    <Group gap="xs" mb="xs" data-testid="plan-together">
      {together.dueToday > 0 ? (
        <Text size="sm">
          {t('company.togetherToday', { done: together.doneToday, due: together.dueToday })}
        </Text>
      ) : null}
      {together.jointStreak > 0 ? (
        <Group gap={4} wrap="nowrap">
          <IconFlame size={16} color="var(--mantine-color-orange-6)" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('company.jointStreak', { count: together.jointStreak })}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

/** A reminder to a participant who is behind; once they were nudged today it reads so and is disabled. */
export function NudgeButton({ goalId, member, name }: { goalId: string; member: Member; name: string }) {
  const t = useCompanyT();
  if (!member.behind || member.nudgesMuted) return null;
  const label = member.nudgedToday ? t('company.nudged') : t('company.nudge', { name });
  return (
    <Tooltip label={member.nudgedToday ? label : t('company.nudgeHint', { name })}>
      <ActionIcon
        variant="light"
        color={member.nudgedToday ? 'gray' : 'info'}
        size="lg"
        radius="xl"
        aria-label={label}
        disabled={member.nudgedToday}
        onClick={() => {
          // Shown as nudged at once; made offline, it goes out on reconnect (the offline queue).
          const { queued, sent } = queueNudge({ goalId, userId: member.user.id, name });
          if (queued) {
            notifySuccess(t('company.nudgeQueued', { name }));
            return;
          }
          sent.then(
            () => notifySuccess(t('company.nudgeSent', { name })),
            (error: unknown) => notifyError(t('company.failed'), error),
          );
        }}
      >
        <IconBellRinging size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The signed-in participant's own choice: may company nudge them about this plan. */
export function AllowNudges({ goalId, me }: { goalId: string; me: Member | undefined }) {
  const t = useCompanyT();
  const mute = useSetNudgesMuted();
  if (!me) return null;
  return (
    <Switch
      size="xs"
      mt="xs"
      label={t('company.allowNudges')}
      checked={!me.nudgesMuted}
      disabled={mute.isPending}
      onChange={(event) =>
        mute.mutate(
          { goalId, muted: !event.currentTarget.checked },
          { onError: (error) => notifyError(t('company.failed'), error) },
        )
      }
    />
  );
}
